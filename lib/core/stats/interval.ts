/**
 * How sure a measured share is: the Wilson score interval (95 %, z = 1.96), which stays inside 0..100 % and behaves at
 * small counts and at 0 or all, where the normal approximation does not; whether it clears a pass line; and about how
 * many more people, at the same rate, would make it clear. Pure: the pitch pages, the typed results and the verdict
 * read shares through it alike.
 */
export const Z_95 = 1.959963984540054;

export interface Interval {
  /** Percentages, 0 to 100. */
  low: number;
  high: number;
}

export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (trials <= 0) return null;
  const p = Math.min(1, Math.max(0, successes / trials));
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half) * 100, high: Math.min(1, centre + half) * 100 };
}

/** A pass line on a share: at least (`>=`) or at most (`<=`) `target` percent. */
export interface ShareLine {
  comparator: ">=" | "<=";
  /** A percentage, 0 to 100. */
  target: number;
}

/** Where a share stands against its line: the whole interval on one side of it, or the line still inside it. */
export type ShareReading = "passes" | "fails" | "undecided";

/** Floating-point slack, so 3 of 100 meets a line of 3 %. */
const EPSILON = 1e-9;

export function readInterval(interval: Interval, line: ShareLine): ShareReading {
  const slack = EPSILON * Math.max(1, Math.abs(line.target));
  if (line.comparator === ">=") {
    if (interval.low >= line.target - slack) return "passes";
    if (interval.high < line.target - slack) return "fails";
  } else {
    if (interval.high <= line.target + slack) return "passes";
    if (interval.low > line.target + slack) return "fails";
  }
  return "undecided";
}

/** Where `successes` of `trials` stands against the line; undecided with nobody measured. */
export function readShare(successes: number, trials: number, line: ShareLine): ShareReading {
  const interval = wilsonInterval(successes, trials);
  return interval ? readInterval(interval, line) : "undecided";
}

/** Past this many people the estimate says "many more" rather than a number. */
export const MOST_TO_ESTIMATE = 1_000_000;

/**
 * About how many people in all, measured at today's rate, would make the interval clear the line: the smallest such
 * number at or above `trials`. Null when today's rate sits on the line (no number of people would tell) or it would
 * take more than MOST_TO_ESTIMATE. An estimate: the rate itself moves as more people come.
 */
export function trialsToDecide(successes: number, trials: number, line: ShareLine): number | null {
  if (trials <= 0) return null;
  const rate = Math.min(1, Math.max(0, successes / trials));
  const decidedAt = (n: number) => readShare(rate * n, n, line) !== "undecided";
  if (decidedAt(trials)) return trials;
  let high = trials;
  while (!decidedAt(high)) {
    if (high >= MOST_TO_ESTIMATE) return null;
    high = Math.min(MOST_TO_ESTIMATE, high * 2);
  }
  let low = Math.max(trials, Math.floor(high / 2));
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (decidedAt(middle)) high = middle;
    else low = middle;
  }
  return high;
}
