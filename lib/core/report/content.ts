import type { z } from "zod";
import type { ReportKind } from "@/lib/core/kinds";
import { kindSchemas } from "@/lib/core/kinds/schemas";
import { withComputedFigures } from "./computed";

/** A report's content as storage keeps it (any version, upgraded as it is read): its kind's fields, none of storage's. */
export type ReportContent<K extends ReportKind = ReportKind> = {
  [P in ReportKind]: z.infer<(typeof kindSchemas)[P]["content"]>;
}[K];

/**
 * A report of any version in the form storage keeps: checked against its kind's schema (a ZodError otherwise), fields
 * storage adds (id, dates, the demo flag) and unknown ones dropped, a validation's score and grade recomputed.
 */
export function contentOf<K extends ReportKind>(kind: K, data: unknown): ReportContent<K> {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- kind is "iv": TypeScript cannot narrow the generic K from it
  if (kind === "iv") return withComputedFigures(kindSchemas.iv.content.parse(data)) as ReportContent<K>;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the kind's own schema parsed it: TypeScript cannot follow the generic K through kindSchemas
  return kindSchemas[kind].content.parse(data) as ReportContent<K>;
}
