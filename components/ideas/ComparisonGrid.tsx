"use client";

import Link from "next/link";
import { CheckIcon } from "@/components/ui/icons";
import { ScoreBadge } from "@/components/ui/ScoreBadge";
import { experimentCounts } from "@/components/experiments/counts";
import { VerdictBadge } from "@/components/experiments/VerdictBadge";
import type { ComparedIdea } from "@/lib/core/api/ideas";
import { bestOverall, bestRows, columns, isTested, UNTESTED_WHY, type Sort } from "./comparison";
import { useSideways } from "./useSideways";

/**
 * The comparison itself: one row per idea, a column per figure, a heading button per column to sort by it. Each
 * column's best value is marked (a tick and the words "best" for screen readers, not the colour alone), and so is the
 * idea with the best overall score. The table scrolls inside its own box where it is wider than the page, the idea
 * column staying in place, with a hint and a fading edge while columns are out of sight.
 */
export function ComparisonGrid({
  rows,
  sorted,
  sort,
  onSort,
}: {
  rows: ComparedIdea[];
  sorted: ComparedIdea[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const [scrollBox, sideways] = useSideways(true);
  const hintId = "compare-scroll-hint";
  const column = columns.find((entry) => entry.key === sort.key)!;
  const best = new Map(
    columns.map((entry) => [entry.key, entry.key === "overall" ? bestOverall(rows) : bestRows(rows, entry)]),
  );
  const anyTested = rows.some(isTested);
  const winners = best.get("overall") ?? new Set<string>();

  return (
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
                      className="py-3 pr-2 pl-1.5 text-right align-bottom text-[0.8125rem] font-semibold text-ink-900"
                    >
                      {/* Labels wrap between words (the arrow too, when it must), so that eleven columns fit at 1440 px. */}
                      <button
                        type="button"
                        onClick={() => onSort({ key: entry.key, descending: active ? !sort.descending : true })}
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
                    className="sticky left-0 z-10 w-40 min-w-40 border-r border-line bg-white px-3 py-3 text-left align-top font-semibold text-ink-950 sm:w-44 sm:min-w-44 sm:px-4"
                  >
                    <Link href={`/app/ideas/${row.id}`} className="block [overflow-wrap:anywhere] hover:text-brand-700">
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
                    {row.decision && (
                      <span className="mt-1.5 block text-xs font-normal text-ink-600">
                        <span className="sr-only">Verdict: </span>
                        <VerdictBadge
                          verdict={row.decision.verdict}
                          withFailed={row.decision.counts.failed > 0}
                          untested={anyTested && !isTested(row)}
                        />
                        <span className="mt-1 block">{experimentCounts(row.decision)}</span>
                        {anyTested && !isTested(row) && <span className="mt-1 block">{UNTESTED_WHY}</span>}
                      </span>
                    )}
                  </th>
                  {columns.map((entry) => {
                    const top = best.get(entry.key)?.has(row.id) ?? false;
                    const detail = entry.detail?.(row);
                    return (
                      <td
                        key={entry.key}
                        className={`py-3 pr-2 pl-1.5 text-right align-top whitespace-nowrap tabular-nums ${entry.key === "overall" ? "font-semibold text-ink-950" : "text-ink-700"}`}
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
                        {detail && (
                          // The range may break after its dash: the column stays as narrow as its figure.
                          <span className="mt-1 block text-xs font-normal whitespace-normal text-ink-600">
                            <span className="sr-only">range </span>
                            {detail}
                          </span>
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
        {anyTested && !rows.every(isTested) && (
          <>
            {" "}
            By the overall score, ideas with experiment results rank first and hold the best overall: a grade no result
            has tested yet ranks after them.
          </>
        )}
      </p>
    </div>
  );
}
