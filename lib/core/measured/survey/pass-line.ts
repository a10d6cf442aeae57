import { readShare, trialsToDecide, type ShareLine } from "@/lib/core/stats/interval";
import type { QuestionTally } from "./answers";
import type { SurveyQuestion } from "./questions";

/**
 * A survey question's pass line, judged by code as every measured share is (issue 46): from the minimum number of
 * respondents, decided once the 95 % Wilson interval clears the line, or at the due date, where "could not tell" is an
 * honest outcome. A scale's median is read as the share of answers on its side of the point: the median is at least N
 * exactly when at least half answered N or more. Pure.
 */

/** Who answers a question that counts towards a line before it is judged (the default). */
export const MIN_RESPONSES = 15;

export type SurveyLine =
  /** The share of a question's respondents who chose an option (or Other), in percent. */
  | { kind: "share"; question: number; option: number | "other"; comparator: ">=" | "<="; target: number }
  /** The median point of a scale question. */
  | { kind: "median"; question: number; comparator: ">=" | "<="; target: number }
  /** How many respondents chose an option: at least `target`. */
  | { kind: "count"; question: number; option: number | "other"; target: number };

export type SurveyReading =
  | { state: "too_few"; answered: number; needed: number }
  | { state: "undecided"; successes: number; answered: number; moreNeeded: number | null }
  | { state: "decided"; outcome: "passed" | "failed"; successes: number; answered: number };

/** What a line counts: its successes among those who answered its question. */
export function lineSample(
  line: SurveyLine,
  tally: QuestionTally | undefined,
): { successes: number; answered: number } {
  if (!tally) return { successes: 0, answered: 0 };
  if (line.kind === "median") {
    if (tally.kind !== "scale") return { successes: 0, answered: 0 };
    const onSide = tally.points.filter((point) =>
      line.comparator === ">=" ? point.value >= line.target : point.value <= line.target,
    );
    return { successes: onSide.reduce((sum, point) => sum + point.count, 0), answered: tally.answered };
  }
  if (tally.kind !== "choice") return { successes: 0, answered: 0 };
  const chosen = line.option === "other" ? tally.other : tally.options[line.option];
  return { successes: chosen?.count ?? 0, answered: tally.answered };
}

/** The share line a share or median line is judged by. */
function shareLineOf(line: Exclude<SurveyLine, { kind: "count" }>): ShareLine {
  return line.kind === "median"
    ? { comparator: ">=", target: 50 }
    : { comparator: line.comparator, target: line.target };
}

/** Where the line stands now: too few respondents, not yet clear (and about how many in all would settle it), or decided. */
export function readSurveyLine(line: SurveyLine, tallies: readonly QuestionTally[], minResponses = MIN_RESPONSES) {
  const { successes, answered } = lineSample(line, tallies[line.question]);
  if (line.kind === "count") {
    if (successes >= line.target) return { state: "decided", outcome: "passed", successes, answered } as const;
    return { state: "undecided", successes, answered, moreNeeded: null } as const;
  }
  if (answered < minResponses) return { state: "too_few", answered, needed: minResponses } as const;
  const share = shareLineOf(line);
  const reading = readShare(successes, answered, share);
  if (reading === "undecided") {
    const total = trialsToDecide(successes, answered, share);
    return { state: "undecided", successes, answered, moreNeeded: total === null ? null : total - answered } as const;
  }
  return { state: "decided", outcome: reading === "passes" ? "passed" : "failed", successes, answered } as const;
}

/** At the due date: decided as it stands, a count short of its target failed, anything else "could not tell". */
export function judgeAtDueDate(
  line: SurveyLine,
  tallies: readonly QuestionTally[],
  minResponses = MIN_RESPONSES,
): "passed" | "failed" | "could_not_tell" {
  const reading: SurveyReading = readSurveyLine(line, tallies, minResponses);
  if (reading.state === "decided") return reading.outcome;
  return line.kind === "count" ? "failed" : "could_not_tell";
}

/** What was measured, in the founder's words: "9 of 21 respondents chose “I pay for a tool or a service”". */
export function lineMeasurement(
  line: SurveyLine,
  questions: readonly SurveyQuestion[],
  tallies: readonly QuestionTally[],
) {
  const { successes, answered } = lineSample(line, tallies[line.question]);
  const question = questions[line.question];
  const of = `${successes} of ${answered} ${answered === 1 ? "respondent" : "respondents"}`;
  if (line.kind === "median") {
    const side = line.comparator === ">=" ? `${line.target} or more` : `${line.target} or less`;
    return `${of} answered ${side} to “${question?.text ?? "the question"}”`;
  }
  const label =
    line.option === "other"
      ? "Other"
      : question?.kind === "choice"
        ? (question.options[line.option] ?? "that option")
        : "that option";
  return `${of} chose “${label}”`;
}
