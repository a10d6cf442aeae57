"use client";

import { factorLabel } from "@/lib/core/report/factors";
import { formatDate } from "@/lib/core/format";
import { useCanEdit } from "@/components/app/plan";
import { describeMeasurement, describePassLine, describeShareLine } from "@/lib/core/experiments/pass-line";
import {
  decidingResult,
  isClear,
  readingLabels,
  readingOf,
  readingWords,
  whyNotSettled,
} from "@/lib/core/experiments/reading";
import { readingTone } from "./reading-tone";
import { describeProvenance } from "@/lib/core/experiments/rungs";
import type { ServedExperiment, ServedResult } from "@/lib/core/api/experiments";
import { experimentStatusLabels } from "@/lib/core/labels";

const statusTone: Record<ServedExperiment["status"], string> = {
  planned: "bg-stone-100 text-ink-700 ring-stone-400/30",
  running: "bg-brand-50 text-brand-800 ring-brand-600/20",
  passed: "bg-green-50 text-score-strong ring-green-600/20",
  failed: "bg-red-50 text-score-weak ring-red-600/20",
  abandoned: "bg-stone-100 text-ink-600 ring-stone-400/30",
};

const tooFewTone = "bg-orange-50 text-score-uncertain ring-orange-600/20";

const usd = (amount: number) =>
  amount === 0
    ? "Free"
    : amount.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

function ResultLine({ experiment, result }: { experiment: ServedExperiment; result: ServedResult }) {
  const line = result.pass_line ?? experiment;
  const reading = readingOf(line, result);
  return (
    <>
      Measured {describeMeasurement(line, result)}:{" "}
      <span className={`font-semibold ${readingTone[reading]}`}>
        {readingWords[reading]}
        {reading === "too_few" && `; it ${result.outcome} the line but weighs little`}
      </span>{" "}
      <span className="text-ink-600">({formatDate(result.recorded_at)})</span>{" "}
      <span className="text-ink-600">· {sentenceCase(describeProvenance(result))}</span>
    </>
  );
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One experiment: its hypothesis, pass line, cost and due date, status, the latest result and its history. */
export function ExperimentCard({
  experiment,
  today,
  onRecord,
  onEdit,
  onToggleAbandon,
  onDelete,
  busy,
}: {
  experiment: ServedExperiment;
  today: string;
  onRecord: () => void;
  onEdit: () => void;
  onToggleAbandon: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const open = experiment.status === "planned" || experiment.status === "running";
  const overdue = open && experiment.due_date < today;
  // The newest result measured on enough people decides the status (a handful asked since does not replace it).
  const deciding = decidingResult(experiment.result ? [experiment.result, ...experiment.history] : []);
  const reading = deciding && readingOf(deciding.pass_line, deciding);
  const unsure = reading !== null && !isClear(reading) && experiment.status !== "abandoned";
  const why = deciding && whyNotSettled(deciding.pass_line, deciding);
  const shareLine = describeShareLine(experiment);
  const button = "btn-secondary min-h-9 px-3 text-sm disabled:opacity-60";
  const canEdit = useCanEdit();
  return (
    <li className="card p-4" aria-labelledby={`experiment-${experiment.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4
          id={`experiment-${experiment.id}`}
          className="min-w-0 flex-1 font-semibold text-ink-950 [overflow-wrap:anywhere]"
        >
          {experiment.hypothesis}
        </h4>
        <span
          className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${unsure ? tooFewTone : statusTone[experiment.status]}`}
        >
          {unsure ? readingLabels[reading] : experimentStatusLabels[experiment.status]}
        </span>
      </div>
      {experiment.method && <p className="mt-1 text-sm text-ink-700 [overflow-wrap:anywhere]">{experiment.method}</p>}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink-900">Passes if</dt>
        <dd className="text-ink-700 [overflow-wrap:anywhere]">
          {describePassLine(experiment)}
          {shareLine && <span className="block text-ink-600">{shareLine}</span>}
        </dd>
        {experiment.factor && (
          <>
            <dt className="font-semibold text-ink-900">Tests</dt>
            <dd className="text-ink-700">{factorLabel(experiment.factor)}</dd>
          </>
        )}
        <dt className="font-semibold text-ink-900">Cost · due</dt>
        <dd className="text-ink-700">
          {usd(experiment.cost_usd)} · {formatDate(`${experiment.due_date}T12:00:00Z`)}
          {overdue && <span className="ml-2 font-semibold text-score-uncertain">Overdue</span>}
        </dd>
        {experiment.result && (
          <>
            <dt className="font-semibold text-ink-900">Result</dt>
            <dd className="text-ink-700">
              <ResultLine experiment={experiment} result={experiment.result} />
              {deciding && deciding !== experiment.result && (
                <span className="mt-0.5 block">
                  It does not replace the result of {formatDate(deciding.recorded_at)} (
                  {describeMeasurement(deciding.pass_line, deciding)}), measured on enough people to decide.
                </span>
              )}
              {why && <span className="mt-0.5 block text-ink-700">{why}</span>}
              {experiment.result.notes && (
                <span className="mt-0.5 block [overflow-wrap:anywhere]">{experiment.result.notes}</span>
              )}
            </dd>
          </>
        )}
      </dl>
      {experiment.history.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">
            Earlier results ({experiment.history.length})
          </summary>
          <ul className="mt-1 space-y-1 text-ink-700">
            {experiment.history.map((result) => (
              <li key={result.recorded_at}>
                <ResultLine experiment={experiment} result={result} /> against {describePassLine(result.pass_line)}
              </li>
            ))}
          </ul>
        </details>
      )}
      {canEdit && (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={`Actions for ${experiment.hypothesis}`}>
          <button type="button" onClick={onRecord} disabled={busy} className="btn-primary min-h-9 px-3 text-sm">
            {experiment.result ? "Record a new result" : "Record result"}
          </button>
          <button type="button" onClick={onEdit} disabled={busy} className={button}>
            Edit
          </button>
          <button type="button" onClick={onToggleAbandon} disabled={busy} className={button}>
            {experiment.status === "abandoned" ? "Reopen" : "Abandon"}
          </button>
          <button type="button" onClick={onDelete} disabled={busy} className={`${button} text-red-700`}>
            Delete
          </button>
        </div>
      )}
    </li>
  );
}
