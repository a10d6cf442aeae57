import type { Metadata } from "next";
import { ToolPage } from "@/components/app/ToolPage";

export const metadata: Metadata = { title: "Idea Validator" };

export default function Page() {
  return <ToolPage slot="eval" />;
}
