import "server-only";
import { ideaDecision } from "@/lib/server/experiments/store";
import { afterResult } from "@/lib/server/team/notify";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { experiments, pitchPages, users } from "@/db/schema";
import { countsOf } from "../counting";
import { judgeSample } from "../judge";
import { judgeVariants } from "./variant-judge";
import { insertEmail, deliverAfterResponse } from "@/lib/server/email/queue";
import { pitchJudgedEmail } from "@/lib/server/email/templates";
import { utcToday } from "@/lib/server/experiments/store";
import { appUrl } from "@/lib/server/http/origin";
import { log } from "@/lib/server/log";
import { lineOf, withLine } from "./served";
import { pitchTables } from "./counted";
import { judgeDueQuestions, judgeQuestionIfDue } from "./question-judge";

/**
 * Judges a live page once: from its minimum of visitors when the sample can tell (the rate's 95 % interval clears the
 * pass line, and no one network sways it: judgement.ts), or at its experiment's due date whatever it can tell (the
 * swaying network left out; the result's own interval then says "could not tell" where it holds the line). The result
 * is recorded through recordResult, the same path as a typed result, so code decides passed or failed and the idea's
 * verdict moves; the founder is e-mailed. The page row is claimed (judged_at) in the same transaction, so two requests
 * at once record one result.
 */
export async function judgeIfDue(db: Db, pageId: string, today = utcToday()): Promise<"passed" | "failed" | null> {
  let questionToJudge = true;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        ...withLine,
        dueDate: experiments.dueDate,
        status: experiments.status,
        hypothesis: experiments.hypothesis,
      })
      .from(pitchPages)
      .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
      .where(and(eq(pitchPages.id, pageId), isNull(pitchPages.judgedAt)))
      .for("update", { of: pitchPages });
    // A page without a line on a question (or whose question is judged) needs no second transaction; one judged
    // already is not read here, so its question is looked at.
    questionToJudge = !row || Boolean(row.page.questionLine && !row.page.questionJudgedAt);
    if (!row || row.page.status === "draft" || row.status === "abandoned") return null;
    const counts = (await countsOf(tx, pitchTables, [pageId], { compared: Boolean(row.page.fields.variants) })).get(
      pageId,
    )!;
    const page = { ...row.page, recordedBy: `the pitch page /p/${row.page.slug}`, price: row.page.fields.price };
    const before = (await ideaDecision(tx, row.page.userId, row.page.ideaId)).verdict;
    const judged = row.page.fields.variants
      ? await judgeVariants(tx, page, counts, lineOf(row), row.dueDate < today)
      : await judgeSample(tx, page, counts, lineOf(row), row.dueDate < today);
    if (!judged) return null;
    const { outcome, figure } = judged;
    await tx
      .update(pitchPages)
      .set({ judgedAt: sql`now()` })
      .where(eq(pitchPages.id, pageId));
    const [founder] = await tx
      .select({ email: users.email, name: users.fullName })
      .from(users)
      .where(eq(users.id, row.page.userId));
    await insertEmail(
      tx,
      founder!.email,
      pitchJudgedEmail({
        name: founder!.name,
        headline: row.page.fields.headline,
        outcome,
        figure,
        link: appUrl(`/app/ideas/${row.page.ideaId}`).toString(),
      }),
    );
    // The idea's members who asked are told too, and a moved verdict goes in its activity (issue 49).
    await afterResult(tx, {
      ideaId: row.page.ideaId,
      ownerId: row.page.userId,
      actorId: null,
      before,
      experiment: { hypothesis: row.hypothesis, status: outcome },
    });
    return outcome;
  });
  // Its question's line, if it has one, is judged on its own experiment as sign-ups answer.
  if (questionToJudge) await judgeQuestionIfDue(db, pageId, today);
  if (outcome) {
    log().info({ pageId, outcome }, "pitch page judged");
    deliverAfterResponse(db);
  }
  return outcome;
}

/** The maintenance pass: live pages past their due date that no visitor judged yet. */
export async function judgeDuePages(db: Db, today = utcToday()): Promise<number> {
  const due = await db
    .select({ id: pitchPages.id })
    .from(pitchPages)
    .innerJoin(experiments, eq(experiments.id, pitchPages.experimentId))
    .where(and(isNull(pitchPages.judgedAt), lt(experiments.dueDate, today), sql`${pitchPages.status} <> 'draft'`))
    .limit(500);
  let judged = 0;
  for (const { id } of due) if (await judgeIfDue(db, id, today)) judged++;
  return judged + (await judgeDueQuestions(db, today));
}
