import "server-only";
import type { LanguageModel, LanguageModelUsage } from "ai";
import type { UsageStep } from "@/lib/core/usage";

/** What one model call spent, as the provider reported it (0 where it reported nothing, e.g. a refused request). */
export interface ModelCall {
  step: UsageStep;
  model: string;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  reasoningTokens: number;
}

export const modelIdOf = (model: LanguageModel) => (typeof model === "string" ? model : model.modelId);

/**
 * Collects the calls of one run (a report with its scoring runs and any second try, or a chat answer), so the caller
 * can store them with what the run produced (lib/server/usage.ts). Model code fills it; it never touches the database.
 */
export class UsageMeter {
  readonly calls: ModelCall[] = [];

  record(step: ModelCall["step"], model: string, usage: LanguageModelUsage | undefined) {
    this.calls.push({
      step,
      model,
      inputTokens: usage?.inputTokens ?? 0,
      cachedInputTokens: usage?.inputTokenDetails?.cacheReadTokens ?? 0,
      outputTokens: usage?.outputTokens ?? 0,
      reasoningTokens: usage?.outputTokenDetails?.reasoningTokens ?? 0,
    });
  }

  get totalTokens() {
    return this.calls.reduce((sum, call) => sum + call.inputTokens + call.outputTokens, 0);
  }
}
