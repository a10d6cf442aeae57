import { readShare, trialsToDecide, type ShareLine } from "@/lib/core/stats/interval";
import type { PassLine } from "@/lib/core/experiments/pass-line";
import { swayingPart, type NetworkPart } from "../judgement";
import type { QuestionTally, SurveyAnswer } from "./answers";
import type { SurveyQuestion } from "./questions";

/**
 * A survey question's pass line, judged by code as every measured share is (issue 46): from the minimum number of
 * respondents, decided once the 95 % Wilson interval clears the line, or at the due date, where "could not tell" is an
 * honest outcome. A scale's median is read as the share of answers on its side of the point: the median is at least N
 * exactly when at least half answered N or more. Pure.
 */

/** Who answers a question that counts towards a line before it is judged (the issue's default). */
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
  | { state: "swayed"; successes: number; answered: number; by: NetworkPart }
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

/**
 * Where the line stands now: too few respondents, swayed by one network (`parts`: each network-day's part of the line's
 * sample, lineParts()), not yet clear (and about how many in all would settle it), or decided.
 */
export function readSurveyLine(
  line: SurveyLine,
  tallies: readonly QuestionTally[],
  minResponses = MIN_RESPONSES,
  parts: readonly NetworkPart[] = [],
): SurveyReading {
  const { successes, answered } = lineSample(line, tallies[line.question]);
  if (line.kind === "count") {
    if (successes >= line.target) return { state: "decided", outcome: "passed", successes, answered };
    return { state: "undecided", successes, answered, moreNeeded: null };
  }
  if (answered < minResponses) return { state: "too_few", answered, needed: minResponses };
  const share = shareLineOf(line);
  const by = swayingPart({ visitors: answered, signups: successes, heaviest: heaviestOf(parts) }, share);
  if (by) return { state: "swayed", successes, answered, by };
  const reading = readShare(successes, answered, share);
  if (reading === "undecided") {
    const total = trialsToDecide(successes, answered, share);
    return { state: "undecided", successes, answered, moreNeeded: total === null ? null : total - answered };
  }
  return { state: "decided", outcome: reading === "passes" ? "passed" : "failed", successes, answered };
}

/** The network-day with most respondents and the one with most successes, as the pitch judgement weighs them. */
function heaviestOf(parts: readonly NetworkPart[]): NetworkPart[] {
  if (parts.length === 0) return [];
  const most = (key: keyof NetworkPart) =>
    parts.reduce((best, part) =>
      part[key] > best[key] || (part[key] === best[key] && part.visitors > best.visitors) ? part : best,
    );
  return [most("visitors"), most("signups")];
}

/** Does this answer count as a success of the line (the option chosen; the scale on the line's side)? */
function succeeds(line: SurveyLine, answer: SurveyAnswer | null | undefined): boolean | null {
  if (!answer) return null;
  if (line.kind === "median") {
    if (answer.kind !== "scale") return null;
    return line.comparator === ">=" ? answer.value >= line.target : answer.value <= line.target;
  }
  if (answer.kind !== "choice") return null;
  return line.option === "other" ? "other" in answer : "option" in answer && answer.option === line.option;
}

/**
 * Each network-day's part of a line's sample: how many of its respondents answered the line's question (`visitors`)
 * and how many of them are successes (`signups`), so one network's weight can be read as on a pitch page.
 */
export function lineParts(
  line: SurveyLine,
  responses: readonly { network: string; answers: readonly (SurveyAnswer | null)[] }[],
): NetworkPart[] {
  const parts = new Map<string, NetworkPart>();
  for (const response of responses) {
    const success = succeeds(line, response.answers[line.question]);
    if (success === null) continue;
    const part = parts.get(response.network) ?? { visitors: 0, signups: 0 };
    part.visitors += 1;
    if (success) part.signups += 1;
    parts.set(response.network, part);
  }
  return [...parts.values()];
}

/** At the due date: decided as it stands, a count short of its target failed, anything else "could not tell". */
export function judgeAtDueDate(
  line: SurveyLine,
  tallies: readonly QuestionTally[],
  minResponses = MIN_RESPONSES,
): "passed" | "failed" | "could_not_tell" {
  const reading = readSurveyLine(line, tallies, minResponses);
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

/** Why a line cannot be judged on these questions (a question that is not there or of another kind), or null. */
export function lineProblem(line: SurveyLine, questions: readonly SurveyQuestion[]): string | null {
  const question = questions[line.question];
  if (!question) return "The pass line names a question the survey does not have.";
  if (line.kind === "median") {
    if (question.kind !== "scale") return "A median pass line needs a scale question.";
    const [from, to] = question.scale === "1-5" ? [1, 5] : [0, 10];
    return line.target >= from && line.target <= to
      ? null
      : `The median's target must be on the scale, ${from} to ${to}.`;
  }
  if (question.kind !== "choice") return "A share or count pass line needs a single-choice question.";
  if (line.option === "other") return question.other ? null : "That question does not offer Other.";
  return line.option < question.options.length ? null : "The pass line names an option the question does not have.";
}

const quoted = (text: string) => `“${text.length > 120 ? `${text.slice(0, 119)}…` : text}”`;

/**
 * The experiment a line is judged into, in words and numbers its results are decided by (lib/core/experiments): a
 * share as a share in %; a median as the share answering on its side, at least 50 % (the median is there exactly
 * then); a count as respondents.
 */
export function experimentOfLine(
  line: SurveyLine,
  questions: readonly SurveyQuestion[],
  /** Who answered, as the metric names them: "survey respondents", "pitch page sign-ups". */
  who = "survey respondents",
): PassLine & { hypothesis: string } {
  const question = questions[line.question];
  const asked = quoted(question?.text ?? "the question");
  const option =
    line.kind === "median"
      ? ""
      : line.option === "other"
        ? "Other"
        : question?.kind === "choice"
          ? (question.options[line.option] ?? "")
          : "";
  if (line.kind === "median") {
    const side = line.comparator === ">=" ? `${line.target} or more` : `${line.target} or less`;
    return {
      metric: `${who.charAt(0).toUpperCase()}${who.slice(1)} answering ${side} to ${asked}`.slice(0, 200),
      comparator: ">=",
      target: 50,
      unit: "%",
      hypothesis: `The median answer to ${asked} is ${side}: at least half of the respondents answer ${side}.`.slice(
        0,
        500,
      ),
    };
  }
  if (line.kind === "count") {
    return {
      metric: `${who.charAt(0).toUpperCase()}${who.slice(1)} choosing ${quoted(option)}`.slice(0, 200),
      comparator: ">=",
      target: line.target,
      unit: "respondents",
      hypothesis: `At least ${line.target} ${who} choose ${quoted(option)} when asked ${asked}.`.slice(0, 500),
    };
  }
  const bound = line.comparator === ">=" ? "At least" : "At most";
  return {
    metric: `${who.charAt(0).toUpperCase()}${who.slice(1)} choosing ${quoted(option)}`.slice(0, 200),
    comparator: line.comparator,
    target: line.target,
    unit: "%",
    hypothesis: `${bound} ${line.target}% of ${who} choose ${quoted(option)} when asked ${asked}.`.slice(0, 500),
  };
}

/** What the line's reading says, after what it measured: why it is not judged yet, or how it was decided. */
export function describeReading(reading: SurveyReading, line: SurveyLine): string {
  const people = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "respondent" : "respondents"}`;
  switch (reading.state) {
    case "too_few":
      return `too few answers to tell (${people(reading.needed)} needed)`;
    case "swayed":
      return `${people(reading.by.visitors)} of these came from one network, too much of the sample to judge on; it is judged once more answer from elsewhere`;
    case "undecided":
      if (line.kind === "count") return `short of ${line.target} so far`;
      return reading.moreNeeded === null
        ? "no clear result yet: the share sits too close to the line for more answers to settle it soon"
        : `no clear result yet; about ${reading.moreNeeded.toLocaleString("en-US")} more ${reading.moreNeeded === 1 ? "respondent" : "respondents"} at this rate would likely settle it`;
    case "decided":
      return reading.outcome === "passed" ? "passes its line" : "fails its line";
  }
}
