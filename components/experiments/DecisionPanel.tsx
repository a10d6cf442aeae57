import type { Decision, VerdictRule } from "@/lib/core/experiments/verdict";
import { experimentCounts } from "./counts";
import { VerdictBadge } from "./VerdictBadge";
import { NeedsPlan, useHasPlan } from "@/components/app/plan";

/** The reasons a measured failure gave: first in the list, and marked so, whatever the verdict. */
const failureRules = new Set<VerdictRule>(["failed_riskiest", "failed_weak", "mostly_failed", "failed_minor"]);

/**
 * The idea page's opening: the verdict, each rule that fired as a reason, the experiments in a line, and the two ways
 * forward: track another experiment, or re-validate with the results recorded so far.
 */
export function DecisionPanel({
  decision,
  onAdd,
  onRevalidate,
  canRevalidate,
}: {
  decision: Decision;
  onAdd: () => void;
  onRevalidate: () => void;
  /** Some result is recorded (otherwise a re-validation has nothing new to weigh). */
  canRevalidate: boolean;
}) {
  const hasPlan = useHasPlan();
  return (
    <section aria-labelledby="decision-title" className="card p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="decision-title" className="text-lg font-semibold text-ink-950">
          Decision
        </h2>
        <VerdictBadge verdict={decision.verdict} withFailed={decision.counts.failed > 0} large />
        <p className="text-sm text-ink-600">{experimentCounts(decision)}</p>
      </div>
      <h3 className="sr-only">Why</h3>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-700 marker:text-ink-500">
        {decision.reasons.map((reason) =>
          failureRules.has(reason.rule) ? (
            <li key={reason.rule} className="font-medium text-ink-900 marker:text-score-weak">
              <span className="font-semibold text-score-weak">Measured: </span>
              {reason.text}
            </li>
          ) : (
            <li key={reason.rule}>{reason.text}</li>
          ),
        )}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button type="button" onClick={onAdd} className="btn-secondary min-h-10 px-4 text-sm">
          Add an experiment
        </button>
        {canRevalidate && !hasPlan ? (
          <>
            <button
              type="button"
              aria-disabled
              aria-describedby="revalidate-needs-plan"
              className="btn-primary min-h-10 px-4 text-sm aria-disabled:opacity-60"
            >
              Re-validate with my results
            </button>
            <NeedsPlan id="revalidate-needs-plan">Re-validating needs a plan.</NeedsPlan>
          </>
        ) : canRevalidate ? (
          <button type="button" onClick={onRevalidate} className="btn-primary min-h-10 px-4 text-sm">
            Re-validate with my results
          </button>
        ) : (
          <p className="text-sm text-ink-600">Record a result to re-validate the idea with what you learned.</p>
        )}
      </div>
    </section>
  );
}
