import "server-only";
import { getEnv, type Env } from "@/lib/server/env";
import { ANSWER_MAX_TOKENS } from "@/lib/core/chat/limits";
import type { EveryKind } from "@/lib/core/kinds";

const reportBudgets = { pp: 4_000, ms: 5_000, iv: 10_000 } as const;
/** A report's budget, by its kind. */
const REPORT_BUDGETS: EveryKind<typeof reportBudgets> = reportBudgets;

/**
 * How many tokens each call may write (maxOutputTokens). Each budget holds the largest answer its schema admits, as
 * bench/answer-sizes.ts measures it (every list full, every text at its length limit): a model that keeps to the
 * schema cannot be cut short. The schemas were trimmed until that largest answer fits a budget a model writes within
 * the time limit; the figures, beside the demo's and the ShiftPlate example's, are in bench/README.md.
 */
export const OUTPUT_BUDGETS = {
  ...REPORT_BUDGETS,
  /** With web search a competitor may carry a URL. */
  ivWithSearch: 10_500,
  /** An extra scoring run: eight numbers. */
  scores: 400,
  /** A pitch page's draft: a headline, a subheading, three benefits and a price, at most about 600 characters. */
  pitch: 800,
  /** A problem survey's draft: a heading and seven questions at their longest, about 7,000 characters. */
  survey: 3_000,
  /** Four proposed pivots at their longest (a 1,500-character description each), about 14,000 characters. */
  pivots: 4_000,
} as const;
export type BudgetPurpose = keyof typeof OUTPUT_BUDGETS;

/** What a reasoning model may think before it writes: its reasoning counts against maxOutputTokens. */
export const REASONING_ROOM = 4_000;

/** The most any one call may be given, a cut-short retry included. */
export const MAX_BUDGET = 32_000;

/**
 * Whether the model reasons before it answers (its reasoning tokens count against the budget): AI_REASONING when set,
 * else by OpenAI's names (the o-series, GPT-5 and later, but not their "-chat" models).
 */
export function isReasoningModel(modelId: string, env: Env = getEnv()): boolean {
  if (env.AI_REASONING) return env.AI_REASONING === "1";
  const gpt = /^gpt-(\d+)/.exec(modelId);
  return /^o\d/.test(modelId) || (gpt !== null && Number(gpt[1]) >= 5 && !modelId.includes("-chat"));
}

/** The budget of one call: its purpose's, with room to reason on a reasoning model; AI_MAX_OUTPUT_TOKENS caps it. */
export function outputBudget(purpose: BudgetPurpose, modelId: string, env: Env = getEnv()): number {
  const budget = OUTPUT_BUDGETS[purpose] + (isReasoningModel(modelId, env) ? REASONING_ROOM : 0);
  return Math.min(budget, env.AI_MAX_OUTPUT_TOKENS ?? budget);
}

/**
 * The budget of a second try after an answer was cut short at `spent`, or null where a second try cannot do better:
 * a model that does not reason, given its purpose's whole budget, wrote past what the schema admits (a loop of
 * whitespace, say), and would again. A reasoning model gets twice as much; neither goes past AI_MAX_OUTPUT_TOKENS.
 */
export function budgetAfterCutShort(
  purpose: BudgetPurpose,
  spent: number,
  modelId: string,
  env: Env = getEnv(),
): number | null {
  const reasoning = isReasoningModel(modelId, env);
  if (!reasoning && spent >= OUTPUT_BUDGETS[purpose]) return null;
  const next = Math.min(env.AI_MAX_OUTPUT_TOKENS ?? MAX_BUDGET, reasoning ? spent * 2 : OUTPUT_BUDGETS[purpose]);
  return next > spent ? next : null;
}

/**
 * What a run may spend at most, roughly, for the daily token budget's hold on runs under way (lib/server/usage.ts):
 * its output budget and its scoring runs', and an allowance for what it sends.
 */
export function runTokenEstimate(purpose: BudgetPurpose | "answer", scoringRuns = 0): number {
  const INPUT_ALLOWANCE = 4_000;
  const output = purpose === "answer" ? ANSWER_MAX_TOKENS : OUTPUT_BUDGETS[purpose];
  return output + INPUT_ALLOWANCE + scoringRuns * (OUTPUT_BUDGETS.scores + INPUT_ALLOWANCE);
}
