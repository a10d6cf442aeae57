import "server-only";
import {
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  streamText,
  TypeValidationError,
  type FinishReason,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
} from "ai";
import type { z } from "zod";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";
import { withComputedFigures } from "@/lib/core/report/computed";
import type { ReportKind } from "@/lib/core/kinds";
import { generators } from "./generators";
import { getModel, isDemoModel, usesOpenAI, webSearchTools } from "./model";
import { ideaMessage } from "./prompts/shared";
import { scoresTask, webSearchInstructions } from "./kinds/validation/prompt";
import { validationWithSearchOutput, type ReportShapes, type ValidationOutput } from "@/lib/core/report/schemas";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";
import { webSourcesOf } from "./web-sources";
import { combineScoreSamples, factorScoresOutput, scoreSampleCount, type FactorScoresOutput } from "./score-samples";
import { evidenceOf } from "@/lib/core/report/claims";
import type { ReportBinding } from "@/lib/core/report/binding";
import { withProvenance } from "./provenance";
import { budgetAfterCutShort, isReasoningModel, outputBudget, type BudgetPurpose } from "./budgets";
import { AnswerEndedEarly, endingOf, failureForLog } from "./failures";
import { answerTextOf, isRepairable, REPAIR_CHARS_PER_TOKEN, repairMessages } from "./repair";
import { structuredOutput, structuredOutputMode, withSchemaInstructions } from "./structured-output";
import { modelIdOf, UsageMeter } from "./usage";
import { checkedWhileStreaming } from "./streaming";

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
  /** Collects every model call's tokens, for the caller to store with the report. */
  meter?: UsageMeter;
  /**
   * What the report is made for (the idea's text, the founder's own evidence, the account or free try): its signature
   * names it, so a copy is believed only for the same idea, evidence and owner. Without one it goes unsigned.
   */
  binding?: ReportBinding;
}

/** The model returned something, but not a report of the right shape: worth one repair. */
function isMalformed(error: unknown): boolean {
  return (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error)
  );
}

/** Everything one report's calls share: the model, what is asked and how, and the time limit. */
function planOf(kind: ReportKind, idea: string, options: GenerateOptions) {
  const generator = generators[kind];
  const model = options.model ?? getModel();
  const modelId = modelIdOf(model);
  // Only the idea validation searches, and only when configured: without search its schema has no URL to fill.
  const tools = kind === "iv" && !options.model ? webSearchTools() : undefined;
  const schema: z.ZodType = tools ? validationWithSearchOutput : generator.schema;
  // The demo model reads no schema and writes only valid reports: it is always asked the strict way.
  const mode = isDemoModel(model) ? "strict" : structuredOutputMode();
  const instructions = tools ? `${generator.instructions}\n\n${webSearchInstructions}` : generator.instructions;
  const purpose: BudgetPurpose = tools ? "ivWithSearch" : kind;
  return {
    kind,
    model,
    modelId,
    purpose,
    schema,
    mode,
    tools,
    instructions: withSchemaInstructions(instructions, schema, mode),
    prompt: ideaMessage(idea, generator.task, options.evidence),
    // Reasoning counts against the budget: OpenAI's reasoning models are asked to keep theirs short.
    providerOptions:
      usesOpenAI() && isReasoningModel(modelId) ? { openai: { reasoningEffort: "low" as const } } : undefined,
    abortSignal: AbortSignal.any([
      AbortSignal.timeout(options.timeoutMs ?? getEnv().AI_TIMEOUT_MS),
      ...(options.signal ? [options.signal] : []),
    ]),
    meter: options.meter ?? new UsageMeter(),
  };
}
type Plan = ReturnType<typeof planOf>;

/** The settings of one call of a plan: `messages` for a repair, else the plan's prompt. */
function callOf(plan: Plan, budget: number, messages?: ModelMessage[]) {
  return {
    model: plan.model,
    output: structuredOutput(plan.schema, generators[plan.kind].name, plan.mode),
    instructions: plan.instructions,
    ...(messages ? { messages } : { prompt: plan.prompt }),
    ...(plan.tools ? { tools: plan.tools } : {}),
    maxOutputTokens: budget,
    providerOptions: plan.providerOptions,
    // One retry of a 429 or 5xx inside the time limit, after the provider's Retry-After when it sends one.
    maxRetries: 1,
    abortSignal: plan.abortSignal,
  };
}

/** A finished report as generation hands it over: checked, computed, versioned and signed. */
export type GeneratedReport<K extends ReportKind = ReportKind> = ReportShapes[K];

/** How a call ended, as its end event told it (the SDK reports it before it parses the answer). */
interface CallEnd {
  finishReason: FinishReason;
  rawFinishReason: string | undefined;
  usage: LanguageModelUsage;
}

/** Throws the founder's reason when a call ended early; returns when it ended as an answer should. */
function checkEnding(end: CallEnd | undefined, plan: Plan, budget: number) {
  const ending = end ? endingOf(end.finishReason, end.rawFinishReason) : "other";
  if (ending !== "cut-short" && ending !== "refused" && ending !== "filtered") return;
  log().warn(
    { kind: plan.kind, model: plan.modelId, ending, budget, outputTokens: end?.usage.outputTokens },
    "ai: an answer ended early",
  );
  throw new AnswerEndedEarly(ending, budget);
}

type Attempt =
  | { type: "done"; output: unknown; sources: readonly unknown[] }
  | { type: "malformed"; text: string | undefined; error: unknown };

/** One call of the plan, its tokens recorded: the answer, a malformed one (to repair), or a thrown failure. */
async function attempt(plan: Plan, step: "report" | "retry" | "repair", budget: number, messages?: ModelMessage[]) {
  let end: CallEnd | undefined;
  try {
    const result = await generateText({
      ...callOf(plan, budget, messages),
      onEnd: (event) => {
        end = event;
      },
    });
    checkEnding(end, plan, budget);
    return { type: "done", output: result.output, sources: result.sources } satisfies Attempt;
  } catch (error) {
    checkEnding(end, plan, budget);
    if (!isMalformed(error)) throw error;
    return { type: "malformed", text: answerTextOf(error), error } satisfies Attempt;
  } finally {
    plan.meter.record(step, plan.modelId, end?.usage);
  }
}

/**
 * The one second try a failed first answer gets, where it can succeed: a cut-short answer again with a larger budget
 * (when there is one to give), a malformed one repaired (the model is shown what the check found).
 */
async function secondTry(plan: Plan, first: unknown, budget: number): Promise<Attempt & { type: "done" }> {
  let second: Attempt;
  if (first instanceof AnswerEndedEarly) {
    const larger = first.ending === "cut-short" ? budgetAfterCutShort(plan.purpose, budget, plan.modelId) : null;
    if (larger === null) throw first;
    second = await attempt(plan, "retry", larger);
  } else {
    // An answer far past its budget is not sent back: the repair would cost as much again in input.
    const text = answerTextOf(first);
    second =
      text && isRepairable(text, budget)
        ? await attempt(plan, "repair", budget, repairMessages(plan.prompt, text, first))
        : await attempt(plan, "retry", budget);
  }
  if (second.type === "malformed") throw second.error;
  return second;
}

const canTryAgain = (error: unknown) =>
  (error instanceof AnswerEndedEarly && error.ending === "cut-short") || isMalformed(error);

/**
 * The extra scoring runs of an idea validation (AI_SCORE_SAMPLES − 1), started at once and in parallel with the main
 * report, so the wait is not longer. A run that fails is left out; the promise never rejects.
 */
function sampleFactorScores(plan: Plan, idea: string, evidence: string | undefined): Promise<FactorScoresOutput[]> {
  const extra = plan.kind === "iv" ? scoreSampleCount() - 1 : 0;
  if (extra <= 0) return Promise.resolve([]);
  const runs = Array.from({ length: extra }, async () => {
    let usage: LanguageModelUsage | undefined;
    try {
      // Scores only: no searching in the extra runs.
      const { output } = await generateText({
        model: plan.model,
        output: structuredOutput(factorScoresOutput, "factor_scores", plan.mode),
        instructions: withSchemaInstructions(generators.iv.instructions, factorScoresOutput, plan.mode),
        prompt: ideaMessage(idea, scoresTask, evidence),
        maxOutputTokens: outputBudget("scores", plan.modelId),
        providerOptions: plan.providerOptions,
        maxRetries: 1,
        abortSignal: plan.abortSignal,
        onEnd: (event) => {
          usage = event.usage;
        },
      });
      return output;
    } finally {
      plan.meter.record("scores", plan.modelId, usage);
    }
  });
  return Promise.allSettled(runs).then((results) =>
    results.flatMap((result) => {
      if (result.status === "fulfilled") return [result.value];
      log().warn(failureForLog(result.reason), "ai: a scoring run failed and was left out");
      return [];
    }),
  );
}

function finish<K extends ReportKind>(
  kind: K,
  output: unknown,
  model: LanguageModel,
  { evidence: evidenceText, binding }: Pick<GenerateOptions, "evidence" | "binding">,
  samples: FactorScoresOutput[] = [],
  sourceParts: readonly unknown[] = [],
) {
  const evidence = evidenceOf(evidenceText);
  const completed = generators[kind].complete(output, evidence, webSourcesOf(sourceParts));
  const checked =
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- kind is "iv" here, so the completed output is a validation; TypeScript cannot narrow it through the generic kind
    kind === "iv" ? withComputedFigures(combineScoreSamples(completed as ValidationOutput, samples)) : completed;
  const report = { ...checked, schema_version: REPORT_SCHEMA_VERSION, evidence_provided: evidence !== null };
  // Signed, so the client's unchanged copy of it can be saved as what it is (lib/ai/provenance.ts). The checks above
  // made it the kind's report (generate.test.ts parses each with the kind's report schema).
  const made = isDemoModel(model) ? { ...report, demo: true } : report;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the report of kind K: TypeScript cannot follow the generic kind through the generators' table
  return (binding ? withProvenance(kind, made, binding) : made) as GeneratedReport<K>;
}

/**
 * Generates one report. An answer cut short gets a second try with a larger budget where one can help, a malformed
 * one a repair; a refusal or a content filter's stop gets none. Then the kind's failure is thrown, with its cause.
 */
export async function generateReport<K extends ReportKind>(
  kind: K,
  idea: string,
  options: GenerateOptions = {},
): Promise<GeneratedReport<K>> {
  const plan = planOf(kind, idea, options);
  const samples = sampleFactorScores(plan, idea, options.evidence);
  const budget = outputBudget(plan.purpose, plan.modelId);
  try {
    let failure: unknown;
    try {
      const first = await attempt(plan, "report", budget);
      if (first.type === "done") return finish(kind, first.output, plan.model, options, await samples, first.sources);
      failure = first.error;
    } catch (error) {
      if (!canTryAgain(error)) throw error;
      failure = error;
    }
    const second = await secondTry(plan, failure, budget);
    return finish(kind, second.output, plan.model, options, await samples, second.sources);
  } catch (error) {
    // The scoring runs (which never reject) end before the failure is told, so their tokens are on the meter the
    // caller stores.
    await samples;
    throw new ReportGenerationError(kind, error);
  }
}

export type ReportEvent = { type: "partial"; data: unknown } | { type: "done"; data: GeneratedReport };

/**
 * Streams one report: partial objects as the model writes them (without what is checked only once the report is
 * whole, ./streaming.ts), then the complete report. If the streamed answer is cut short or malformed, its second try
 * (./generate.ts, secondTry) is made without streaming and its report ends the stream.
 */
export async function* streamReport(
  kind: ReportKind,
  idea: string,
  options: GenerateOptions = {},
): AsyncGenerator<ReportEvent> {
  const plan = planOf(kind, idea, options);
  const samples = sampleFactorScores(plan, idea, options.evidence);
  const budget = outputBudget(plan.purpose, plan.modelId);
  let failure: unknown;
  // A server that does not hold the answer to its budget (it ignores max_tokens) is stopped once the answer is longer
  // than the budget admits: every chunk re-reads the answer so far, so its cost grows with the square of its length.
  const tooLong = new AbortController();
  let written = 0;
  const result = streamText({
    ...callOf(plan, budget),
    abortSignal: AbortSignal.any([plan.abortSignal, tooLong.signal]),
    onChunk: ({ chunk }) => {
      if (chunk.type !== "text-delta") return;
      written += chunk.text.length;
      if (written > budget * REPAIR_CHARS_PER_TOKEN && !tooLong.signal.aborted) tooLong.abort();
    },
    onError: ({ error }) => {
      failure = error;
    },
  });
  // The streamed call's tokens go on the meter before the report is yielded: the caller stores the meter's calls as
  // soon as it has the report, and would never see a call recorded only when this generator finishes.
  let recorded = false;
  const recordStreamed = async () => {
    if (recorded) return;
    recorded = true;
    const size = { inputChars: plan.instructions.length + plan.prompt.length, outputChars: written };
    plan.meter.record("report", plan.modelId, (await streamEnd(result))?.usage, size);
  };
  try {
    // A demo report says so from its first streamed section, so the page does not jump when the notice appears.
    const marking = isDemoModel(plan.model) ? { demo: true } : {};
    for await (const partial of result.partialOutputStream)
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a partial of the output schema, an object (checkedWhileStreaming answers unknown)
      yield { type: "partial", data: { ...(checkedWhileStreaming(partial, plan.schema) as object), ...marking } };
    const output = await Promise.resolve(result.output).catch((error: unknown) => error);
    checkEnding(await streamEnd(result), plan, budget);
    if (output instanceof Error) throw output;
    await recordStreamed();
    yield {
      type: "done",
      data: finish(kind, output, plan.model, options, await samples, await result.sources),
    };
  } catch (error) {
    const cause = tooLong.signal.aborted
      ? new AnswerEndedEarly("cut-short", budget)
      : error instanceof AnswerEndedEarly
        ? error
        : (failure ?? error);
    await recordStreamed();
    if (!canTryAgain(cause)) throw new ReportGenerationError(kind, cause);
    try {
      const second = await secondTry(plan, cause, budget);
      yield {
        type: "done",
        data: finish(kind, second.output, plan.model, options, await samples, second.sources),
      };
    } catch (secondFailure) {
      throw new ReportGenerationError(kind, secondFailure);
    }
  } finally {
    await recordStreamed();
    // A failed stream's scoring runs too (a finished one awaited them for its report).
    await samples;
  }
}

/** How a streamed call ended, or undefined when it failed before it could say. */
async function streamEnd(result: {
  finishReason: PromiseLike<FinishReason>;
  rawFinishReason: PromiseLike<string | undefined>;
  totalUsage: PromiseLike<LanguageModelUsage>;
}): Promise<CallEnd | undefined> {
  try {
    const [finishReason, rawFinishReason, usage] = await Promise.all([
      result.finishReason,
      result.rawFinishReason,
      result.totalUsage,
    ]);
    return { finishReason, rawFinishReason, usage };
  } catch {
    return undefined;
  }
}
