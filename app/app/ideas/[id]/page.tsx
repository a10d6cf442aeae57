import type { Metadata } from "next";
import { IdeaDetail } from "@/components/ideas/IdeaDetail";
import { Alert } from "@/components/ui/Alert";
import { getDb } from "@/db";
import { claimedIdeaNote } from "@/lib/core/tries/policy";
import { requireSessionUser } from "@/lib/server/auth/session-user";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { ideaHasEvidence } from "@/lib/server/reports/ideas";

export const metadata: Metadata = { title: "Idea" };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ from?: string }>;
}) {
  const [{ id }, { from }] = await Promise.all([params, searchParams]);
  const note = from === "try" ? await claimedNote(id) : null;
  return (
    <>
      {note && (
        <div className="mb-6">
          <Alert tone="success">{note}</Alert>
        </div>
      )}
      <IdeaDetail id={id} />
    </>
  );
}

async function claimedNote(id: string) {
  const user = await requireSessionUser();
  const evidence = await ideaHasEvidence(await getDb(), user.id, id);
  return claimedIdeaNote({ evidence, hasPlan: hasPaidPlan(user) });
}
