"use client";

import { useCall } from "@/lib/client/use-call";
import { factors } from "@/lib/core/report/factors";
import { formatUsdCompact, formatUsdRange } from "@/lib/core/format";
import type { ComparedIdea } from "@/lib/core/api/ideas";

export type Column = {
  key: string;
  label: string;
  value: (row: ComparedIdea) => number | string | null;
  show: (row: ComparedIdea) => string;
  /** A second, smaller line beneath the value (a figure's range, or why it is in doubt), if any. */
  detail?: (row: ComparedIdea) => string | null;
  /** Why this row's value cannot be the best (its figures contradict each other), if it cannot. */
  doubt?: (row: ComparedIdea) => string | null;
};

/**
 * A revenue a year above the most the idea's own SOM allows: the report's figures contradict each other, so neither
 * is ticked as the best.
 */
export function revenueDoubt(row: ComparedIdea): string | null {
  const validation = row.validation;
  if (!validation?.som || !(validation.monthly_revenue_usd > 0)) return null;
  return validation.monthly_revenue_usd * 12 > validation.som.high
    ? `Above its own SOM (${formatUsdCompact(validation.som.high)} a year at most): the figures disagree.`
    : null;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const score = (value: number | null | undefined) => (typeof value === "number" ? value.toFixed(1) : "—");

export const columns: Column[] = [
  {
    key: "overall",
    label: "Overall",
    value: (row) => row.validation?.overall_score ?? null,
    show: (row) => score(row.validation?.overall_score),
  },
  ...factors.map((factor) => ({
    key: factor.key,
    label: factor.label,
    value: (row: ComparedIdea) => row.validation?.scores[factor.key] ?? null,
    show: (row: ComparedIdea) => score(row.validation?.scores[factor.key]),
  })),
  {
    key: "revenue",
    label: "Monthly revenue",
    value: (row) => row.validation?.monthly_revenue_usd ?? null,
    show: (row) => (row.validation ? usd.format(row.validation.monthly_revenue_usd) : "—"),
    detail: revenueDoubt,
    doubt: revenueDoubt,
  },
  {
    key: "som",
    label: "SOM (3\u00a0years)",
    value: (row) => row.validation?.som?.base ?? null,
    show: (row) => (row.validation?.som ? formatUsdCompact(row.validation.som.base) : "—"),
    detail: (row) => (row.validation?.som ? formatUsdRange(row.validation.som) : null),
  },
];

/**
 * The ids of the rows holding a column's best value (the highest: every score, the revenue and the SOM are better
 * higher), among the values not in doubt, or none when fewer than two ideas have such a value or all of them are
 * equal: there is nothing to choose between.
 */
export function bestRows(rows: ComparedIdea[], column: Column): Set<string> {
  const valued = rows.flatMap((row) => {
    const value = column.value(row);
    return typeof value === "number" && !column.doubt?.(row) ? [{ id: row.id, value }] : [];
  });
  if (valued.length < 2) return new Set();
  const top = Math.max(...valued.map((entry) => entry.value));
  if (valued.every((entry) => entry.value === top)) return new Set();
  return new Set(valued.filter((entry) => entry.value === top).map((entry) => entry.id));
}

/** An idea with a result recorded: its verdict rests on measurements, not on the grade alone. */
export const isTested = (row: ComparedIdea) =>
  Boolean(row.decision && row.decision.counts.passed + row.decision.counts.failed > 0);

export const UNTESTED_WHY = "Ranks after tested ideas: no experiment has a result yet, so its grade is untested.";

/**
 * The best overall: among the tested ideas when some are tested and some not (a grade no result has tested does not
 * outrank one that has been measured), else the highest overall score as for any column.
 */
export function bestOverall(rows: ComparedIdea[]): Set<string> {
  const overall = columns[0]!;
  const tested = rows.filter(isTested);
  if (tested.length === 0 || tested.length === rows.length) return bestRows(rows, overall);
  const valued = tested.flatMap((row) => {
    const value = overall.value(row);
    return typeof value === "number" ? [{ row, value }] : [];
  });
  if (valued.length === 0) return new Set();
  const top = Math.max(...valued.map(({ value }) => value));
  return new Set(valued.filter(({ value }) => value === top).map(({ row }) => row.id));
}

export type Sort = { key: string; descending: boolean };

/**
 * `rows` in the order of `sort`'s column; ideas without a value last, whichever the direction. By the overall score,
 * tested ideas come before untested ones.
 */
export function sortRows(rows: ComparedIdea[], sort: Sort): ComparedIdea[] {
  const column = columns.find((entry) => entry.key === sort.key)!;
  return [...rows].sort((a, b) => {
    if (column.key === "overall" && isTested(a) !== isTested(b)) return isTested(a) ? -1 : 1;
    const [left, right] = [column.value(a), column.value(b)];
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : left > right ? 1 : 0) * (sort.descending ? -1 : 1);
  });
}

/** The compared ideas (comma-separated `ids`), each with its latest validation. */
export function useComparison(ids: string) {
  const { data, error } = useCall(
    "compareIdeas",
    { query: { ids } },
    { failure: "These ideas could not be compared." },
  );
  return { rows: data?.data ?? null, error: error?.message ?? null };
}
