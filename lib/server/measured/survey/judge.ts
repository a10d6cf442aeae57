import "server-only";
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { onlyRow, type Db } from "@/db/client";
import { experiments, surveys, users } from "@/db/schema";
import { lineParts, lineSample, readSurveyLine } from "@/lib/core/measured/survey/pass-line";
import { insertEmail, deliverAfterResponse } from "@/lib/server/email/queue";
import { surveyJudgedEmail } from "@/lib/server/email/templates";
import { recordResult, utcToday } from "@/lib/server/experiments/store";
import { appUrl } from "@/lib/server/http/origin";
import { log } from "@/lib/server/log";
import { countedResponses, lineStanding } from "./served";

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
    const { tallies, reading, measured } = lineStanding(survey, responses);
    const due = row.dueDate < today;
    if (!reading || !measured || (reading.state !== "decided" && !due)) return null;
    const sample = lineSample(survey.line, tallies[survey.line.question]);
    // At the due date, as a pitch page's sample is: the network that sways the line left out (whatever the minimum),
    // so it cannot decide the line by waiting out the clock.
    const atDue =
      reading.state === "decided" ? null : readSurveyLine(survey.line, tallies, 0, lineParts(survey.line, responses));
    const by = atDue?.state === "swayed" ? atDue.by : null;
    const successes = sample.successes - (by?.signups ?? 0);
    const answered = sample.answered - (by?.visitors ?? 0);
    if (answered <= 0) return null;
    const when = reading.state === "decided" ? "once its answers could tell" : "at its due date";
    const leftOut = by
      ? ` One network's ${by.visitors} respondents were left out: they made up too much of the answers.`
      : "";
    const couldNotTell =
      reading.state === "decided" || survey.line.kind === "count"
        ? ""
        : " Its answers could not tell against the line: too few, too close to it, or too many from one network.";
    const judged = await recordResult(tx, survey.userId, row.experimentId, {
      value: successes,
      denominator: answered,
      notes: `Recorded by the survey /p/${survey.slug} ${when}: ${measured}.${leftOut}${couldNotTell}`.slice(0, 2_000),
      evidence: null,
    });
    const outcome = judged.status === "passed" ? "passed" : "failed";
    await tx
      .update(surveys)
      .set({ judgedAt: sql`now()` })
      .where(eq(surveys.id, surveyId));
    const founder = onlyRow(
      await tx.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, survey.userId)),
    );
    await insertEmail(
      tx,
      founder.email,
      surveyJudgedEmail({
        name: founder.name,
        heading: survey.fields.heading,
        outcome,
        measured,
        link: appUrl(`/app/ideas/${survey.ideaId}`).toString(),
      }),
    );
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
