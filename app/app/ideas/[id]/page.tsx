import type { Metadata } from "next";
import { IdeaDetail } from "@/components/ideas/IdeaDetail";

export const metadata: Metadata = { title: "Idea" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <IdeaDetail id={id} />;
}
