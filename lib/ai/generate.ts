import "server-only";
import {
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  streamText,
  TypeValidationError,
  type LanguageModel,
} from "ai";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";
import { withComputedFigures } from "@/lib/core/report/computed";
import type { ReportKind } from "@/lib/core/kinds";
import { generators } from "./generators";
import { getModel, isDemoModel, webSearchTools } from "./model";
import { ideaMessage } from "./prompts/shared";
import { scoresTask, webSearchInstructions } from "./prompts/validation";
import { validationWithSearchOutput, type ValidationOutput } from "@/lib/core/report/schemas";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";
import { webSourcesOf } from "./web-sources";
import { combineScoreSamples, factorScoresOutput, scoreSampleCount, type FactorScoresOutput } from "./score-samples";
import { evidenceOf } from "@/lib/core/report/claims";
import { withProvenance } from "./integrity";
import { messageOf } from "@/lib/core/errors";

/** A report could not be generated; `message` is its kind's 502 wording (docs/API.md, "Reports: generate"). */
export class ReportGenerationError extends Error {
  constructor(
    readonly kind: ReportKind,
    readonly cause: unknown,
  ) {
    super(generators[kind].failure);
    this.name = "ReportGenerationError";
  }
}

export interface GenerateOptions {
  model?: LanguageModel;
  timeoutMs?: number;
  /** Aborts the generation, e.g. when the browser that asked for it goes away. */
  signal?: AbortSignal;
  /** The founder's customer evidence: fenced as data in the prompt, and what every quote is checked against. */
  evidence?: string;
}

/** The model returned something, but not a report of the right shape: worth one more try. */
function isMalformed(error: unknown): boolean {
  return (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error)
  );
}

function callSettings(kind: ReportKind, idea: string, options: GenerateOptions) {
  const env = getEnv();
  const generator = generators[kind];
  const model = options.model ?? getModel();
  // Only the idea validation searches, and only when configured: without search its schema has no URL to fill.
  const tools = kind === "iv" && !options.model ? webSearchTools() : undefined;
  return {
    model,
    output: tools
      ? Output.object({ schema: validationWithSearchOutput, name: generator.name })
      : Output.object({ schema: generator.schema, name: generator.name }),
    instructions: tools ? `${generator.instructions}\n\n${webSearchInstructions}` : generator.instructions,
    ...(tools ? { tools } : {}),
    prompt: ideaMessage(idea, generator.task, options.evidence),
    maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS,
    // One retry of a 429 or 5xx inside the time limit; the provider's own back-off applies.
    maxRetries: 1,
    abortSignal: AbortSignal.any([
      AbortSignal.timeout(options.timeoutMs ?? env.AI_TIMEOUT_MS),
      ...(options.signal ? [options.signal] : []),
    ]),
  };
}

/**
 * The extra scoring runs of an idea validation (AI_SCORE_SAMPLES − 1), started at once and in parallel with the main
 * report, so the wait is not longer. A run that fails is left out; the promise never rejects.
 */
function sampleFactorScores(kind: ReportKind, idea: string, options: GenerateOptions): Promise<FactorScoresOutput[]> {
  const extra = kind === "iv" ? scoreSampleCount() - 1 : 0;
  if (extra <= 0) return Promise.resolve([]);
  // Scores only: no searching in the extra runs.
  const settings = { ...callSettings(kind, idea, options), tools: undefined };
  const runs = Array.from({ length: extra }, () =>
    generateText({
      ...settings,
      output: Output.object({ schema: factorScoresOutput, name: "factor_scores" }),
      prompt: ideaMessage(idea, scoresTask, options.evidence),
      maxOutputTokens: 800,
    }).then(({ output }) => output),
  );
  return Promise.allSettled(runs).then((results) =>
    results.flatMap((result) => {
      if (result.status === "fulfilled") return [result.value];
      log().warn({ reason: messageOf(result.reason) }, "ai: a scoring run failed and was left out");
      return [];
    }),
  );
}

function finish(
  kind: ReportKind,
  output: unknown,
  model: LanguageModel,
  evidenceText: string | undefined,
  samples: FactorScoresOutput[] = [],
  sourceParts: readonly unknown[] = [],
) {
  const evidence = evidenceOf(evidenceText);
  const completed = generators[kind].complete(output, evidence, webSourcesOf(sourceParts));
  const checked =
    kind === "iv" ? withComputedFigures(combineScoreSamples(completed as ValidationOutput, samples)) : completed;
  const report: Record<string, unknown> = {
    ...(checked as Record<string, unknown>),
    schema_version: REPORT_SCHEMA_VERSION,
    evidence_provided: evidence !== null,
  };
  // Signed, so the client's unchanged copy of it can be saved as what it is (lib/ai/integrity.ts).
  return withProvenance(kind, isDemoModel(model) ? { ...report, demo: true } : report);
}

/** Fields whose claims are checked only once the report is complete: a partial report shows none of them yet. */
const UNCHECKED_WHILE_STREAMING = new Set(["quotes", "quote", "customer_words", "mentions", "basis", "source"]);

function withoutUncheckedClaims(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUncheckedClaims);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !UNCHECKED_WHILE_STREAMING.has(key))
      .map(([key, inner]) => [key, withoutUncheckedClaims(inner)]),
  );
}

/** Generates one report; a malformed answer is retried once, then the kind's failure is thrown. */
export async function generateReport(kind: ReportKind, idea: string, options: GenerateOptions = {}) {
  const samples = sampleFactorScores(kind, idea, options);
  for (let attempt = 1; ; attempt++) {
    const settings = callSettings(kind, idea, options);
    try {
      const { output, sources } = await generateText(settings);
      return finish(kind, output, settings.model, options.evidence, await samples, sources);
    } catch (error) {
      if (attempt === 1 && isMalformed(error)) continue;
      throw new ReportGenerationError(kind, error);
    }
  }
}

export type ReportEvent = { type: "partial"; data: unknown } | { type: "done"; data: Record<string, unknown> };

/**
 * Streams one report: partial objects as the model writes them, then the complete report. If the streamed answer turns
 * out malformed, one more try is made without streaming and its report ends the stream.
 */
export async function* streamReport(
  kind: ReportKind,
  idea: string,
  options: GenerateOptions = {},
): AsyncGenerator<ReportEvent> {
  const settings = callSettings(kind, idea, options);
  const samples = sampleFactorScores(kind, idea, options);
  let failure: unknown;
  const result = streamText({
    ...settings,
    onError: ({ error }) => {
      failure = error;
    },
  });
  try {
    // A demo report says so from its first streamed section, so the page does not jump when the notice appears.
    const marking = isDemoModel(settings.model) ? { demo: true } : {};
    for await (const partial of result.partialOutputStream)
      yield { type: "partial", data: { ...(withoutUncheckedClaims(partial) as object), ...marking } };
    const output = await result.output;
    yield {
      type: "done",
      data: finish(kind, output, settings.model, options.evidence, await samples, await result.sources),
    };
  } catch (error) {
    const cause = failure ?? error;
    if (!isMalformed(cause)) throw new ReportGenerationError(kind, cause);
    yield { type: "done", data: await generateReport(kind, idea, options) };
  }
}
