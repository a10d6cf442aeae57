import type { ResultReading } from "@/lib/core/experiments/reading";

/** A reading's colour: only a clear pass is drawn in the colours of success; one that leans either way is unsure. */
export const readingTone: Record<ResultReading, string> = {
  passed: "text-score-strong",
  failed: "text-score-weak",
  too_few: "text-score-uncertain",
  leaning_passed: "text-score-uncertain",
  leaning_failed: "text-score-uncertain",
  unsized: "text-score-uncertain",
};
