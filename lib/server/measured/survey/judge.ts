import "server-only";
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { experiments, surveys } from "@/db/schema";
import { deliverAfterResponse } from "@/lib/server/email/queue";
import { utcToday } from "@/lib/server/experiments/store";
import { log } from "@/lib/server/log";
import { recordLine } from "./line-judge";
import { countedResponses } from "./served";

/**
 * Judges a live survey's line once, as every measured share is judged: from its minimum of respondents when the 95 %
 * interval clears the line and no one network sways it (a count line once it is reached), or at its experiment's due
 * date whatever it can tell (the network that sways the line left out, as a pitch page's is; "could not tell" where
 * the interval still holds the line, said in the notes). Recorded through recordResult, the same path as a typed
 * result, so code decides passed or failed and the verdict moves; the founder is e-mailed. The survey's row is claimed
 * (judged_at) in the same transaction: two requests record one result.
 */
export async function judgeSurveyIfDue(
  db: Db,
  surveyId: string,
  today = utcToday(),
): Promise<"passed" | "failed" | null> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        survey: surveys,
        experimentId: experiments.id,
        dueDate: experiments.dueDate,
        status: experiments.status,
      })
      .from(surveys)
      .innerJoin(experiments, eq(experiments.id, surveys.experimentId))
      .where(and(eq(surveys.id, surveyId), isNull(surveys.judgedAt)))
      .for("update", { of: surveys });
    const { survey } = row ?? {};
    if (!row || !survey?.line || survey.status === "draft" || row.status === "abandoned") return null;
    const responses = (await countedResponses(tx, [surveyId])).get(surveyId) ?? [];
    const outcome = await recordLine(
      tx,
      {
        askedBy: `the survey /p/${survey.slug}`,
        title: survey.fields.heading,
        noun: "survey",
        userId: survey.userId,
        ideaId: survey.ideaId,
        experimentId: row.experimentId,
        dueDate: row.dueDate,
        line: survey.line,
        questions: survey.fields.questions,
        minResponses: survey.minResponses,
      },
      responses,
      today,
    );
    if (!outcome) return null;
    await tx
      .update(surveys)
      .set({ judgedAt: sql`now()` })
      .where(eq(surveys.id, surveyId));
    return outcome;
  });
  if (outcome) {
    log().info({ surveyId, outcome }, "survey judged");
    deliverAfterResponse(db);
  }
  return outcome;
}

/** The maintenance pass: live surveys with a line past their due date that no respondent judged yet. */
export async function judgeDueSurveys(db: Db, today = utcToday()): Promise<number> {
  const due = await db
    .select({ id: surveys.id })
    .from(surveys)
    .innerJoin(experiments, eq(experiments.id, surveys.experimentId))
    .where(
      and(
        isNull(surveys.judgedAt),
        isNotNull(surveys.line),
        lt(experiments.dueDate, today),
        sql`${surveys.status} <> 'draft'`,
      ),
    )
    .limit(500);
  let judged = 0;
  for (const { id } of due) if (await judgeSurveyIfDue(db, id, today)) judged++;
  return judged;
}
