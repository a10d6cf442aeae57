/**
 * An experiment's pass line as data ("cafes that say they would pay" >= 8 "of 20 asked"), and the code that decides
 * a result against it. The model proposes pass lines; it is never asked whether one was met. Shared by the server
 * and the browser (no server-only imports).
 */

export const comparators = [">=", "<="] as const;
export type Comparator = (typeof comparators)[number];

export interface PassLine {
  metric: string;
  comparator: Comparator;
  target: number;
  unit: string;
}

/** The unit of a share: a result is compared as a percentage (with a denominator, value / denominator × 100). */
export const PERCENT_UNITS = ["%", "percent", "per cent"] as const;
export const isPercentUnit = (unit: string) => {
  const given = unit.trim().toLowerCase();
  return PERCENT_UNITS.some((percent) => percent === given);
};

/** The most a result in this unit can be: 100 for a share, N for "of N asked"; none for a plain count. */
export function ceilingOf(unit: string): number | null {
  if (isPercentUnit(unit)) return 100;
  const outOf = /^(?:out\s+)?of\s+(\d[\d,]*)\b/i.exec(unit.trim());
  return outOf ? Number(outOf[1]!.replace(/,/g, "")) : null;
}

/** Why no result could reach this target in this unit, or null when one can. */
export function targetProblem(target: number, unit: string): string | null {
  const ceiling = ceilingOf(unit);
  if (ceiling === null || target <= ceiling) return null;
  return isPercentUnit(unit)
    ? "A share's target is a percentage from 0 to 100."
    : `The target cannot be more than ${ceiling}: the unit says "${unit.trim()}".`;
}

export interface Measurement {
  value: number;
  /** How many were asked or shown, where the value counts some of them (8 of 20). */
  denominator?: number | null;
}

/** Why a result cannot be true in this unit ("25 of 20 asked", "150 %"), or null when it can. */
export function resultProblem(unit: string, result: Measurement): string | null {
  if (result.denominator) return null; // value ≤ denominator is checked with the request
  const ceiling = ceilingOf(unit);
  if (ceiling === null || result.value <= ceiling) return null;
  return isPercentUnit(unit)
    ? "A share is a percentage from 0 to 100: give the count and what it is out of, or the percentage."
    : `The result cannot be more than ${ceiling}: the unit says "${unit.trim()}". If you asked more, give how many in "Out of".`;
}

/** Fewer asked than this and a result is too few to tell: it is shown so, and weighs little in the verdict. */
export const MIN_SAMPLE = 5;

/** How many a result was measured on: its "out of", else the unit's "of N"; null when unknown (a plain count). */
export function sampleOf(line: Pick<PassLine, "unit">, result: Measurement): number | null {
  return result.denominator ?? (isPercentUnit(line.unit) ? null : ceilingOf(line.unit));
}

export const tooFewToTell = (line: Pick<PassLine, "unit">, result: Measurement) => {
  const sample = sampleOf(line, result);
  return sample !== null && sample < MIN_SAMPLE;
};

/**
 * For a count out of N ("8 of 15 asked") measured on another number asked, the pass line is the share it stands for:
 * 8 of 15 is 53 %, so 7 of 10 (70 %) passes. Null when the count is compared as it is.
 */
export function shareLineOf(line: Pick<PassLine, "unit" | "target">, result?: Measurement): number | null {
  if (isPercentUnit(line.unit)) return null;
  const ceiling = ceilingOf(line.unit);
  if (!ceiling) return null;
  if (result && (!result.denominator || result.denominator === ceiling)) return null;
  return (line.target / ceiling) * 100;
}

/**
 * The number compared with the target: for a share with a denominator, the count as a percentage of it; for a count
 * out of N measured on another number asked, the count as a percentage (compared with shareLineOf); otherwise the
 * value as recorded (a share without a denominator is recorded as a percentage already).
 */
export function measured(line: Pick<PassLine, "unit" | "target">, result: Measurement): number {
  if (isPercentUnit(line.unit) && result.denominator) return (result.value / result.denominator) * 100;
  if (shareLineOf(line, result) !== null) return (result.value / result.denominator!) * 100;
  return result.value;
}

/** Floating-point slack, so 3/100 × 100 meets a target of 3 %. */
const EPSILON = 1e-9;

/** Passed or failed, decided from the number and the pass line alone. */
export function decide(line: PassLine, result: Measurement): "passed" | "failed" {
  const value = measured(line, result);
  const target = shareLineOf(line, result) ?? line.target;
  const slack = EPSILON * Math.max(1, Math.abs(target));
  const met = line.comparator === ">=" ? value >= target - slack : value <= target + slack;
  return met ? "passed" : "failed";
}

const formatNumber = (value: number) =>
  Number.isInteger(value) ? value.toLocaleString("en-US") : value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** "cafes that say they would pay ≥ 8 of 20 asked", "landing sign-up rate ≥ 3%". */
export function describePassLine(line: PassLine): string {
  const sign = line.comparator === ">=" ? "≥" : "≤";
  const unit = line.unit.trim();
  const amount = isPercentUnit(unit) ? `${formatNumber(line.target)}%` : `${formatNumber(line.target)} ${unit}`.trim();
  return `${line.metric} ${sign} ${amount}`;
}

/** What was measured, as a sentence fragment: "6 of 20 (30%)", "2.4%", "14 sign-ups". */
export function describeMeasurement(line: Pick<PassLine, "unit" | "target">, result: Measurement): string {
  if (isPercentUnit(line.unit)) {
    const share = `${formatNumber(Math.round(measured(line, result) * 100) / 100)}%`;
    return result.denominator
      ? `${formatNumber(result.value)} of ${formatNumber(result.denominator)} (${share})`
      : share;
  }
  const unit = line.unit.trim();
  if (shareLineOf(line, result) !== null) {
    const share = formatNumber(Math.round(measured(line, result) * 10) / 10);
    return `${formatNumber(result.value)} of ${formatNumber(result.denominator!)} asked (${share}%)`;
  }
  const counted = `${formatNumber(result.value)} ${unit}`.trim();
  // "4 of 15 interviewed", not "4 of 15 interviewed (of 15)": the unit says it already.
  const said = result.denominator && result.denominator !== ceilingOf(unit);
  return said ? `${counted} (of ${formatNumber(result.denominator!)})` : counted;
}

/** "8 of 15 asked is 53% of those asked: a result out of another number asked is compared as that share." */
export function describeShareLine(line: Pick<PassLine, "unit" | "target" | "comparator">): string | null {
  const share = shareLineOf(line);
  if (share === null) return null;
  const sign = line.comparator === ">=" ? "at least" : "at most";
  return `Out of another number asked, it passes with ${sign} ${formatNumber(Math.round(share * 10) / 10)}% of those asked.`;
}
