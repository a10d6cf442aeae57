"use client";

import { CheckIcon } from "@/components/ui/icons";
import type { ComparedIdea } from "@/lib/core/api/ideas";
import { bestOverall, bestRows, columns, isTested, type Sort } from "./comparison";
import { FigureCell, IdeaCell, SortHeader } from "./ComparisonCells";
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
                {columns.map((entry) => (
                  <SortHeader key={entry.key} column={entry} sort={sort} onSort={onSort} />
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-0">
                  <IdeaCell
                    row={row}
                    winner={winners.has(row.id)}
                    anyTested={anyTested}
                    original={rows.some((other) => other.parent_id === row.id)}
                  />
                  {columns.map((entry) => (
                    <FigureCell
                      key={entry.key}
                      column={entry}
                      row={row}
                      top={best.get(entry.key)?.has(row.id) ?? false}
                    />
                  ))}
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
      <BestLegend withUntested={anyTested && !rows.every(isTested)} />
    </div>
  );
}

/** What the ticks mean, and, when some ideas have experiment results and some not, how the overall ranks them. */
function BestLegend({ withUntested }: { withUntested: boolean }) {
  return (
    <p className="mt-2 text-sm leading-relaxed text-ink-600">
      <span className="mr-1 inline-flex items-center gap-0.5 rounded-md bg-green-50 px-1.5 py-0.5 align-middle font-semibold text-score-strong ring-1 ring-green-600/20 ring-inset">
        <CheckIcon className="size-3.5" /> Ticked
      </span>
      values are the best in their column among these ideas.
      {withUntested && (
        <>
          {" "}
          By the overall score, ideas with experiment results rank first and hold the best overall: a grade no result
          has tested yet ranks after them.
        </>
      )}
    </p>
  );
}
