import { factors, type FactorKey } from "./factors";
import { marketingInstructions, marketingTask } from "./prompts/marketing";
import { painPointInstructions, painPointTask } from "./prompts/pain-points";
import { validationInstructions, validationTask } from "./prompts/validation";
import { ideaEvaluationOutput, marketingStrategyOutput, painPointOutput, type IdeaEvaluationOutput } from "./schemas";
import { overallScore, scoreTag } from "./score";

/** Everything that differs between the three reports: schema, prompts, the SPEC.md section 8 failure message. */
export const generators = {
  pp: {
    name: "pain_point_report",
    schema: painPointOutput,
    instructions: painPointInstructions,
    task: painPointTask,
    failure: "Failed to create report. Please try again.",
    complete: (output: unknown) => output,
  },
  ms: {
    name: "marketing_strategy",
    schema: marketingStrategyOutput,
    instructions: marketingInstructions,
    task: marketingTask,
    failure: "Failed to get marketing strategy",
    complete: (output: unknown) => output,
  },
  iv: {
    name: "idea_validation",
    schema: ideaEvaluationOutput,
    instructions: validationInstructions,
    task: validationTask,
    failure: "Failed to evaluate idea",
    complete: (output: unknown) => withComputedScores(output as IdeaEvaluationOutput),
  },
} as const;

export type GeneratorKind = keyof typeof generators;

/** The numbers a model cannot get wrong: the overall score is the mean of the factors, and the tag follows from it. */
export function withComputedScores(output: IdeaEvaluationOutput) {
  const overall = overallScore(factors.map((factor) => output.scores[factor.key as FactorKey].score));
  return { ...output, overall_score: overall, score_tag: scoreTag(overall) };
}
