import type { ReportKind } from "@/lib/core/kinds";
import type { HeldReport } from "@/lib/core/report/schemas";

/**
 * The server's JSON for a report of `kind` (an answer, or the text patched while it streams) as the browser holds it,
 * or null when it is not an object. The server checked it against the kind's schema before sending; the browser
 * ships no schemas (lib/core/kinds/schemas.ts says why), so this is the one place its type is taken on trust.
 */
export function heldReport<K extends ReportKind>(kind: K, value: unknown): HeldReport<K> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a report of kind K as the server sent it, checked to be an object above
  return { ...value, kind } as HeldReport<K>;
}
