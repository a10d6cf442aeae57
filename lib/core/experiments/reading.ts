/**
 * How sure a recorded result is, beside whether it passed: a share measured on too few people to tell, one whose 95 %
 * interval still holds the pass line ("leaning"), one recorded as a percentage without how many were asked, or one
 * that clears the line. The screens, the share page, the exports and the verdict read a result through here alike.
 * Pure and shared by the server and the browser.
 */
import { readInterval, trialsToDecide, wilsonInterval, type Interval } from "@/lib/core/stats/interval";
import { ceilingOf, isPercentUnit, MIN_SAMPLE, sampleOf, type Measurement, type PassLine } from "./pass-line";

export type ResultReading = "passed" | "failed" | "too_few" | "leaning_passed" | "leaning_failed" | "unsized";

type Line = Pick<PassLine, "unit" | "target" | "comparator">;
type Recorded = Measurement & { outcome: "passed" | "failed" };

/**
 * A share result as the interval reads it: how many it was measured on (null for a percentage given without), the
 * share measured and the line, both in %. Null for a plain count ("14 sign-ups"), which has no interval.
 */
export function shareOf(line: Line, result: Measurement) {
  const { value, denominator } = result;
  if (isPercentUnit(line.unit)) {
    return denominator
      ? { sample: denominator, percent: (value / denominator) * 100, target: line.target }
      : { sample: null, percent: value, target: line.target };
  }
  const ceiling = ceilingOf(line.unit);
  if (ceiling === null) return null;
  const sample = denominator || ceiling;
  return { sample, percent: (value / sample) * 100, target: (line.target / ceiling) * 100 };
}

/** The 95 % interval of a share result, with the line it is read against; null for a plain count or no sample. */
export function intervalOf(line: Line, result: Measurement): { interval: Interval; target: number } | null {
  const share = shareOf(line, result);
  if (!share || share.sample === null) return null;
  const interval = wilsonInterval((share.percent / 100) * share.sample, share.sample);
  return interval && { interval, target: share.target };
}

/** The reading of a recorded result: its outcome when it clears the line, else why it does not settle it. */
export function readingOf(line: Line, result: Recorded): ResultReading {
  const sample = sampleOf(line, result);
  if (sample !== null && sample < MIN_SAMPLE) return "too_few";
  const share = shareOf(line, result);
  if (!share) return result.outcome;
  if (share.sample === null) return "unsized";
  const read = intervalOf(line, result);
  if (!read) return result.outcome;
  const clear = readInterval(read.interval, { comparator: line.comparator, target: read.target }) !== "undecided";
  return clear ? result.outcome : result.outcome === "passed" ? "leaning_passed" : "leaning_failed";
}

/** Whether a reading settles its question: only a clear pass or fail is weighed in full and shown as decided. */
export const isClear = (reading: ResultReading) => reading === "passed" || reading === "failed";

export const readingWords: Record<ResultReading, string> = {
  passed: "passed",
  failed: "failed",
  too_few: `too few to tell (fewer than ${MIN_SAMPLE} asked)`,
  leaning_passed: "leaning pass (not settled)",
  leaning_failed: "leaning fail (not settled)",
  unsized: "not weighed in full: how many were asked is not given",
};

/** The reading as a status badge says it ("Too few to tell", "Leaning fail"), beside Passed and Failed. */
export const readingLabels: Record<ResultReading, string> = {
  passed: "Passed",
  failed: "Failed",
  too_few: "Too few to tell",
  leaning_passed: "Leaning pass",
  leaning_failed: "Leaning fail",
  unsized: "Sample not given",
};

const percent = (value: number) => `${Math.round(value).toLocaleString("en-US")}%`;

/**
 * Why a result does not settle its question, in words a founder reads; null when it does. "With 10 asked, the true
 * share could be anywhere from 31% to 83%: that still holds your line of 53%, so it leans one way without settling
 * it. About 24 more asked at this rate would likely settle it."
 */
export function whyNotSettled(line: Line, result: Recorded): string | null {
  const reading = readingOf(line, result);
  if (reading === "too_few") {
    return `Fewer than ${MIN_SAMPLE} people can go either way by chance: ask more before it counts.`;
  }
  if (reading === "unsized") {
    return "Give how many were asked (“out of”): a share of 10 people and one of 1,000 are not the same evidence.";
  }
  if (reading !== "leaning_passed" && reading !== "leaning_failed") return null;
  const read = intervalOf(line, result)!;
  const share = shareOf(line, result)!;
  const needed = trialsToDecide((share.percent / 100) * share.sample!, share.sample!, {
    comparator: line.comparator,
    target: read.target,
  });
  const more =
    needed === null
      ? " The share sits so close to the line that asking more may not settle it soon."
      : ` About ${(needed - share.sample!).toLocaleString("en-US")} more asked at this rate would likely settle it.`;
  return `With ${share.sample!.toLocaleString("en-US")} asked, the true share could be anywhere from ${percent(read.interval.low)} to ${percent(read.interval.high)}: that still holds your line of ${percent(read.target)}, so it leans one way without settling it.${more}`;
}

/**
 * The result that decides an experiment's status, of its results newest first: the newest measured on enough people to
 * tell, else the newest. A handful asked after a measured failure does not erase it.
 */
export function decidingResult<R extends Measurement & { pass_line: Line }>(newestFirst: readonly R[]): R | null {
  return (
    newestFirst.find((result) => readingOf(result.pass_line, { ...result, outcome: "passed" }) !== "too_few") ??
    newestFirst[0] ??
    null
  );
}

type WithResults<R> = { status: string; result: R | null; history: readonly R[] };

/**
 * How sure an experiment's standing is: the reading of the result that decides it, while it is passed or failed;
 * null for a planned, running or abandoned experiment. The card, the share page and the exports draw it alike.
 */
export function experimentReading<R extends Measurement & { pass_line: Line; outcome: "passed" | "failed" }>(
  experiment: WithResults<R>,
): ResultReading | null {
  if (experiment.status !== "passed" && experiment.status !== "failed") return null;
  const deciding = decidingResult(experiment.result ? [experiment.result, ...experiment.history] : []);
  return deciding && readingOf(deciding.pass_line, deciding);
}
