"use client";

import { NeedsPlan } from "@/components/app/plan";
import type { IdeaSummary } from "@/lib/core/api/ideas";
import { kindList } from "@/lib/core/kinds";
import { IdeaReportCard } from "./IdeaReportCard";
import type { Kind } from "./types";
import type { useIdeaRuns } from "./useIdeaRuns";

/** The idea's three reports, each its latest version streaming in its card, and "Run all three". */
export function IdeaReports({
  idea,
  runs,
  hasPlan,
  onRun,
  onRunAll,
}: {
  idea: IdeaSummary;
  runs: ReturnType<typeof useIdeaRuns>;
  hasPlan: boolean;
  onRun: (kind: Kind) => void;
  onRunAll: () => void;
}) {
  return (
    <section aria-labelledby="idea-reports" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="idea-reports" className="text-lg font-semibold text-ink-950">
          Reports
        </h2>
        <button
          type="button"
          onClick={hasPlan && !runs.anyRunning ? onRunAll : undefined}
          aria-disabled={runs.anyRunning || !hasPlan}
          aria-describedby={hasPlan ? "run-all-hint" : "run-all-needs-plan"}
          className="btn-primary min-h-10 px-4 text-sm aria-disabled:pointer-events-none aria-disabled:opacity-60"
        >
          {runs.anyRunning ? "Running…" : "Run all three"}
        </button>
      </div>
      {hasPlan ? (
        <p id="run-all-hint" className="text-sm text-ink-600">
          Each runs on the idea as last run{idea.evidence ? ", with its customer evidence" : ""}, as a new version, and
          streams into its card.
        </p>
      ) : (
        <NeedsPlan id="run-all-needs-plan">Running reports needs a plan.</NeedsPlan>
      )}
      <ul className="grid gap-3">
        {kindList.map(({ kind, label }) => (
          <IdeaReportCard
            key={kind}
            kind={kind}
            label={label}
            report={idea.reports[kind]}
            live={runs.of(kind)}
            onRun={() => onRun(kind)}
          />
        ))}
      </ul>
      <p role="status" className="sr-only">
        {runs.announcement}
      </p>
    </section>
  );
}
