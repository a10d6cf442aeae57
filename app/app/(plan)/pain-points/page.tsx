import type { Metadata } from "next";
import { ToolPage } from "@/components/app/ToolPage";

export const metadata: Metadata = { title: "Pain Points" };

export default function Page() {
  return <ToolPage slot="pp" />;
}
