import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { demoIdeaEvaluation, demoMarketingStrategy, demoPainPoints } from "./reports";

export const DEMO_PROVIDER = "launchlens-demo";

const writers: Record<string, (idea: string) => unknown> = {
  pain_point_report: demoPainPoints,
  marketing_strategy: demoMarketingStrategy,
  idea_validation: demoIdeaEvaluation,
};

const usage = (text: string) => ({
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: Math.ceil(text.length / 4), text: Math.ceil(text.length / 4), reasoning: 0 },
});

/** The idea from the user message (between <idea> tags), as the real model would read it. */
function ideaOf(options: LanguageModelV4CallOptions): string {
  const user = [...options.prompt].reverse().find((message) => message.role === "user");
  const text = user?.role === "user" ? user.content.map((part) => (part.type === "text" ? part.text : "")).join("\n") : "";
  return /<idea>\s*([\s\S]*?)\s*<\/idea>/.exec(text)?.[1] ?? text;
}

function reportFor(options: LanguageModelV4CallOptions): string {
  const name = options.responseFormat?.type === "json" ? options.responseFormat.name : undefined;
  const write = name ? writers[name] : undefined;
  if (!write) throw new Error(`The demo model writes only LaunchLens reports, not "${name ?? "free text"}"`);
  return JSON.stringify(write(ideaOf(options)));
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

  constructor(private readonly streamDelayMs = 12) {}

  async doGenerate(options: LanguageModelV4CallOptions) {
    const text = reportFor(options);
    return {
      content: [{ type: "text" as const, text }],
      finishReason: { unified: "stop" as const, raw: "stop" },
      usage: usage(text),
      warnings: [],
    };
  }

  async doStream(options: LanguageModelV4CallOptions) {
    const text = reportFor(options);
    const delay = this.streamDelayMs;
    const stream = new ReadableStream<LanguageModelV4StreamPart>({
      async start(controller) {
        controller.enqueue({ type: "stream-start", warnings: [] });
        controller.enqueue({ type: "text-start", id: "report" });
        for (let offset = 0; offset < text.length; offset += 48) {
          if (options.abortSignal?.aborted) break;
          controller.enqueue({ type: "text-delta", id: "report", delta: text.slice(offset, offset + 48) });
          if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        }
        controller.enqueue({ type: "text-end", id: "report" });
        controller.enqueue({ type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: usage(text) });
        controller.close();
      },
    });
    return { stream };
  }
}
