"use client";

import { UNSAVED_REPORT_NOTE } from "@/lib/core/retention";
import Link from "next/link";
import type { SlotState } from "@/components/app/ReportsProvider";
import { Alert } from "@/components/ui/Alert";
import { ScoreBadge } from "@/components/ui/ScoreBadge";
import { MadeElsewhere } from "./MadeElsewhere";
import { Spinner } from "@/components/ui/Spinner";
import { formatDateTime } from "@/lib/core/format";
import type { ReportStatus } from "@/lib/core/api/ideas";
import { kinds } from "@/lib/core/kinds";
import { useHasPlan } from "@/components/app/plan";
import { ReportVersions } from "./ReportVersions";
import type { Kind } from "./types";

/** The sections a partial report has so far, of the ones its kind shows. */
function sectionsSoFar(report: SlotState["report"]): number {
  if (!report) return 0;
  return Object.values(report).filter((value) => (Array.isArray(value) ? value.length > 0 : value)).length;
}

/**
 * One of the idea's three reports: its latest version, date and score with Open, or Run when it has not been run yet;
 * while a run of it streams (`live`), what it has written so far and where to watch it, and a failed run's message
 * with Try again.
 */
export function IdeaReportCard({
  kind,
  label,
  report,
  live,
  onRun,
}: {
  kind: Kind;
  label: string;
  report: ReportStatus | null;
  live: SlotState | null;
  onRun: () => void;
}) {
  const running = live?.status === "generating";
  const hasPlan = useHasPlan();
  return (
    <li className="card flex flex-col p-4 sm:p-5" aria-busy={running}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-ink-950">{label}</h3>
        {report && (
          <p className="text-sm text-ink-600">
            Version {report.version} · {formatDateTime(report.created_at)}
            {report.saved ? " · saved" : ` · ${UNSAVED_REPORT_NOTE}`}
          </p>
        )}
      </div>
      {running ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-700">
          <Spinner className="size-4 text-brand-700" />
          <span>
            {sectionsSoFar(live.report) > 0
              ? `Writing: ${sectionsSoFar(live.report)} sections so far…`
              : "Analyzing the idea…"}
          </span>
          <Link href={kinds[kind].path} className="font-semibold text-brand-700 underline underline-offset-2">
            Watch it<span className="sr-only"> on the {label} page</span>
          </Link>
        </div>
      ) : (
        report &&
        typeof report.overall_score === "number" && (
          <p className="mt-2 flex items-center gap-2">
            <span className="font-serif text-2xl font-semibold tabular-nums text-ink-950">
              {report.overall_score.toFixed(1)}
            </span>
            <span className="text-ink-600">/ 10</span>
            <ScoreBadge score={report.overall_score} />
            {report.made_elsewhere && <MadeElsewhere />}
          </p>
        )
      )}
      {live?.error && (
        <div className="mt-3">
          <Alert tone="error">{live.error}</Alert>
        </div>
      )}
      {!report && !running && !live?.error && <p className="mt-1 text-sm text-ink-600">Not run yet for this idea.</p>}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {report && (
          <Link href={`/app/reports/${report.id}`} className="btn-primary min-h-9 px-4 text-sm">
            Open<span className="sr-only"> {label}</span>
          </Link>
        )}
        {!running && (
          <button
            type="button"
            onClick={hasPlan ? onRun : undefined}
            aria-disabled={!hasPlan || undefined}
            aria-describedby={hasPlan ? undefined : `${kind}-needs-plan`}
            className="btn-secondary min-h-9 px-4 text-sm aria-disabled:opacity-60"
          >
            {live?.error ? "Try again" : report ? "Run again" : "Run"}
            <span className="sr-only"> {label}</span>
          </button>
        )}
      </div>
      {!hasPlan && (
        <p id={`${kind}-needs-plan`} className="sr-only">
          Running a report needs a plan.
        </p>
      )}
      {report && report.version > 1 && <ReportVersions kind={kind} label={label} reportId={report.id} />}
    </li>
  );
}
