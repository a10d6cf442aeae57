import "server-only";
import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { demoChatTurn, isChatCall, type DemoTurn } from "./chat";
import { demoValidation, demoStrategy, demoPainPoints } from "./reports";

export const DEMO_PROVIDER = "launchlens-demo";

const writers: Record<string, (idea: string, evidence?: string) => unknown> = {
  pain_point_report: demoPainPoints,
  marketing_strategy: demoStrategy,
  idea_validation: demoValidation,
  // The same scores as its validation: the demo model is deterministic, so extra scoring runs agree exactly.
  factor_scores: (idea: string, evidence?: string) => ({
    scores: Object.fromEntries(
      Object.entries(demoValidation(idea, evidence).scores).map(([key, factor]) => [key, { score: factor.score }]),
    ),
  }),
};

const usage = (text: string) => ({
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: Math.ceil(text.length / 4), text: Math.ceil(text.length / 4), reasoning: 0 },
});

/** The idea and the evidence from the user message (between their tags), as the real model would read them. */
function inputOf(options: LanguageModelV4CallOptions): { idea: string; evidence?: string } {
  const user = [...options.prompt].reverse().find((message) => message.role === "user");
  const text =
    user?.role === "user" ? user.content.map((part) => (part.type === "text" ? part.text : "")).join("\n") : "";
  const idea = /<idea>\s*([\s\S]*?)\s*<\/idea>/.exec(text)?.[1] ?? text;
  const evidence = /<evidence>\n([\s\S]*?)\n<\/evidence>/.exec(text)?.[1];
  return { idea, evidence };
}

function reportFor(options: LanguageModelV4CallOptions): string {
  const name = options.responseFormat?.type === "json" ? options.responseFormat.name : undefined;
  const write = name ? writers[name] : undefined;
  if (!write) throw new Error(`The demo model writes only LaunchLens reports, not "${name ?? "free text"}"`);
  const { idea, evidence } = inputOf(options);
  return JSON.stringify(write(idea, evidence));
}

/**
 * The offline demo model: the AI SDK's language-model interface, answering without any network. Deterministic for the
 * same idea. Streaming sends the JSON in small pieces with a short pause, so the UI builds up as with a real model.
 */
export class DemoLanguageModel implements LanguageModelV4 {
  readonly specificationVersion = "v4";
  readonly provider = DEMO_PROVIDER;
  readonly modelId = "offline-demo";
  readonly supportedUrls = {};

  constructor(readonly streamDelayMs = 12) {}

  async doGenerate(options: LanguageModelV4CallOptions) {
    if (isChatCall(options)) {
      const turn = demoChatTurn(options);
      return {
        content: "text" in turn ? [{ type: "text" as const, text: turn.text }] : [toolCall(turn)],
        finishReason: finish(turn),
        usage: usage("text" in turn ? turn.text : JSON.stringify(turn.input)),
        warnings: [],
      };
    }
    const text = reportFor(options);
    return {
      content: [{ type: "text" as const, text }],
      finishReason: { unified: "stop" as const, raw: "stop" },
      usage: usage(text),
      warnings: [],
    };
  }

  async doStream(options: LanguageModelV4CallOptions) {
    const turn: DemoTurn = isChatCall(options) ? demoChatTurn(options) : { text: reportFor(options) };
    const delay = this.streamDelayMs;
    // A conversation's answer streams in words, a report's JSON in fixed pieces.
    const pieces =
      "text" in turn
        ? isChatCall(options)
          ? (turn.text.match(/\S+\s*/g) ?? [])
          : (turn.text.match(/[\s\S]{1,48}/g) ?? [])
        : [];
    const stream = new ReadableStream<LanguageModelV4StreamPart>({
      async start(controller) {
        controller.enqueue({ type: "stream-start", warnings: [] });
        if ("text" in turn) {
          controller.enqueue({ type: "text-start", id: "demo" });
          for (const piece of pieces) {
            if (options.abortSignal?.aborted) break;
            controller.enqueue({ type: "text-delta", id: "demo", delta: piece });
            if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
          }
          controller.enqueue({ type: "text-end", id: "demo" });
        } else {
          controller.enqueue(toolCall(turn));
        }
        const text = "text" in turn ? turn.text : JSON.stringify(turn.input);
        controller.enqueue({ type: "finish", finishReason: finish(turn), usage: usage(text) });
        controller.close();
      },
    });
    return { stream };
  }
}

let calls = 0;
const toolCall = (turn: Extract<DemoTurn, { tool: string }>) => ({
  type: "tool-call" as const,
  toolCallId: `demo-call-${++calls}`,
  toolName: turn.tool,
  input: JSON.stringify(turn.input),
});
const finish = (turn: DemoTurn) =>
  "text" in turn ? { unified: "stop" as const, raw: "stop" } : { unified: "tool-calls" as const, raw: "tool_calls" };
