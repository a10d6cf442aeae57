import type { Metadata } from "next";
import { ToolPage } from "@/components/app/ToolPage";
import { kinds } from "@/lib/core/kinds";

export const metadata: Metadata = { title: kinds.iv.label };

export default function Page() {
  return <ToolPage kind="iv" />;
}
