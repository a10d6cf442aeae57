import type { Decision, VerdictRule } from "@/lib/core/experiments/verdict";
import { experimentCounts } from "./counts";
import { VerdictBadge } from "./VerdictBadge";

/** The reasons a measured failure gave: first in the list, and marked so, whatever the verdict. */
const failureRules = new Set<VerdictRule>(["failed_riskiest", "failed_weak", "mostly_failed", "failed_minor"]);

/**
 * A decision's head: its title, the verdict, the experiments in a line and each rule that fired as a reason, a
 * measured failure first and marked so. The idea page's panel and a shared decision draw it alike (no hooks: it
 * renders on the server too).
 */
export function DecisionHead({ decision, titleId }: { decision: Decision; titleId: string }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-ink-950">
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
    </>
  );
}
