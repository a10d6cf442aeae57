import type { Metadata } from "next";
import { IdeaDetail } from "@/components/ideas/IdeaDetail";
import { Alert } from "@/components/ui/Alert";

export const metadata: Metadata = { title: "Idea" };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ from?: string }>;
}) {
  const [{ id }, { from }] = await Promise.all([params, searchParams]);
  return (
    <>
      {from === "try" && (
        <div className="mb-6">
          <Alert tone="success">
            Your free validation is saved in your library: it is version 1 of this idea, with the customer evidence you
            gave. From here, with a plan, you can run the pain points and marketing strategy, track its experiments and
            ask it questions.
          </Alert>
        </div>
      )}
      <IdeaDetail id={id} />
    </>
  );
}
