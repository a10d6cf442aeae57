import "server-only";
import { recordOf } from "@/lib/core/objects";
import { z } from "zod";
import { getEnv, modesOf, type Env } from "@/lib/server/env";
import { factorKeys, factors, type FactorKey } from "@/lib/core/report/factors";
import type { ValidationOutput } from "@/lib/core/report/schemas";
import { overallScore } from "@/lib/core/report/score";

/**
 * Scores that hold still: a single model judgement moves from run to run, so the factor scores are drawn from several
 * independent scoring calls and each factor shows the median. Where the runs disagree by 2 or more, the factor is
 * flagged uncertain; the overall score is the mean of the medians, shown with its range across runs.
 */

/** A run disagreeing with another by this much or more makes a factor uncertain. */
export const UNCERTAIN_SPREAD = 2;

/** What an extra scoring call returns: the scores only, so it costs little and finishes with the main report. */
export const factorScoresOutput = z.object({
  scores: z.object(recordOf(factorKeys, () => z.object({ score: z.number().min(0).max(10) }))),
});
export type FactorScoresOutput = z.infer<typeof factorScoresOutput>;

/** How many scoring runs a validation takes: AI_SCORE_SAMPLES, else 3 with a real model and 1 with the demo model. */
export function scoreSampleCount(env: Env = getEnv()): number {
  return env.AI_SCORE_SAMPLES ?? (modesOf(env).ai === "demo" ? 1 : 3);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface SampledScores {
  scores: ValidationOutput["scores"] & Record<FactorKey, { samples?: number[]; spread?: number; uncertain?: boolean }>;
  score_samples: number;
  overall_range?: { min: number; max: number };
}

/**
 * The report's factor scores replaced by the median of the main run and the extra runs, with each factor's runs, its
 * spread and the uncertain flag; with one run the report is returned as it is.
 */
export function combineScoreSamples<T extends ValidationOutput>(
  report: T,
  extra: readonly FactorScoresOutput[],
): T & SampledScores {
  const runs = [report.scores, ...extra.map((run) => run.scores)];
  if (runs.length === 1) return { ...report, score_samples: 1 };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a copy the loop below fills with every factor's sampled score
  const scores = { ...report.scores } as SampledScores["scores"];
  for (const { key } of factors) {
    const samples = runs.map((run) => run[key].score);
    const spread = round1(Math.max(...samples) - Math.min(...samples));
    scores[key] = {
      ...report.scores[key],
      score: round1(median(samples)),
      samples,
      spread,
      uncertain: spread >= UNCERTAIN_SPREAD,
    };
  }
  const overalls = runs.map((run) => overallScore(factors.map(({ key }) => run[key].score)));
  return {
    ...report,
    scores,
    score_samples: runs.length,
    overall_range: { min: Math.min(...overalls), max: Math.max(...overalls) },
  };
}
