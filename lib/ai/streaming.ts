import "server-only";
import type { z } from "zod";

/**
 * What of a report may be shown while it streams. The model's claims are checked only once the report is whole
 * (lib/core/report/claims.ts, lib/core/market/check.ts), so a partial report leaves out every field a check may
 * change or drop: quotes and what they support (mentions, basis, confidence), competitors' sources and URLs, and the
 * market-size inputs. Numbers are bounded only by the finished report's schema, so the only ones streamed are factor
 * scores already within 0 to 10; every other number arrives with the checked report. Only the fields the model is
 * asked for stream at all: what the code writes into a report (its web sources, grade, scoring runs, attributions,
 * provenance, id) is never taken from a partial answer, whatever the model wrote.
 */
const CHECKED_ONLY_WHEN_WHOLE = new Set([
  "quotes",
  "quote",
  "customer_words",
  "mentions",
  "basis",
  "confidence",
  "source",
  "source_url",
  "market_size",
]);

const isScore = (key: string, value: unknown) =>
  key === "score" && typeof value === "number" && value >= 0 && value <= 10;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- zod 4 keeps a schema's definition on `_zod.def`, which its public types leave out
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a value may match, past optional, nullable, default and pipe wrappers, and through unions. */
function variantsOf(schema: z.ZodType): Def[] {
  const def = defOf(schema);
  if (def.innerType) return variantsOf(def.innerType);
  if (def.type === "pipe" && def.in) return variantsOf(def.in);
  if (def.type === "union" && def.options) return def.options.flatMap(variantsOf);
  return [def];
}

const LEAVES = new Set(["string", "enum", "literal", "boolean", "template_literal"]);

function shown(value: unknown, key: string, schema: z.ZodType): unknown {
  if (typeof value === "number") return isScore(key, value) ? value : undefined;
  const variants = variantsOf(schema);
  if (Array.isArray(value)) {
    const element = variants.find((def) => def.type === "array")?.element;
    return element ? value.map((item) => shown(item, key, element) ?? null) : undefined;
  }
  if (value === null) return value;
  // A string or a flag only where the schema has one (a model's "scores": "10/10" does not reach the page).
  if (typeof value !== "object") return variants.some((def) => LEAVES.has(def.type)) ? value : undefined;
  const shapes = variants.flatMap((def) => (def.type === "object" && def.shape ? [def.shape] : []));
  if (shapes.length === 0) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [inner, innerValue] of Object.entries(value)) {
    if (CHECKED_ONLY_WHEN_WHOLE.has(inner)) continue;
    const field = shapes.find((shape) => Object.hasOwn(shape, inner))?.[inner];
    if (!field) continue;
    const result = shown(innerValue, inner, field);
    if (result !== undefined) kept[inner] = result;
  }
  return kept;
}

/** A partial report, as the model wrote it so far, without what is checked only once it is whole. */
export function checkedWhileStreaming(partial: unknown, schema: z.ZodType): unknown {
  return shown(partial, "", schema);
}
