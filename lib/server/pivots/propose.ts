import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { onlyRow, type Db } from "@/db/client";
import { ideas, pivotProposals, type User } from "@/db/schema";
import { AnswerEndedEarly, rateLimitOf } from "@/lib/ai/failures";
import { modelPivotProposals } from "@/lib/ai/pivot-proposals";
import type { PivotProposals } from "@/lib/core/api/pivots";
import { DomainError, Invalid, NotFound, OutsideServiceFailed, TooMany } from "@/lib/core/errors";
import { demoProposals } from "@/lib/core/pivots/demo";
import { checkProposals, PIVOTS, type DroppedProposal, type PivotProposal } from "@/lib/core/pivots/proposals";
import { draftWithModel } from "@/lib/server/measured/model-draft";
import { lockIdeas } from "@/lib/server/reports/ideas";
import { pivotSourceFor } from "./source";

/** What the founder reads when the model could not propose: the same endings a report names. */
export function pivotFailure(cause: unknown): DomainError {
  if (cause instanceof AnswerEndedEarly) {
    switch (cause.ending) {
      case "cut-short":
        return new OutsideServiceFailed("The proposed changes were cut short before they were finished. Try again.");
      case "refused":
        return new Invalid("The AI declined to propose changes for this idea. Reword the idea and try again.");
      case "filtered":
        return new Invalid(
          "The AI provider's content filter stopped the proposed changes. Reword anything that could read as harmful and try again.",
        );
    }
  }
  const limited = rateLimitOf(cause);
  if (limited) {
    return new TooMany(
      "The AI provider is busy right now. Nothing was counted against your reports: try again in a minute.",
      limited.retryAfterSeconds ?? 60,
    );
  }
  return new OutsideServiceFailed(
    "The changes could not be proposed this time. Nothing was counted against your reports: try again in a minute.",
  );
}

const served = (row: typeof pivotProposals.$inferSelect): PivotProposals => ({
  proposals: row.proposals.map((proposal, index) => ({ ...proposal, index })),
  dropped: row.dropped,
  proposed_by: row.proposedBy,
  created_at: row.createdAt.toISOString(),
});

/** The idea's latest proposals, or null when none were asked for (404 for another's idea). */
export async function readPivots(db: Db, userId: string, ideaId: string): Promise<PivotProposals | null> {
  const [row] = await db
    .select({ idea: ideas.id, proposals: pivotProposals })
    .from(ideas)
    .leftJoin(pivotProposals, eq(pivotProposals.ideaId, ideas.id))
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)));
  if (!row) throw new NotFound("Idea not found.");
  return row.proposals ? served(row.proposals) : null;
}

/**
 * Proposes changes for one of the founder's ideas and keeps those code lets through, replacing the last ones: the
 * model's (one of the day's reports, its tokens held, usage kind `pivots`; a failure answered by name, the day's count
 * given back) or, without a key, the demo's from the reports' own words. At most four are kept, in the model's order.
 */
export async function proposePivots(db: Db, user: User, ideaId: string): Promise<PivotProposals> {
  const source = await pivotSourceFor(db, user.id, ideaId);
  // Kept inside the model's run, so that a failure to keep them (the idea deleted meanwhile) gives the day's count back.
  const keep = (drafted: PivotProposal[], by: "model" | "code") =>
    keepProposals(db, user.id, ideaId, checkProposals(drafted, source.context), by);
  try {
    const { drafted } = await draftWithModel(
      db,
      user,
      "pivots",
      async (meter) => keep(await modelPivotProposals(source, meter), "model"),
      { rethrow: true },
    );
    return drafted ?? (await keep(demoProposals(source), "code"));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw pivotFailure(error);
  }
}

/** Keeps the checked proposals (at most four, in the model's order) and what was dropped, replacing the last ones. */
async function keepProposals(
  db: Db,
  userId: string,
  ideaId: string,
  { kept, dropped }: ReturnType<typeof checkProposals>,
  by: "model" | "code",
): Promise<PivotProposals> {
  const proposals = kept.slice(0, PIVOTS.max);
  const left: DroppedProposal[] = dropped.map(({ proposal, reason }) => ({
    kind: proposal.kind,
    title: proposal.title,
    reason,
  }));
  // The idea is locked while they are kept: deleted while the model ran, it is a 404, not a broken reference.
  return db.transaction(async (tx) => {
    const [idea] = await lockIdeas(tx, sql`${ideas.id} = ${ideaId} and ${ideas.userId} = ${userId}`);
    if (!idea) throw new NotFound("Idea not found.");
    const row = onlyRow(
      await tx
        .insert(pivotProposals)
        .values({ ideaId, userId, proposals, dropped: left, proposedBy: by })
        .onConflictDoUpdate({
          target: pivotProposals.ideaId,
          set: { proposals, dropped: left, proposedBy: by, createdAt: new Date() },
        })
        .returning(),
    );
    return served(row);
  });
}
