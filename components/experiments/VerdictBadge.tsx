import type { Verdict } from "@/lib/core/experiments/verdict";
import { verdictLabels } from "@/lib/core/labels";

const tone: Record<Verdict, string> = {
  keep_going: "bg-green-50 text-score-strong ring-green-600/20",
  change_something: "bg-orange-50 text-score-uncertain ring-orange-600/20",
  stop: "bg-red-50 text-score-weak ring-red-600/20",
};
/** Keep going beside a failed result: said, but never in the colour of success. */
const withFailure = "bg-stone-100 text-ink-800 ring-stone-400/40";

/**
 * The idea's verdict as a pill: Keep going (green), Change something (orange), Stop (red). With a failed experiment
 * Keep going is neutral, and `untested` (an idea with no result beside ones that have) says so instead.
 */
export function VerdictBadge({
  verdict,
  withFailed,
  large,
  untested,
}: {
  verdict: Verdict;
  /** Some experiment's latest result failed (the decision's `counts.failed`). */
  withFailed?: boolean;
  large?: boolean;
  untested?: boolean;
}) {
  const failed = Boolean(withFailed) && verdict === "keep_going";
  return (
    <span
      className={`inline-flex items-center rounded-full font-semibold ring-1 ring-inset ${
        large ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs"
      } ${untested ? withFailure : failed ? withFailure : tone[verdict]}`}
    >
      {untested ? "Untested" : verdictLabels[verdict]}
      {failed && !untested && <span className="ml-1 font-normal">with a failed result</span>}
    </span>
  );
}
