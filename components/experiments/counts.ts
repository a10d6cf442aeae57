import type { Decision } from "@/lib/core/experiments/verdict";

/** "1 passed · 2 failed · 3 due (1 overdue)": the experiments in a line, leaving out what is zero. */
export function experimentCounts(decision: Pick<Decision, "counts" | "overdue">): string {
  const { counts, overdue } = decision;
  const due = counts.planned + counts.running;
  const parts = [
    counts.passed > 0 ? `${counts.passed} passed` : null,
    counts.failed > 0 ? `${counts.failed} failed` : null,
    due > 0 ? `${due} due${overdue > 0 ? ` (${overdue} overdue)` : ""}` : null,
  ].filter(Boolean);
  if (parts.length > 0) return parts.join(" · ");
  return counts.abandoned > 0 ? `${counts.abandoned} abandoned` : "No experiments yet";
}
