import { z } from "zod";
import { plainText } from "@/lib/validation/text";
import { factors, type FactorKey } from "./factors";
import { scoreTags } from "./score";

/**
 * The three report shapes of SPEC.md section 3: the single source for generation (what the model must return),
 * the API, saving and the UI. The `*Output` schemas are what the model writes; the `*Report` schemas add what the
 * code computes or stores.
 */

const text = (max = 2_000) => plainText().trim().min(1).max(max);
const step = z.object({ step: text(200), description: text() });
const moneyLine = z.object({ name: text(200), monthly_usd: z.number().min(0).max(100_000_000) });
const factorScore = z.object({ score: z.number().min(0).max(10), reason: text(600) });

export const painPointOutput = z.object({
  title: text(120),
  idea_summary: text(800),
  market_gap: text(1_500),
  pain_points: z.array(z.object({ pain_point: text(400), strategy: text(600) })).min(3).max(8),
});

export const marketingStrategyOutput = z.object({
  title: text(120),
  overview: text(1_500),
  target_audience: text(1_000),
  objectives: z.array(text(300)).min(2).max(6),
  key_channels: z.array(text(200)).min(2).max(8),
  tactics: z.array(step).min(3).max(8),
  timeline: z.array(step).min(3).max(8),
});

export const ideaEvaluationOutput = z.object({
  title: text(120),
  summary: text(1_500),
  scores: z.object(Object.fromEntries(factors.map((factor) => [factor.key, factorScore])) as Record<FactorKey, typeof factorScore>),
  monetization_report: z.object({
    income_streams: z.array(moneyLine).min(1).max(6),
    key_expenses: z.array(moneyLine).min(1).max(8),
    notes: text(1_500),
  }),
  strategic_insights: z.array(text(400)).min(3).max(8),
});

/** Stored and served with every report: its id and date once saved, and whether the offline demo model wrote it. */
const meta = {
  id: z.string().optional(),
  created_at: z.string().optional(),
  demo: z.boolean().optional(),
};

export const painPointReport = painPointOutput.extend(meta);
export const marketingStrategyReport = marketingStrategyOutput.extend(meta);
export const ideaEvaluationReport = ideaEvaluationOutput.extend({
  overall_score: z.number().min(0).max(10),
  score_tag: z.enum(scoreTags),
  ...meta,
});

export type PainPointReport = z.infer<typeof painPointReport>;
export type MarketingStrategyReport = z.infer<typeof marketingStrategyReport>;
export type IdeaEvaluationReport = z.infer<typeof ideaEvaluationReport>;
export type IdeaEvaluationOutput = z.infer<typeof ideaEvaluationOutput>;
