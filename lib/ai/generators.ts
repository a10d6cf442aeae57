import "server-only";
import { kinds, type EveryKind } from "@/lib/core/kinds";
import { kindSchemas } from "@/lib/core/kinds/schemas";
import { marketingInstructions, marketingTask } from "./kinds/strategy/prompt";
import { painPointInstructions, painPointTask } from "./kinds/pain-points/prompt";
import { validationInstructions, validationTask } from "./kinds/validation/prompt";
import type { Evidence } from "@/lib/core/report/evidence";
import {
  type ValidationOutput,
  type StrategyOutput,
  type PainPointOutput,
  type WebSource,
} from "@/lib/core/report/schemas";
import { withComputedFigures } from "@/lib/core/report/computed";
import { checkValidation, checkPainPoints, checkStrategy } from "@/lib/core/report/claims";
import { signSources } from "./web-sources";

/**
 * What the model is asked for each kind (its schema and failure message are the kind's own, lib/core/kinds): the
 * structured output's name, the prompts, and `complete`, which checks the model's claims against the evidence and adds what the code computes.
 */
const generatorTable = {
  pp: {
    name: "pain_point_report",
    schema: kindSchemas.pp.output,
    instructions: painPointInstructions,
    task: painPointTask,
    failure: kinds.pp.generationFailure,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the SDK parsed the model's answer with this kind's output schema before `complete` runs
    complete: (output: unknown, evidence: Evidence | null) => checkPainPoints(output as PainPointOutput, evidence),
  },
  ms: {
    name: "marketing_strategy",
    schema: kindSchemas.ms.output,
    instructions: marketingInstructions,
    task: marketingTask,
    failure: kinds.ms.generationFailure,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the SDK parsed the model's answer with this kind's output schema before `complete` runs
    complete: (output: unknown, evidence: Evidence | null) => checkStrategy(output as StrategyOutput, evidence),
  },
  iv: {
    name: "idea_validation",
    schema: kindSchemas.iv.output,
    instructions: validationInstructions,
    task: validationTask,
    failure: kinds.iv.generationFailure,
    complete: (output: unknown, evidence: Evidence | null, sources: readonly WebSource[] = []) =>
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the SDK parsed the model's answer with this kind's output schema before `complete` runs
      withSources(withComputedFigures(checkValidation(output as ValidationOutput, evidence, sources)), sources),
  },
} as const;
export const generators: EveryKind<typeof generatorTable> = generatorTable;

/** The pages the provider's web search returned, signed; nothing when the validation did not search. */
function withSources<T extends object>(report: T, sources: readonly WebSource[]) {
  return sources.length > 0 ? { ...report, sources: [...sources], sources_signature: signSources(sources) } : report;
}
