import type { Metadata } from "next";
import { IdeasList } from "@/components/ideas/IdeasList";

export const metadata: Metadata = { title: "Ideas" };

export default function Page() {
  return <IdeasList />;
}
