import "server-only";
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { experiments, pitchPages } from "@/db/schema";
import { deliverAfterResponse } from "@/lib/server/email/queue";
import { utcToday } from "@/lib/server/experiments/store";
import { log } from "@/lib/server/log";
import { recordLine } from "../survey/line-judge";
import { countedAnswers, fieldsOf } from "./served";

/**
 * Judges a live page's question line once, as a survey's line is judged (lib/server/measured/survey/line-judge.ts),
 * on the answers of its counted sign-ups, into the line's own experiment. The page's row is claimed
 * (question_judged_at) in the same transaction: two requests record one result.
 */
export async function judgeQuestionIfDue(db: Db, pageId: string, today = utcToday()) {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ page: pitchPages, dueDate: experiments.dueDate, status: experiments.status })
      .from(pitchPages)
      .innerJoin(experiments, eq(experiments.id, pitchPages.questionExperimentId))
      .where(and(eq(pitchPages.id, pageId), isNull(pitchPages.questionJudgedAt)))
      .for("update", { of: pitchPages });
    const { page } = row ?? {};
    if (!row || !page?.questionLine || !page.questionExperimentId) return null;
    if (page.status === "draft" || row.status === "abandoned") return null;
    const answered = (await countedAnswers(tx, [pageId])).get(pageId) ?? [];
    const outcome = await recordLine(
      tx,
      {
        askedBy: `the pitch page /p/${page.slug}'s question`,
        title: fieldsOf(page).questions[page.questionLine.line.question]?.text ?? page.fields.headline,
        noun: "pitch page's question",
        userId: page.userId,
        ideaId: page.ideaId,
        experimentId: page.questionExperimentId,
        dueDate: row.dueDate,
        line: page.questionLine.line,
        questions: fieldsOf(page).questions,
        minResponses: page.questionLine.minResponses,
      },
      answered,
      today,
    );
    if (!outcome) return null;
    await tx
      .update(pitchPages)
      .set({ questionJudgedAt: sql`now()` })
      .where(eq(pitchPages.id, pageId));
    return outcome;
  });
  if (outcome) {
    log().info({ pageId, outcome }, "pitch page question judged");
    deliverAfterResponse(db);
  }
  return outcome;
}

/** The maintenance pass: live pages' question lines past their due date that no sign-up judged yet. */
export async function judgeDueQuestions(db: Db, today = utcToday()): Promise<number> {
  const due = await db
    .select({ id: pitchPages.id })
    .from(pitchPages)
    .innerJoin(experiments, eq(experiments.id, pitchPages.questionExperimentId))
    .where(
      and(
        isNull(pitchPages.questionJudgedAt),
        isNotNull(pitchPages.questionLine),
        lt(experiments.dueDate, today),
        sql`${pitchPages.status} <> 'draft'`,
      ),
    )
    .limit(500);
  let judged = 0;
  for (const { id } of due) if (await judgeQuestionIfDue(db, id, today)) judged++;
  return judged;
}
