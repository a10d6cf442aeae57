import { DecisionHead } from "@/components/experiments/DecisionHead";
import { describeMeasurement, describePassLine } from "@/lib/core/experiments/pass-line";
import { isClear, readingLabels, readingWords } from "@/lib/core/experiments/reading";
import { readingTone } from "@/components/experiments/reading-tone";
import { sharedChartPoints, type SharedDecision as Shared } from "@/lib/core/experiments/shared";
import { ResultsChart } from "@/components/experiments/ResultsChart";
import { formatDate } from "@/lib/core/format";
import { experimentStatusLabels } from "@/lib/core/labels";
import { factorLabel } from "@/lib/core/report/factors";

/**
 * A share page's decision: the verdict with its reasons, and each experiment with its pass line and what was measured,
 * read-only (lib/core/experiments/shared.ts says what is left out). Rendered on the server: no JavaScript.
 */
export function SharedDecision({ shared }: { shared: Shared }) {
  const { decision, experiments } = shared;
  return (
    <section aria-labelledby="shared-decision" className="card p-5 sm:p-6">
      <DecisionHead decision={decision} titleId="shared-decision" />
      <div className="mt-6">
        <ResultsChart points={sharedChartPoints(experiments)} id="shared-results-chart" />
      </div>
      {experiments.length > 0 && (
        <>
          <h3 className="mt-6 text-base font-semibold text-ink-950">Experiments</h3>
          <ul className="mt-3 space-y-3">
            {experiments.map((experiment, index) => (
              <li key={index} className="rounded-lg border border-line bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4 className="min-w-0 flex-1 font-semibold text-ink-950 [overflow-wrap:anywhere]">
                    {experiment.hypothesis}
                  </h4>
                  <span className="shrink-0 text-xs font-semibold text-ink-700">
                    {experiment.result && !isClear(experiment.result.reading) && experiment.status !== "abandoned"
                      ? readingLabels[experiment.result.reading]
                      : experimentStatusLabels[experiment.status]}
                  </span>
                </div>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold text-ink-900">Passes if</dt>
                  <dd className="text-ink-700 [overflow-wrap:anywhere]">{describePassLine(experiment.pass_line)}</dd>
                  {experiment.factor && (
                    <>
                      <dt className="font-semibold text-ink-900">Tests</dt>
                      <dd className="text-ink-700">{factorLabel(experiment.factor)}</dd>
                    </>
                  )}
                  <dt className="font-semibold text-ink-900">{experiment.result ? "Measured" : "Due"}</dt>
                  <dd className="text-ink-700">
                    {experiment.result ? (
                      <>
                        {describeMeasurement(experiment.pass_line, experiment.result)}:{" "}
                        <span className={`font-semibold ${readingTone[experiment.result.reading]}`}>
                          {readingWords[experiment.result.reading]}
                        </span>{" "}
                        <span className="text-ink-600">({formatDate(experiment.result.recorded_at)})</span>
                        {experiment.result.unsettled && (
                          <span className="mt-0.5 block">{experiment.result.unsettled}</span>
                        )}
                      </>
                    ) : (
                      formatDate(experiment.due_date)
                    )}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
