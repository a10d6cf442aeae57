import Link from "next/link";
import { CheckIcon } from "@/components/ui/icons";
import { ScoreBadge } from "@/components/ui/ScoreBadge";
import { experimentCounts } from "@/components/experiments/counts";
import { VerdictBadge } from "@/components/experiments/VerdictBadge";
import type { ComparedIdea } from "@/lib/core/api/ideas";
import { isTested, UNTESTED_WHY, type Column, type Sort } from "./comparison";

/** A column's heading: a button that sorts by it (descending first, then the other way), its order shown by an arrow. */
export function SortHeader({ column, sort, onSort }: { column: Column; sort: Sort; onSort: (sort: Sort) => void }) {
  const active = sort.key === column.key;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}
      className="py-3 pr-2 pl-1.5 text-right align-bottom text-[0.8125rem] font-semibold text-ink-900"
    >
      {/* Labels wrap between words (the arrow too, when it must), so that eleven columns fit at 1440 px. */}
      <button
        type="button"
        onClick={() => onSort({ key: column.key, descending: active ? !sort.descending : true })}
        className="rounded text-right leading-tight text-balance hover:text-brand-700"
      >
        {column.label}{" "}
        <span aria-hidden="true" className={active ? "text-brand-700" : "text-ink-500"}>
          {active ? (sort.descending ? "↓" : "↑") : "↕"}
        </span>
      </button>
    </th>
  );
}

/**
 * A row's heading: the idea's name linking to it, its score (marked when it is the best overall) or a link to run a
 * validation, and its verdict with the experiments' counts.
 */
export function IdeaCell({
  row,
  winner,
  anyTested,
  original,
}: {
  row: ComparedIdea;
  winner: boolean;
  anyTested: boolean;
  /** Another idea compared is a pivot of this one. */
  original: boolean;
}) {
  return (
    <th
      scope="row"
      className="sticky left-0 z-10 w-40 min-w-40 border-r border-line bg-white px-3 py-3 text-left align-top font-semibold text-ink-950 sm:w-44 sm:min-w-44 sm:px-4"
    >
      <Link href={`/app/ideas/${row.id}`} className="block [overflow-wrap:anywhere] hover:text-brand-700">
        {row.title}
      </Link>
      {row.pivot ? (
        <span className="mt-1 block text-xs font-normal text-ink-600 [overflow-wrap:anywhere]">
          The change: {row.pivot.title}
        </span>
      ) : (
        original && <span className="mt-1 block text-xs font-normal text-ink-600">The original idea</span>
      )}
      {row.validation ? (
        <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <ScoreBadge score={row.validation.overall_score} />
          {winner && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
              <CheckIcon className="size-3.5" /> Best overall
            </span>
          )}
        </span>
      ) : (
        <Link href={`/app/ideas/${row.id}`} className="mt-1 block text-xs font-medium text-brand-700 underline">
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
  );
}

/** One figure of a row: ticked, with "best" for screen readers, when it is its column's best; its range beneath. */
export function FigureCell({ column, row, top }: { column: Column; row: ComparedIdea; top: boolean }) {
  const detail = column.detail?.(row);
  return (
    <td
      className={`py-3 pr-2 pl-1.5 text-right align-top whitespace-nowrap tabular-nums ${column.key === "overall" ? "font-semibold text-ink-950" : "text-ink-700"}`}
    >
      {top ? (
        <span className="-my-0.5 -mr-1.5 inline-flex items-center gap-0.5 rounded-md bg-green-50 px-1.5 py-0.5 font-semibold text-score-strong ring-1 ring-green-600/20 ring-inset">
          <CheckIcon className="size-3.5" />
          {column.show(row)}
          <span className="sr-only"> (best)</span>
        </span>
      ) : (
        column.show(row)
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
}
