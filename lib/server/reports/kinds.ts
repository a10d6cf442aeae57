import type { ReportKind } from "@/db/schema";
import { contentOf } from "@/lib/ai/integrity";

/**
 * How each kind of report is checked before it is stored (any version of its shape; fields storage adds, such as id
 * and created_at, are dropped; an evaluation's score and grade recomputed, so a client cannot store a grade its
 * factors do not support), and the names the API's paths use for it. Storing runs the claim checks on top
 * (checkedReport in lib/ai/integrity.ts).
 */
export const reportTypes = {
  pp: { aliases: ["pp", "pain-points", "pain-point-report"], content: (data: unknown) => contentOf("pp", data) },
  ms: { aliases: ["ms", "market-strat", "strat-report"], content: (data: unknown) => contentOf("ms", data) },
  iv: { aliases: ["iv", "validator", "validation-report"], content: (data: unknown) => contentOf("iv", data) },
} as const satisfies Record<ReportKind, unknown>;

/** The kind a path segment names (pp, pain-points, validator, …), or null. */
export function kindNamed(segment: string): ReportKind | null {
  const entry = Object.entries(reportTypes).find(([, type]) => (type.aliases as readonly string[]).includes(segment));
  return entry ? (entry[0] as ReportKind) : null;
}
