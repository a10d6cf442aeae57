import { factors } from "@/lib/core/report/factors";

export interface ScoredVersion {
  version: number;
  overall_score?: number | null;
  score_tag?: string | null;
  scores?: Record<string, number | null>;
  /** The version's SOM (market size), when it has one. */
  som?: { low: number; base: number; high: number } | null;
}

/** A change of score as a founder reads it: "+1.0", "−0.5" (a real minus sign), or "no change". */
export function formatDelta(delta: number | null): string {
  if (delta === null) return "—";
  const rounded = Math.round(delta * 10) / 10;
  if (rounded === 0) return "no change";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(1)}`;
}

const difference = (now: number | null | undefined, before: number | null | undefined) =>
  typeof now === "number" && typeof before === "number" ? now - before : null;

/** What changed from one validation to the next: the overall score, each factor, and the grade. */
export function versionChange(previous: ScoredVersion, current: ScoredVersion) {
  return {
    overall: difference(current.overall_score, previous.overall_score),
    grade:
      previous.score_tag && current.score_tag && previous.score_tag !== current.score_tag
        ? `${previous.score_tag} → ${current.score_tag}`
        : null,
    som:
      previous.som && current.som && previous.som.base !== current.som.base
        ? { before: previous.som, after: current.som }
        : null,
    factors: factors.map((factor) => ({
      key: factor.key,
      label: factor.label,
      delta: difference(current.scores?.[factor.key], previous.scores?.[factor.key]),
    })),
  };
}
