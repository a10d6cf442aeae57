import type { ReactNode } from "react";
import type { DecisionDigest } from "@/lib/core/experiments/digest";
import { readingLabels } from "@/lib/core/experiments/reading";
import { readingTone } from "./reading-tone";
import { formatDate } from "@/lib/core/format";
import { factorLabel } from "@/lib/core/report/factors";
import { VerdictBadge } from "./VerdictBadge";

/**
 * The decision first (issue 48): the verdict and its first reason, every result as it came in (its date, how it was
 * obtained, whether it passed), the grade over the validation's versions, and the next test. No hooks: the idea page
 * and the server-rendered share draw the same card; `actions` holds the idea page's download.
 */
export function DecisionDigestCard({
  digest,
  titleId,
  actions,
}: {
  digest: DecisionDigest;
  titleId: string;
  actions?: ReactNode;
}) {
  const failed = digest.timeline.some((entry) => entry.outcome === "failed");
  return (
    <section aria-labelledby={titleId} className="card space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink-950">
          At a glance
          <VerdictBadge verdict={digest.verdict} withFailed={failed} large />
        </h2>
        {actions}
      </div>
      {digest.firstReason && <p className="text-ink-700 [overflow-wrap:anywhere]">{digest.firstReason}</p>}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h3 className="text-sm font-semibold text-ink-900">The evidence so far</h3>
          {digest.timeline.length === 0 ? (
            <p className="mt-1.5 text-sm text-ink-600">No result recorded yet: the verdict rests on the grade alone.</p>
          ) : (
            <ol className="mt-2 space-y-2 border-l-2 border-line pl-4">
              {digest.timeline.map((entry, index) => (
                <li key={index} className="text-sm text-ink-700">
                  <span className="text-ink-600">{formatDate(entry.recorded_at)} · </span>
                  {entry.factor && <span className="font-medium text-ink-900">{factorLabel(entry.factor)}: </span>}
                  <span className="[overflow-wrap:anywhere]">{entry.measured}</span>{" "}
                  <span className={`font-semibold ${readingTone[entry.reading]}`}>{readingLabels[entry.reading]}</span>
                  <span className="block text-ink-600">{entry.how}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <dl className="space-y-4 text-sm">
          <div>
            <dt className="font-semibold text-ink-900">The grade over versions</dt>
            <dd className="mt-1.5 text-ink-700">{digest.gradeMove}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-900">The next test</dt>
            <dd className="mt-1.5 text-ink-700 [overflow-wrap:anywhere]">
              {digest.nextTest ? (
                <>
                  {digest.nextTest.hypothesis}{" "}
                  <span className="block text-ink-600">
                    Passes if {digest.nextTest.pass_line}; due {formatDate(digest.nextTest.due_date)}
                    {digest.nextTest.overdue && <span className="font-semibold text-score-weak"> (overdue)</span>}
                  </span>
                </>
              ) : (
                "None planned: add an experiment to test what the verdict rests on."
              )}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
