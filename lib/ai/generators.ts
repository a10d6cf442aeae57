import type { ReportKind } from "@/lib/core/kinds/kind";
import { marketingInstructions, marketingTask } from "./prompts/marketing";
import { painPointInstructions, painPointTask } from "./prompts/pain-points";
import { validationInstructions, validationTask } from "./prompts/validation";
import type { Evidence } from "../core/report/evidence";
import {
  ideaEvaluationOutput,
  marketingStrategyOutput,
  painPointOutput,
  type IdeaEvaluationOutput,
  type MarketingStrategyOutput,
  type PainPointOutput,
  type WebSource,
} from "../core/report/schemas";
import { withComputedFigures } from "../core/report/computed";
import { checkEvaluation, checkPainPoints, checkStrategy } from "../core/report/claims";
import { signSources } from "./web-sources";

/**
 * Everything that differs between the three reports: schema, prompts, the failure message (docs/API.md), and
 * `complete`, which checks the model's claims against the evidence and adds what the code computes.
 */
export const generators = {
  pp: {
    name: "pain_point_report",
    schema: painPointOutput,
    instructions: painPointInstructions,
    task: painPointTask,
    failure: "Failed to create report. Please try again.",
    complete: (output: unknown, evidence: Evidence | null) => checkPainPoints(output as PainPointOutput, evidence),
  },
  ms: {
    name: "marketing_strategy",
    schema: marketingStrategyOutput,
    instructions: marketingInstructions,
    task: marketingTask,
    failure: "Failed to get marketing strategy",
    complete: (output: unknown, evidence: Evidence | null) =>
      checkStrategy(output as MarketingStrategyOutput, evidence),
  },
  iv: {
    name: "idea_validation",
    schema: ideaEvaluationOutput,
    instructions: validationInstructions,
    task: validationTask,
    failure: "Failed to evaluate idea",
    complete: (output: unknown, evidence: Evidence | null, sources: readonly WebSource[] = []) =>
      withSources(withComputedFigures(checkEvaluation(output as IdeaEvaluationOutput, evidence, sources)), sources),
  },
} as const satisfies Record<ReportKind, unknown>;

/** The kinds as the generators know them: every ReportKind, and nothing else. */
export type GeneratorKind = ReportKind;

/** The pages the provider's web search returned, signed; nothing when the validation did not search. */
function withSources<T extends object>(report: T, sources: readonly WebSource[]) {
  return sources.length > 0 ? { ...report, sources: [...sources], sources_signature: signSources(sources) } : report;
}
