/**
 * The sign-up rate of a pitch page and how sure it is: the Wilson score interval (95 %, z = 1.96), which stays inside
 * 0..100 % and behaves at small counts and at 0 or all, where the normal approximation does not.
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

export interface LiveFigure {
  visitors: number;
  signups: number;
  /** Sign-ups of unique visitor-days, in %; null before the first visitor. */
  rate: number | null;
  interval: Interval | null;
  /** Below the minimum number of visitors the page is not judged: "too few visitors to tell". */
  tooFew: boolean;
  minVisitors: number;
}

/** The live figure of a page: the rate, its 95 % Wilson interval, and whether there are too few visitors to tell. */
export function liveFigure(visitors: number, signups: number, minVisitors: number): LiveFigure {
  return {
    visitors,
    signups,
    rate: visitors > 0 ? (signups / visitors) * 100 : null,
    interval: wilsonInterval(Math.min(signups, visitors), visitors),
    tooFew: visitors < minVisitors,
    minVisitors,
  };
}

const percent = (value: number) => `${(Math.round(value * 10) / 10).toLocaleString("en-US")}%`;

/** "3.2% (95% interval 1.1%–8.9%)", or "too few visitors to tell" below the minimum. */
export function describeFigure(figure: LiveFigure): string {
  const counts = `${figure.signups} sign-up${figure.signups === 1 ? "" : "s"} of ${figure.visitors} unique visitor${figure.visitors === 1 ? "" : "s"}`;
  if (figure.rate === null || !figure.interval) return `${counts}: too few visitors to tell`;
  const rate = `${percent(figure.rate)} (95% interval ${percent(figure.interval.low)}–${percent(figure.interval.high)})`;
  return figure.tooFew
    ? `${counts}, ${rate}: too few visitors to tell (${figure.minVisitors} needed)`
    : `${counts}, ${rate}`;
}
