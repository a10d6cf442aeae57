import Link from "next/link";
import { ScoreBadge } from "@/components/ui/ScoreBadge";
import { MadeElsewhere } from "./MadeElsewhere";
import { formatDateTime } from "@/lib/core/format";
import type { IdeaSummary } from "@/lib/core/api/ideas";
import { experimentCounts } from "@/components/experiments/counts";
import { VerdictBadge } from "@/components/experiments/VerdictBadge";
import { kindList } from "@/lib/core/kinds";
import { MAX_COMPARED } from "./types";

/** One idea in the Ideas view: its compare checkbox, title, validation score, its three reports' status. */
export function IdeaRow({
  idea,
  depth = 0,
  picked,
  pickDisabled,
  onPick,
}: {
  idea: IdeaSummary;
  /** How deep a variant sits under its listed parent (issue 48): indented, and said. */
  depth?: number;
  picked: boolean;
  pickDisabled: boolean;
  onPick: () => void;
}) {
  const validation = idea.reports.iv;
  const pickId = `pick-${idea.id}`;
  const variantCount = idea.variants?.length ?? 0;
  return (
    <li className={`card flex gap-4 p-4 sm:p-5 ${depth > 0 ? "ml-5 border-l-4 border-l-brand-200 sm:ml-10" : ""}`}>
      <div className="pt-1">
        <input
          id={pickId}
          type="checkbox"
          checked={picked}
          disabled={pickDisabled}
          onChange={onPick}
          className="size-4 accent-brand-600"
          aria-label={`Compare ${idea.title}`}
          title={pickDisabled ? `At most ${MAX_COMPARED} ideas at once` : undefined}
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <Link
            href={`/app/ideas/${idea.id}`}
            className="text-base font-semibold text-ink-950 [overflow-wrap:anywhere] hover:text-brand-700"
          >
            {idea.title}
          </Link>
          {validation && typeof validation.overall_score === "number" && (
            <span className="flex items-center gap-2 whitespace-nowrap">
              <span className="font-semibold tabular-nums text-ink-950">
                {validation.overall_score.toFixed(1)} / 10
              </span>
              <ScoreBadge score={validation.overall_score} />
              {validation.made_elsewhere && <MadeElsewhere />}
            </span>
          )}
        </div>
        {idea.shared && (
          <p className="mt-1 text-sm text-ink-600 [overflow-wrap:anywhere]">
            Shared by {idea.shared.owner_name} · {idea.shared.role === "editor" ? "Editor" : "Viewer"}
          </p>
        )}
        {idea.pivot && (
          <p className="mt-1 text-sm text-ink-600 [overflow-wrap:anywhere]">
            A pivot of {idea.pivot.parent_title}: {idea.pivot.title}
          </p>
        )}
        {variantCount > 0 && (
          <p className="mt-1 text-sm text-ink-600">{variantCount === 1 ? "One variant" : `${variantCount} variants`}</p>
        )}
        {idea.decision && (
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
            <span className="sr-only">Verdict:</span>
            <VerdictBadge verdict={idea.decision.verdict} withFailed={idea.decision.counts.failed > 0} />
            <span>{experimentCounts(idea.decision)}</span>
          </p>
        )}
        <ul className="mt-2 flex flex-wrap gap-2 text-xs" aria-label="Reports">
          {kindList.map(({ kind, label }) => {
            const report = idea.reports[kind];
            return (
              <li
                key={kind}
                className={`rounded-full px-2.5 py-1 font-medium ${report ? "bg-brand-50 text-brand-800" : "bg-stone-100 text-ink-600"}`}
              >
                {label}: {report ? `v${report.version}${report.saved ? ", saved" : ""}` : "not run yet"}
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-sm text-ink-600">Last change {formatDateTime(idea.updated_at)}</p>
      </div>
    </li>
  );
}
