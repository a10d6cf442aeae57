/** Grades an overall idea score out of 10 (Strong ≥ 7.5, Promising ≥ 6, Uncertain ≥ 5, else Weak). */
export const scoreTags = ["Strong", "Promising", "Uncertain", "Weak"] as const;
export type ScoreTag = (typeof scoreTags)[number];

export function scoreTag(score: number): ScoreTag {
  if (score >= 7.5) return "Strong";
  if (score >= 6) return "Promising";
  if (score >= 5) return "Uncertain";
  return "Weak";
}

/** The mean of the factor scores, to one decimal. */
export function overallScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return Math.round(mean * 10) / 10;
}

/** A score as every screen shows it: one decimal ("4.0"), so 4 and 4.0 never sit side by side. */
export const formatScore = (score: number) => score.toFixed(1);

/** The grade line under the overall score: the grade, then the strongest and weakest factors. */
export function gradeLine(
  grade: ScoreTag,
  strongest: { label: string; score: number } | null,
  weakest: { label: string; score: number } | null,
): string {
  const lead: Record<ScoreTag, string> = {
    Strong: "Strong: worth building, with the experiments below to confirm it.",
    Promising: "Promising: worth testing before you build.",
    Uncertain: "Uncertain: answer the weakest factors before you invest.",
    Weak: "Weak: rethink the problem or the customer before building.",
  };
  if (!strongest || !weakest || strongest.label === weakest.label) return lead[grade];
  return `${lead[grade]} Strongest: ${strongest.label} (${formatScore(strongest.score)}); weakest: ${weakest.label} (${formatScore(weakest.score)}).`;
}
