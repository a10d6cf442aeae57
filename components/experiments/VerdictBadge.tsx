import type { Verdict } from "@/lib/core/experiments/verdict";
import { verdictLabels } from "@/lib/core/labels";

const tone: Record<Verdict, string> = {
  keep_going: "bg-green-50 text-score-strong ring-green-600/20",
  change_something: "bg-orange-50 text-score-uncertain ring-orange-600/20",
  stop: "bg-red-50 text-score-weak ring-red-600/20",
};

/** The idea's verdict as a pill: Keep going (green), Change something (orange), Stop (red). */
export function VerdictBadge({ verdict, large }: { verdict: Verdict; large?: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full font-semibold ring-1 ring-inset ${
        large ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs"
      } ${tone[verdict]}`}
    >
      {verdictLabels[verdict]}
    </span>
  );
}
