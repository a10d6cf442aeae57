import type { Metadata } from "next";
import { ToolPage } from "@/components/app/ToolPage";
import { toolNames } from "@/lib/client/tools";

export const metadata: Metadata = { title: toolNames.ms };

export default function Page() {
  return <ToolPage slot="ms" />;
}
