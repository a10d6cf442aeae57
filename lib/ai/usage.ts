import "server-only";
import type { LanguageModel, LanguageModelUsage } from "ai";
import type { UsageStep } from "@/lib/core/usage";

/**
 * What one model call spent, as the provider reported it; where it reported nothing for a call that ran (a stream the
 * founder stopped, an answer cut at our cap), estimated from the characters sent and received, and marked so.
 */
export interface ModelCall {
  step: UsageStep;
  model: string;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  reasoningTokens: number;
  estimated: boolean;
}

/** What a call sent and received, in characters, for the estimate when the provider says nothing. */
export interface CallSize {
  inputChars: number;
  outputChars: number;
}

/** About four characters a token in English prose and JSON (o200k measures 4.1 to 4.6 on our reports). */
const CHARS_PER_TOKEN = 4;
const tokensOf = (chars: number) => Math.ceil(chars / CHARS_PER_TOKEN);

export const modelIdOf = (model: LanguageModel) => (typeof model === "string" ? model : model.modelId);

/**
 * Collects the calls of one run (a report with its scoring runs and any second try, or a chat answer), so the caller
 * can store them with what the run produced (lib/server/usage.ts). Model code fills it; it never touches the database.
 */
export class UsageMeter {
  readonly calls: ModelCall[] = [];

  /** One call: its usage as reported, else (`size` given and something was written) the estimate. */
  record(step: ModelCall["step"], model: string, usage: LanguageModelUsage | undefined, size?: CallSize) {
    const reported = usage?.inputTokens !== undefined || usage?.outputTokens !== undefined;
    if (!reported && size && size.outputChars > 0) {
      this.calls.push({
        step,
        model,
        inputTokens: tokensOf(size.inputChars),
        cachedInputTokens: 0,
        outputTokens: tokensOf(size.outputChars),
        reasoningTokens: 0,
        estimated: true,
      });
      return;
    }
    this.calls.push({
      step,
      model,
      inputTokens: usage?.inputTokens ?? 0,
      cachedInputTokens: usage?.inputTokenDetails?.cacheReadTokens ?? 0,
      outputTokens: usage?.outputTokens ?? 0,
      reasoningTokens: usage?.outputTokenDetails?.reasoningTokens ?? 0,
      estimated: false,
    });
  }

  get totalTokens() {
    return this.calls.reduce((sum, call) => sum + call.inputTokens + call.outputTokens, 0);
  }
}
