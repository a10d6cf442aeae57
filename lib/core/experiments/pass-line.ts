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

/**
 * The number compared with the target: for a share with a denominator, the count as a percentage of it; otherwise the
 * value as recorded (a share without a denominator is recorded as a percentage already).
 */
export function measured(line: Pick<PassLine, "unit">, result: Measurement): number {
  if (isPercentUnit(line.unit) && result.denominator) return (result.value / result.denominator) * 100;
  return result.value;
}

/** Floating-point slack, so 3/100 × 100 meets a target of 3 %. */
const EPSILON = 1e-9;

/** Passed or failed, decided from the number and the pass line alone. */
export function decide(line: PassLine, result: Measurement): "passed" | "failed" {
  const value = measured(line, result);
  const slack = EPSILON * Math.max(1, Math.abs(line.target));
  const met = line.comparator === ">=" ? value >= line.target - slack : value <= line.target + slack;
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
export function describeMeasurement(line: Pick<PassLine, "unit">, result: Measurement): string {
  if (isPercentUnit(line.unit)) {
    const share = `${formatNumber(Math.round(measured(line, result) * 100) / 100)}%`;
    return result.denominator
      ? `${formatNumber(result.value)} of ${formatNumber(result.denominator)} (${share})`
      : share;
  }
  const unit = line.unit.trim();
  const counted = `${formatNumber(result.value)} ${unit}`.trim();
  return result.denominator ? `${counted} (of ${formatNumber(result.denominator)})` : counted;
}
