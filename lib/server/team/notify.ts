import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { ideaMembers, ideas, users } from "@/db/schema";
import type { Verdict } from "@/lib/core/experiments/verdict";
import { experimentStatusLabels, verdictLabels } from "@/lib/core/labels";
import type { ServedExperiment } from "@/lib/core/api/experiments";
import { deliverAfterResponse, insertEmail } from "@/lib/server/email/queue";
import { memberResultEmail } from "@/lib/server/email/templates";
import { ideaDecision } from "@/lib/server/experiments/store";
import { siteUrl } from "@/lib/server/site-url";
import { NotFound } from "@/lib/core/errors";
import { recordActivity } from "./activity";

/**
 * After a result is recorded on an idea: a move of its verdict goes in the activity list, and the members who asked
 * for it (not whoever recorded it) get an e-mail saying what was recorded and where the verdict stands.
 */
export async function afterResult(
  db: Db,
  change: {
    ideaId: string;
    ownerId: string;
    /** Who recorded it; null for a result LaunchLens measured (a pitch page, a survey). */
    actorId: string | null;
    before: Verdict;
    experiment: Pick<ServedExperiment, "hypothesis" | "status">;
  },
): Promise<void> {
  const decided = await ideaDecision(db, change.ownerId, change.ideaId).catch((error: unknown) => {
    // The idea was deleted since the result (another tab): nobody is left to tell.
    if (error instanceof NotFound) return null;
    throw error;
  });
  if (!decided) return;
  const { verdict } = decided;
  const moved = verdict !== change.before;
  if (moved) {
    await recordActivity(db, {
      ideaId: change.ideaId,
      actorId: change.actorId,
      action: "verdict_changed",
      subject: verdictLabels[verdict],
    });
  }
  const readers = await db
    .select({ name: users.fullName, email: users.email, idea: ideas.title })
    .from(ideaMembers)
    .innerJoin(users, eq(users.id, ideaMembers.userId))
    .innerJoin(ideas, eq(ideas.id, ideaMembers.ideaId))
    .where(
      and(
        eq(ideaMembers.ideaId, change.ideaId),
        eq(ideaMembers.notify, true),
        change.actorId ? ne(ideaMembers.userId, change.actorId) : undefined,
      ),
    );
  if (readers.length === 0) return;
  const [actor] = change.actorId
    ? await db.select({ name: users.fullName }).from(users).where(eq(users.id, change.actorId))
    : [];
  const link = new URL(`/app/ideas/${change.ideaId}`, siteUrl()).toString();
  let queued = false;
  for (const reader of readers) {
    const content = memberResultEmail({
      name: reader.name,
      idea: reader.idea,
      actor: actor?.name ?? "LaunchLens",
      hypothesis: change.experiment.hypothesis,
      status: experimentStatusLabels[change.experiment.status].toLowerCase(),
      verdict: verdictLabels[verdict],
      verdictMoved: moved,
      link,
    });
    queued = (await insertEmail(db, reader.email, content)) === "resend" || queued;
  }
  if (queued) deliverAfterResponse(db);
}
