import type { Decision } from "@/lib/core/experiments/verdict";
import { DecisionHead } from "./DecisionHead";
import { NeedsPlan, useCanEdit, useHasPlan } from "@/components/app/plan";
import type { Revalidation } from "@/lib/core/experiments/revalidation";

/**
 * The idea page's opening: the verdict, each rule that fired as a reason, the experiments in a line, and the two ways
 * forward: track another experiment, or re-validate with a result the latest validation has not seen.
 */
export function DecisionPanel({
  decision,
  onAdd,
  onRevalidate,
  revalidate,
}: {
  decision: Decision;
  onAdd: () => void;
  onRevalidate: () => void;
  /** Whether a result is new since the latest validation (otherwise a re-validation has nothing new to weigh). */
  revalidate: Revalidation;
}) {
  const hasPlan = useHasPlan();
  const canEdit = useCanEdit();
  const waiting = (id: string, why: React.ReactNode) => (
    <>
      <button
        type="button"
        aria-disabled
        aria-describedby={id}
        className="btn-primary min-h-10 px-4 text-sm aria-disabled:opacity-60"
      >
        Re-validate with my results
      </button>
      {why}
    </>
  );
  return (
    <section aria-labelledby="decision-title" className="card p-5">
      <DecisionHead decision={decision} titleId="decision-title" />
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {canEdit && (
          <button type="button" onClick={onAdd} className="btn-secondary min-h-10 px-4 text-sm">
            Add an experiment
          </button>
        )}
        {!revalidate.can ? (
          waiting(
            "revalidate-waits",
            <p id="revalidate-waits" className="text-sm text-ink-600">
              {revalidate.why}
            </p>,
          )
        ) : !hasPlan ? (
          waiting(
            "revalidate-needs-plan",
            <NeedsPlan id="revalidate-needs-plan">Re-validating needs a plan.</NeedsPlan>,
          )
        ) : (
          <button type="button" onClick={onRevalidate} className="btn-primary min-h-10 px-4 text-sm">
            Re-validate with my results
          </button>
        )}
      </div>
    </section>
  );
}
