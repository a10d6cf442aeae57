"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { ScoreBadge } from "@/components/ui/ScoreBadge";
import { Spinner } from "@/components/ui/Spinner";
import { factors } from "@/lib/ai/factors";
import { api } from "@/lib/client/api";

interface Compared {
  id: string;
  title: string;
  validation: null | { report_id: string; overall_score: number; score_tag: string; scores: Record<string, number | null>; monthly_revenue_usd: number };
}

type Column = { key: string; label: string; value: (row: Compared) => number | string | null; show: (row: Compared) => string };

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const score = (value: number | null | undefined) => (typeof value === "number" ? value.toFixed(1) : "—");

const columns: Column[] = [
  { key: "overall", label: "Overall", value: (row) => row.validation?.overall_score ?? null, show: (row) => score(row.validation?.overall_score) },
  ...factors.map((factor) => ({
    key: factor.key,
    label: factor.label,
    value: (row: Compared) => row.validation?.scores[factor.key] ?? null,
    show: (row: Compared) => score(row.validation?.scores[factor.key]),
  })),
  { key: "revenue", label: "Monthly revenue", value: (row) => row.validation?.monthly_revenue_usd ?? null, show: (row) => (row.validation ? `${usd.format(row.validation.monthly_revenue_usd)}/mo` : "—") },
];

/** Two to four ideas side by side: one row per idea, a column per figure, sortable by any column. */
export function CompareTable({ ids }: { ids: string }) {
  const [rows, setRows] = useState<Compared[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sort, setSort] = useState<{ key: string; descending: boolean }>({ key: "overall", descending: true });

  useEffect(() => {
    let current = true;
    api<{ data: Compared[] }>(`/api/data/ideas/compare?ids=${encodeURIComponent(ids)}`).then(
      ({ ok, data }) => current && (ok ? setRows(data.data) : setError(data.message ?? "These ideas could not be compared.")),
      () => current && setError("We could not reach LaunchLens. Check your connection and try again."),
    );
    return () => {
      current = false;
    };
  }, [ids]);

  const column = columns.find((entry) => entry.key === sort.key)!;
  const sorted = rows
    ? [...rows].sort((a, b) => {
        const [left, right] = [column.value(a), column.value(b)];
        if (left === null) return 1;
        if (right === null) return -1;
        return (left < right ? -1 : left > right ? 1 : 0) * (sort.descending ? -1 : 1);
      })
    : null;

  return (
    <div className="space-y-5">
      <Link href="/app/ideas" className="btn-ghost -ml-3 text-sm">
        ← All ideas
      </Link>
      <div>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Compare ideas</h1>
        <p className="mt-2 text-ink-600">Each idea&apos;s latest validation. Choose a column heading to sort by it.</p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {!rows && !error && (
        <p className="flex items-center gap-2 py-8 text-ink-600" role="status">
          <Spinner className="size-4" /> Loading the comparison…
        </p>
      )}
      {sorted && (
        <div className="overflow-x-auto rounded-xl border border-line bg-white" role="region" aria-label="Comparison table" tabIndex={0}>
          <table className="w-full min-w-[56rem] border-collapse text-sm">
            <caption className="sr-only">Ideas compared by their latest validation, sorted by {column.label}</caption>
            <thead>
              <tr className="border-b border-line bg-surface">
                <th scope="col" className="sticky left-0 z-10 bg-surface px-4 py-3 text-left font-semibold text-ink-900">
                  Idea
                </th>
                {columns.map((entry) => {
                  const active = sort.key === entry.key;
                  return (
                    <th key={entry.key} scope="col" aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"} className="px-3 py-3 text-right font-semibold text-ink-900">
                      <button
                        type="button"
                        onClick={() => setSort({ key: entry.key, descending: active ? !sort.descending : true })}
                        className="inline-flex items-center gap-1 rounded hover:text-brand-700"
                      >
                        {entry.label}
                        <span aria-hidden="true" className={active ? "text-brand-700" : "text-ink-500"}>
                          {active ? (sort.descending ? "↓" : "↑") : "↕"}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-0">
                  <th scope="row" className="sticky left-0 z-10 w-44 min-w-44 bg-white px-4 py-3 text-left align-top font-semibold text-ink-950 sm:w-60">
                    <Link href={`/app/ideas/${row.id}`} title={row.title} className="line-clamp-3 break-words hover:text-brand-700">
                      {row.title}
                    </Link>
                    {row.validation ? (
                      <span className="mt-1 block">
                        <ScoreBadge score={row.validation.overall_score} />
                      </span>
                    ) : (
                      <Link href={`/app/ideas/${row.id}`} className="mt-1 block text-xs font-medium text-brand-700 underline">
                        No validation yet: run one
                      </Link>
                    )}
                  </th>
                  {columns.map((entry) => (
                    <td key={entry.key} className={`px-3 py-3 text-right align-top tabular-nums ${entry.key === "overall" ? "font-semibold text-ink-950" : "text-ink-700"}`}>
                      {entry.show(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm text-ink-600">
        Scores are out of 10, and higher is better for the founder on every factor: a high Competition score means little
        strong competition, a high Execution risk score means low risk.
      </p>
    </div>
  );
}
