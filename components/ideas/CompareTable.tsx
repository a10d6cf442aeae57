"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { CheckIcon } from "@/components/ui/icons";
import { ScoreBadge } from "@/components/ui/ScoreBadge";
import { Spinner } from "@/components/ui/Spinner";
import { factors } from "@/lib/ai/factors";
import { api } from "@/lib/client/api";

interface Compared {
  id: string;
  title: string;
  validation: null | {
    report_id: string;
    overall_score: number;
    score_tag: string;
    scores: Record<string, number | null>;
    monthly_revenue_usd: number;
  };
}

type Column = {
  key: string;
  label: string;
  value: (row: Compared) => number | string | null;
  show: (row: Compared) => string;
};

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const score = (value: number | null | undefined) => (typeof value === "number" ? value.toFixed(1) : "—");

const columns: Column[] = [
  {
    key: "overall",
    label: "Overall",
    value: (row) => row.validation?.overall_score ?? null,
    show: (row) => score(row.validation?.overall_score),
  },
  ...factors.map((factor) => ({
    key: factor.key,
    label: factor.label,
    value: (row: Compared) => row.validation?.scores[factor.key] ?? null,
    show: (row: Compared) => score(row.validation?.scores[factor.key]),
  })),
  {
    key: "revenue",
    label: "Monthly revenue",
    value: (row) => row.validation?.monthly_revenue_usd ?? null,
    show: (row) => (row.validation ? usd.format(row.validation.monthly_revenue_usd) : "—"),
  },
];

/**
 * The ids of the rows holding a column's best value (the highest: every score and the revenue are better higher), or
 * none when fewer than two ideas have a value or all of them are equal: there is nothing to choose between.
 */
function bestRows(rows: Compared[], column: Column): Set<string> {
  const valued = rows.flatMap((row) => {
    const value = column.value(row);
    return typeof value === "number" ? [{ id: row.id, value }] : [];
  });
  if (valued.length < 2) return new Set();
  const top = Math.max(...valued.map((entry) => entry.value));
  if (valued.every((entry) => entry.value === top)) return new Set();
  return new Set(valued.filter((entry) => entry.value === top).map((entry) => entry.id));
}

/**
 * Whether a scroll box holds more than it shows, and whether it is scrolled to the end: the table's hint and its
 * fading right edge show only while there is more to the right.
 */
function useSideways(ready: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ overflows: false, atEnd: true });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const overflows = element.scrollWidth > element.clientWidth + 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setState((current) =>
        current.overflows === overflows && current.atEnd === atEnd ? current : { overflows, atEnd },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [ready]);
  return [box, state] as const;
}

/**
 * Two to four ideas side by side: one row per idea, a column per figure, sortable by any column. Each column's best
 * value is marked (a tick and the words "best" for screen readers, not the colour alone), and so is the idea with the
 * best overall score. The table scrolls inside its own box where it is wider than the page, the idea column staying in
 * place, with a hint and a fading edge while columns are out of sight.
 */
export function CompareTable({ ids }: { ids: string }) {
  const [rows, setRows] = useState<Compared[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sort, setSort] = useState<{ key: string; descending: boolean }>({ key: "overall", descending: true });
  const [scrollBox, sideways] = useSideways(rows !== null);
  const hintId = "compare-scroll-hint";

  useEffect(() => {
    let current = true;
    api<{ data: Compared[] }>(`/api/data/ideas/compare?ids=${encodeURIComponent(ids)}`).then(
      ({ ok, data }) =>
        current && (ok ? setRows(data.data) : setError(data.message ?? "These ideas could not be compared.")),
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
  const best = new Map(rows ? columns.map((entry) => [entry.key, bestRows(rows, entry)]) : []);
  const winners = best.get("overall") ?? new Set<string>();

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
        <div>
          <p
            id={hintId}
            className={`mb-2 flex items-center gap-1.5 text-sm text-ink-600 ${sideways.overflows ? "" : "sr-only"}`}
          >
            {sideways.overflows ? (
              <>
                Scroll the table sideways to see every column <span aria-hidden="true">→</span>
              </>
            ) : (
              ""
            )}
          </p>
          <div className="relative">
            {/*
              w-0 min-w-full: the table's width never widens the page, only this box, which scrolls. relative: the
              screen-reader-only words in the cells (absolutely placed) are clipped by it, not placed out on the page.
            */}
            <div
              ref={scrollBox}
              className="relative w-0 min-w-full overflow-x-auto rounded-xl border border-line bg-white"
              role="region"
              aria-label="Comparison table"
              aria-describedby={sideways.overflows ? hintId : undefined}
              tabIndex={0}
            >
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">
                  Ideas compared by their latest validation, sorted by {column.label}. The best value of each column is
                  marked best.
                </caption>
                <thead>
                  <tr className="border-b border-line bg-surface">
                    <th
                      scope="col"
                      className="sticky left-0 z-10 border-r border-line bg-surface px-3 py-3 text-left align-bottom font-semibold text-ink-900 sm:px-4"
                    >
                      Idea
                    </th>
                    {columns.map((entry) => {
                      const active = sort.key === entry.key;
                      return (
                        <th
                          key={entry.key}
                          scope="col"
                          aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}
                          className="py-3 pr-3 pl-2 text-right align-bottom text-[0.8125rem] font-semibold text-ink-900"
                        >
                          {/* Labels wrap between words (the arrow too, when it must), so that ten columns fit at 1440 px. */}
                          <button
                            type="button"
                            onClick={() => setSort({ key: entry.key, descending: active ? !sort.descending : true })}
                            className="rounded text-right leading-tight text-balance hover:text-brand-700"
                          >
                            {entry.label}{" "}
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
                      <th
                        scope="row"
                        className="sticky left-0 z-10 w-40 min-w-40 border-r border-line bg-white px-3 py-3 text-left align-top font-semibold text-ink-950 sm:w-48 sm:min-w-48 sm:px-4"
                      >
                        <Link
                          href={`/app/ideas/${row.id}`}
                          className="block [overflow-wrap:anywhere] hover:text-brand-700"
                        >
                          {row.title}
                        </Link>
                        {row.validation ? (
                          <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
                            <ScoreBadge score={row.validation.overall_score} />
                            {winners.has(row.id) && (
                              <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                                <CheckIcon className="size-3.5" /> Best overall
                              </span>
                            )}
                          </span>
                        ) : (
                          <Link
                            href={`/app/ideas/${row.id}`}
                            className="mt-1 block text-xs font-medium text-brand-700 underline"
                          >
                            No validation yet: run one
                          </Link>
                        )}
                      </th>
                      {columns.map((entry) => {
                        const top = best.get(entry.key)?.has(row.id) ?? false;
                        return (
                          <td
                            key={entry.key}
                            className={`py-3 pr-3 pl-2 text-right align-top whitespace-nowrap tabular-nums ${entry.key === "overall" ? "font-semibold text-ink-950" : "text-ink-700"}`}
                          >
                            {top ? (
                              <span className="-my-0.5 -mr-1.5 inline-flex items-center gap-0.5 rounded-md bg-green-50 px-1.5 py-0.5 font-semibold text-score-strong ring-1 ring-green-600/20 ring-inset">
                                <CheckIcon className="size-3.5" />
                                {entry.show(row)}
                                <span className="sr-only"> (best)</span>
                              </span>
                            ) : (
                              entry.show(row)
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {sideways.overflows && !sideways.atEnd && (
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-px right-px w-12 rounded-r-xl bg-gradient-to-l from-white to-transparent"
              />
            )}
          </div>
          <p className="mt-2 text-sm leading-relaxed text-ink-600">
            <span className="mr-1 inline-flex items-center gap-0.5 rounded-md bg-green-50 px-1.5 py-0.5 align-middle font-semibold text-score-strong ring-1 ring-green-600/20 ring-inset">
              <CheckIcon className="size-3.5" /> Ticked
            </span>
            values are the best in their column among these ideas.
          </p>
        </div>
      )}
      <p className="text-sm text-ink-600">
        Scores are out of 10, and higher is better for the founder on every factor, as the name of each factor says.
      </p>
    </div>
  );
}
