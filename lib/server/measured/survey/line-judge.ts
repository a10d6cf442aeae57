import "server-only";
import { ideaDecision } from "@/lib/server/experiments/store";
import { afterResult } from "@/lib/server/team/notify";
import { eq } from "drizzle-orm";
import { onlyRow, type Db } from "@/db/client";
import { users } from "@/db/schema";
import { tallyAnswers, type SurveyResponse } from "@/lib/core/measured/survey/answers";
import {
  lineMeasurement,
  lineParts,
  lineSample,
  readSurveyLine,
  type SurveyLine,
} from "@/lib/core/measured/survey/pass-line";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { insertEmail } from "@/lib/server/email/queue";
import { surveyJudgedEmail } from "@/lib/server/email/templates";
import { recordResult } from "@/lib/server/experiments/store";
import { measuredRung } from "@/lib/core/experiments/rungs";
import { appUrl } from "@/lib/server/http/origin";

/** A counted response as a line reads it: its answers, and the network-day it came from. */
export type LineResponse = SurveyResponse & { network: string };

/** Where a line stands on its questions' counted responses: the tallies, its reading, what it measured in words. */
export function lineStandingOf(
  line: SurveyLine,
  questions: readonly SurveyQuestion[],
  responses: readonly LineResponse[],
  minResponses: number,
) {
  const tallies = tallyAnswers(questions, responses);
  return {
    tallies,
    reading: readSurveyLine(line, tallies, minResponses, lineParts(line, responses)),
    measured: lineMeasurement(line, questions, tallies),
  };
}

export interface JudgedLine {
  /** Where its answers were asked, for the result's notes: "the survey /p/…", "the pitch page /p/…'s question". */
  askedBy: string;
  /** What the founder's e-mail names it by: the survey's heading, the page's question. */
  title: string;
  noun: "survey" | "pitch page's question";
  userId: string;
  ideaId: string;
  experimentId: string;
  dueDate: string;
  line: SurveyLine;
  questions: readonly SurveyQuestion[];
  minResponses: number;
}

/**
 * Records a question's line once, inside the caller's transaction (which has claimed the row that asked it), as every
 * measured share is judged: from its minimum of respondents when the 95 % interval clears the line and no one network
 * sways it (a count line once it is reached), or at the due date whatever it can tell (the swaying network left out,
 * as a pitch page's is, so it cannot decide the line by waiting out the clock; "could not tell" said in the notes).
 * Through recordResult, the same path as a typed result, so code decides and the verdict moves; the founder is
 * e-mailed. Null when it is not time yet, or nobody answered.
 */
export async function recordLine(
  tx: Db,
  judged: JudgedLine,
  responses: readonly LineResponse[],
  today: string,
): Promise<"passed" | "failed" | null> {
  const { line, questions } = judged;
  const { tallies, reading, measured } = lineStandingOf(line, questions, responses, judged.minResponses);
  if (reading.state !== "decided" && judged.dueDate >= today) return null;
  const sample = lineSample(line, tallies[line.question]);
  const atDue = reading.state === "decided" ? null : readSurveyLine(line, tallies, 0, lineParts(line, responses));
  const by = atDue?.state === "swayed" ? atDue.by : null;
  const successes = sample.successes - (by?.signups ?? 0);
  const answered = sample.answered - (by?.visitors ?? 0);
  if (answered <= 0) return null;
  const when = reading.state === "decided" ? "once its answers could tell" : "at its due date";
  const leftOut = by
    ? ` One network's ${by.visitors} respondents were left out: they made up too much of the answers.`
    : "";
  const couldNotTell =
    reading.state === "decided" || line.kind === "count"
      ? ""
      : " Its answers could not tell against the line: too few, too close to it, or too many from one network.";
  const before = (await ideaDecision(tx, judged.userId, judged.ideaId)).verdict;
  const result = await recordResult(tx, judged.userId, judged.experimentId, {
    value: successes,
    denominator: answered,
    notes: `Recorded by ${judged.askedBy} ${when}: ${measured}.${leftOut}${couldNotTell}`.slice(0, 2_000),
    evidence: null,
    source: judged.noun === "survey" ? "survey" : "pitch",
    rung: measuredRung({ kind: "survey", line, questions }),
    shown: null,
  });
  const outcome = result.status === "passed" ? "passed" : "failed";
  const founder = onlyRow(
    await tx.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, judged.userId)),
  );
  await insertEmail(
    tx,
    founder.email,
    surveyJudgedEmail({
      name: founder.name,
      heading: judged.title,
      outcome,
      measured,
      link: appUrl(`/app/ideas/${judged.ideaId}`).toString(),
      noun: judged.noun,
    }),
  );
  // The idea's members who asked are told too, and a moved verdict goes in its activity (issue 49).
  await afterResult(tx, { ideaId: judged.ideaId, ownerId: judged.userId, actorId: null, before, experiment: result });
  return outcome;
}
