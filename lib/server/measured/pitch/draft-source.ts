import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { type Db } from "@/db/client";
import { ideas, reports, users } from "@/db/schema";
import type { DraftSource } from "@/lib/core/measured/pitch/draft";
import { NotFound } from "@/lib/core/errors";

/** A next step of one of the idea's validations (`next_steps/N`); 404 for another's report. */
async function stepOf(db: Db, userId: string, ideaId: string, from: { reportId: string; item: string }) {
  const [report] = await db
    .select({ data: reports.data })
    .from(reports)
    .where(
      and(
        eq(reports.id, from.reportId),
        eq(reports.userId, userId),
        eq(reports.ideaId, ideaId),
        eq(reports.kind, "iv"),
      ),
    );
  if (!report) throw new NotFound("That report is not one of this idea's.");
  const index = Number(from.item.split("/")[1]);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a stored validation's data, whose next_steps this reads defensively
  const steps = (report.data as { next_steps?: { action?: string; threshold?: string }[] }).next_steps;
  return steps?.[index] ?? null;
}

/** What a draft is made from: one of the user's ideas, its latest validation and pain points (404 for another's). */
export async function draftSourceFor(
  db: Db,
  userId: string,
  ideaId: string,
  from?: { reportId: string; item: string },
): Promise<DraftSource> {
  const [idea] = await db
    .select({ title: ideas.title, prompt: ideas.prompt, name: users.fullName })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId))
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)));
  if (!idea) throw new NotFound("Idea not found.");
  const latest = async (kind: "iv" | "pp") => {
    const [report] = await db
      .select({ data: reports.data })
      .from(reports)
      .where(and(eq(reports.ideaId, ideaId), eq(reports.userId, userId), eq(reports.kind, kind)))
      .orderBy(desc(reports.version))
      .limit(1);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the latest report's stored data, handed to the drafter that reads it by kind
    return (report?.data ?? null) as never;
  };
  return {
    ideaTitle: idea.title ?? "",
    ideaPrompt: idea.prompt ?? "",
    validation: await latest("iv"),
    painPoints: await latest("pp"),
    collector: idea.name || "The founder",
    step: from ? await stepOf(db, userId, ideaId, from) : null,
  };
}
