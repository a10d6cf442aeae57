import type { ReportKind } from "@/db/schema";
import { withComputedScores } from "@/lib/ai/kinds";
import { ideaEvaluationOutput, marketingStrategyOutput, painPointOutput } from "@/lib/ai/schemas";

/**
 * How each kind of report is checked before it is stored (the generation schema: fields storage adds, such as id and
 * created_at, are dropped), and the names the API's paths use for it.
 */
export const reportTypes = {
  pp: { aliases: ["pp", "pain-points", "pain-point-report"], content: (data: unknown) => painPointOutput.parse(data) },
  ms: { aliases: ["ms", "market-strat", "strat-report"], content: (data: unknown) => marketingStrategyOutput.parse(data) },
  // The scores are recomputed: a client cannot store a grade its factors do not support.
  iv: { aliases: ["iv", "validator", "validation-report"], content: (data: unknown) => withComputedScores(ideaEvaluationOutput.parse(data)) },
} as const satisfies Record<ReportKind, unknown>;

/** The kind a path segment names (pp, pain-points, validator, …), or null. */
export function kindNamed(segment: string): ReportKind | null {
  const entry = Object.entries(reportTypes).find(([, type]) => (type.aliases as readonly string[]).includes(segment));
  return entry ? (entry[0] as ReportKind) : null;
}
