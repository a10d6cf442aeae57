import type { Decision } from "@/lib/core/experiments/verdict";
import { DecisionHead } from "./DecisionHead";
import { NeedsPlan, useHasPlan } from "@/components/app/plan";

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
      <DecisionHead decision={decision} titleId="decision-title" />
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
