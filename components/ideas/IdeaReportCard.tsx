"use client";

import Link from "next/link";
import { ScoreBadge } from "@/components/ui/ScoreBadge";
import { formatDateTime } from "@/lib/core/format";
import type { ReportStatus } from "@/lib/core/api/ideas";
import { NeedsPlan, useHasPlan } from "@/components/app/plan";
import { ReportVersions } from "./ReportVersions";
import type { Kind } from "./types";

/** One of the idea's three reports: its version, date and score with Open, or Run when it has not been run yet. */
export function IdeaReportCard({
  kind,
  label,
  report,
  onRun,
}: {
  kind: Kind;
  label: string;
  report: ReportStatus | null;
  onRun: () => void;
}) {
  const hasPlan = useHasPlan();
  return (
    <li className="card flex flex-col p-5">
      <h2 className="font-semibold text-ink-950">{label}</h2>
      {report ? (
        <>
          <p className="mt-1 text-sm text-ink-600">
            Version {report.version} · {formatDateTime(report.created_at)}
            {report.saved ? " · saved" : ""}
          </p>
          {typeof report.overall_score === "number" && (
            <p className="mt-3 flex items-center gap-2">
              <span className="font-serif text-2xl font-semibold tabular-nums text-ink-950">
                {report.overall_score.toFixed(1)}
              </span>
              <span className="text-ink-600">/ 10</span>
              <ScoreBadge score={report.overall_score} />
            </p>
          )}
          <div className="mt-auto pt-4">
            <Link href={`/app/reports/${report.id}`} className="btn-primary min-h-9 px-4 text-sm">
              Open<span className="sr-only"> {label}</span>
            </Link>
          </div>
          {report.version > 1 && <ReportVersions kind={kind} label={label} reportId={report.id} />}
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-600">Not run yet for this idea.</p>
          <div className="mt-auto pt-4">
            {hasPlan ? (
              <button type="button" onClick={onRun} className="btn-secondary min-h-9 px-4 text-sm">
                Run {label}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  aria-disabled
                  aria-describedby={`${kind}-needs-plan`}
                  className="btn-secondary min-h-9 px-4 text-sm aria-disabled:opacity-60"
                >
                  Run {label}
                </button>
                <NeedsPlan id={`${kind}-needs-plan`} className="mt-2">
                  Running a report needs a plan.
                </NeedsPlan>
              </>
            )}
          </div>
        </>
      )}
    </li>
  );
}
