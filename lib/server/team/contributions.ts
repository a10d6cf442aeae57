import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { experimentResults, experiments, ideaActivity, ideaMembers, ideas, users } from "@/db/schema";

/** How many rows of each list of one's contributions the data download carries: the newest. */
const CONTRIBUTIONS_MAX = 10_000;

/**
 * What the account's data download carries of one's work on other founders' ideas (issue 49): the memberships, what
 * one did there (the activity entries one is the actor of) and the results one typed. The ideas themselves are their
 * owners'; one's own ideas are in the download already.
 */
export async function contributionsOf(db: Db, userId: string) {
  const [memberships, activity, results] = await Promise.all([
    db
      .select({
        idea_id: ideaMembers.ideaId,
        idea_title: ideas.title,
        owner_name: users.fullName,
        role: ideaMembers.role,
        notify: ideaMembers.notify,
        joined_at: ideaMembers.createdAt,
      })
      .from(ideaMembers)
      .innerJoin(ideas, eq(ideas.id, ideaMembers.ideaId))
      .innerJoin(users, eq(users.id, ideas.userId))
      .where(eq(ideaMembers.userId, userId))
      .orderBy(asc(ideaMembers.createdAt)),
    db
      .select({
        idea_id: ideaActivity.ideaId,
        action: ideaActivity.action,
        subject: ideaActivity.subject,
        at: ideaActivity.createdAt,
      })
      .from(ideaActivity)
      .innerJoin(ideas, eq(ideas.id, ideaActivity.ideaId))
      .where(and(eq(ideaActivity.actorId, userId), ne(ideas.userId, userId)))
      .orderBy(asc(ideaActivity.createdAt))
      .limit(CONTRIBUTIONS_MAX),
    db
      .select({
        idea_id: experiments.ideaId,
        experiment_id: experiments.id,
        hypothesis: experiments.hypothesis,
        value: experimentResults.value,
        denominator: experimentResults.denominator,
        notes: experimentResults.notes,
        evidence: experimentResults.evidence,
        outcome: experimentResults.outcome,
        recorded_at: experimentResults.recordedAt,
      })
      .from(experimentResults)
      .innerJoin(experiments, eq(experiments.id, experimentResults.experimentId))
      .where(and(eq(experimentResults.recordedBy, userId), ne(experiments.userId, userId)))
      .orderBy(asc(experimentResults.recordedAt))
      .limit(CONTRIBUTIONS_MAX),
  ]);
  return { memberships, activity, results };
}
