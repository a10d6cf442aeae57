import "server-only";
import type { TextStreamPart, ToolSet } from "ai";

type Part = TextStreamPart<ToolSet>;
type FinishStep = Extract<Part, { type: "finish-step" }>;

/**
 * Stops an answer at `maxChars` of text: the delta that reaches it is cut there, the model's stream is stopped (no more
 * of it is read, so a model that ignores its token cap costs no more time or memory), and the step and the answer end
 * as if the model had stopped for length. What was streamed is what is stored.
 */
export function capAnswer(maxChars: number, { onCapped }: { onCapped?: () => void } = {}) {
  return ({ stopStream }: { stopStream: () => void }) => {
    let written = 0;
    let stopped = false;
    const openTexts = new Set<string>();
    let stepStarted = performance.now();
    return new TransformStream<Part, Part>({
      transform(part, controller) {
        if (stopped) return;
        if (part.type === "start-step") stepStarted = performance.now();
        if (part.type === "text-start") openTexts.add(part.id);
        if (part.type === "text-end") openTexts.delete(part.id);
        if (part.type !== "text-delta" || written + part.text.length < maxChars) {
          if (part.type === "text-delta") written += part.text.length;
          controller.enqueue(part);
          return;
        }
        // The last piece that fits; a surrogate pair is never split.
        const room = maxChars - written;
        const kept = part.text.slice(0, room).replace(/[\uD800-\uDBFF]$/, "");
        if (kept) controller.enqueue({ ...part, text: kept });
        stopped = true;
        stopStream();
        onCapped?.();
        for (const id of openTexts) controller.enqueue({ type: "text-end", id });
        controller.enqueue(lengthStop(performance.now() - stepStarted));
        controller.enqueue({ type: "finish", finishReason: "length", rawFinishReason: undefined, totalUsage: noUsage });
      },
    });
  };
}

const noUsage: FinishStep["usage"] = {
  inputTokens: undefined,
  inputTokenDetails: { noCacheTokens: undefined, cacheReadTokens: undefined, cacheWriteTokens: undefined },
  outputTokens: undefined,
  outputTokenDetails: { textTokens: undefined, reasoningTokens: undefined },
  totalTokens: undefined,
};

/** The end of the step the cap stopped: the provider's own end (with its usage) never comes. */
function lengthStop(stepTimeMs: number): FinishStep {
  return {
    type: "finish-step",
    response: { id: "capped", timestamp: new Date(), modelId: "" },
    usage: noUsage,
    performance: {
      effectiveOutputTokensPerSecond: 0,
      outputTokensPerSecond: undefined,
      inputTokensPerSecond: undefined,
      effectiveTotalTokensPerSecond: 0,
      stepTimeMs,
      responseTimeMs: stepTimeMs,
      toolExecutionMs: {},
      timeToFirstOutputMs: undefined,
    },
    finishReason: "length",
    rawFinishReason: undefined,
    providerMetadata: undefined,
  };
}
