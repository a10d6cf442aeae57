import { factorKeys, factorLabel, type FactorKey } from "@/lib/core/report/factors";
import { formatScore } from "@/lib/core/report/score";

/**
 * A measured result outranks an opinion. When the latest result of an experiment on a factor failed, no new version
 * of the validation (a rescore accepted from the conversation, a new validation of the idea) scores that factor above
 * what it scored when the failure was measured, until a newer result on the factor passes. Pure: the server reads
 * the results (lib/server/experiments/measured.ts) and stores what `heldScores` gives.
 */

/** The latest result of one experiment on a factor, with the factor's score in the validation of that moment. */
export interface FactorResult {
  factor: string;
  outcome: "passed" | "failed";
  /** ISO time the result was recorded. */
  recorded_at: string;
  /**
   * The score the measurement left the factor at: its score in the idea's latest validation when the result was
   * recorded, or lower where a validation since (a re-validation with the result) scored it lower; null with none.
   */
  score_then: number | null;
  /** What was measured, in words ("4 of 15 asked against people who would join ≥ 8 of 15 asked"). */
  measured: string;
}

export interface Ceiling {
  score: number;
  /** "Held at 2.8: an experiment on it failed (4 of 15 asked against …). A newer result that passes lifts it." */
  reason: string;
}

/** Per factor, the most it may score: the lowest score under a failure that no newer result on it has passed. */
export function measuredCeilings(results: readonly FactorResult[]): Map<FactorKey, Ceiling> {
  const ceilings = new Map<FactorKey, Ceiling>();
  for (const key of factorKeys) {
    const own = results.filter((result) => result.factor === key);
    const lastPass = own
      .filter((result) => result.outcome === "passed")
      .reduce((latest, result) => (result.recorded_at > latest ? result.recorded_at : latest), "");
    const standing = own.filter(
      (result) => result.outcome === "failed" && result.recorded_at > lastPass && result.score_then !== null,
    );
    const lowest = standing.sort((a, b) => a.score_then! - b.score_then!)[0];
    if (!lowest) continue;
    ceilings.set(key, {
      score: lowest.score_then!,
      reason: `Held at ${formatScore(lowest.score_then!)}: an experiment on ${factorLabel(key)} failed (${lowest.measured}). A newer result that passes lifts it.`,
    });
  }
  return ceilings;
}

export interface HeldFactor {
  factor: FactorKey;
  /** The score proposed. */
  from: number;
  /** The score kept: the ceiling. */
  to: number;
  reason: string;
}

/** The scores with every factor above its ceiling brought down to it, and which were. */
export function heldScores<S extends { score: number }>(
  scores: Record<FactorKey, S>,
  ceilings: ReadonlyMap<FactorKey, Ceiling>,
): { scores: Record<FactorKey, S>; held: HeldFactor[] } {
  const held: HeldFactor[] = [];
  const next = { ...scores };
  for (const [factor, ceiling] of ceilings) {
    const current = scores[factor];
    if (!current || current.score <= ceiling.score) continue;
    held.push({ factor, from: current.score, to: ceiling.score, reason: ceiling.reason });
    next[factor] = { ...current, score: ceiling.score };
  }
  return { scores: next, held };
}
