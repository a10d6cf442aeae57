/** Grades an overall idea score out of 10 (SPEC.md section 3 display rules: 7.5, 6 and 5). */
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
