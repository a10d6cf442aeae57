import type { ReportKind } from "@/db/schema";
import { withComputedScores } from "@/lib/ai/kinds";
import { ideaEvaluationContent, marketingStrategyContent, painPointContent, type IdeaEvaluationOutput } from "@/lib/ai/schemas";

/**
 * How each kind of report is checked before it is stored (any version of its shape; fields storage adds, such as id
 * and created_at, are dropped), and the names the API's paths use for it.
 */
export const reportTypes = {
  pp: { aliases: ["pp", "pain-points", "pain-point-report"], content: (data: unknown) => painPointContent.parse(data) },
  ms: { aliases: ["ms", "market-strat", "strat-report"], content: (data: unknown) => marketingStrategyContent.parse(data) },
  // The scores are recomputed: a client cannot store a grade its factors do not support.
  iv: {
    aliases: ["iv", "validator", "validation-report"],
    content: (data: unknown) => withComputedScores(ideaEvaluationContent.parse(data) as IdeaEvaluationOutput),
  },
} as const satisfies Record<ReportKind, unknown>;

/** The kind a path segment names (pp, pain-points, validator, …), or null. */
export function kindNamed(segment: string): ReportKind | null {
  const entry = Object.entries(reportTypes).find(([, type]) => (type.aliases as readonly string[]).includes(segment));
  return entry ? (entry[0] as ReportKind) : null;
}
