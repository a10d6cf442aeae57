import "server-only";

/**
 * What of a report may be shown while it streams. The model's claims are checked only once the report is whole
 * (lib/core/report/claims.ts, lib/core/market/check.ts), so a partial report leaves out every field a check may
 * change or drop: quotes and what they support (mentions, basis, confidence), competitors' sources and URLs, and the
 * market-size inputs. Numbers are bounded only by the finished report's schema, so the only ones streamed are factor
 * scores already within 0 to 10; every other number arrives with the checked report.
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

function shown(value: unknown, key: string): unknown {
  if (typeof value === "number") return isScore(key, value) ? value : undefined;
  if (Array.isArray(value)) return value.map((item) => shown(item, key));
  if (value === null || typeof value !== "object") return value;
  const kept: Record<string, unknown> = {};
  for (const [inner, innerValue] of Object.entries(value)) {
    if (CHECKED_ONLY_WHEN_WHOLE.has(inner)) continue;
    const result = shown(innerValue, inner);
    if (result !== undefined) kept[inner] = result;
  }
  return kept;
}

/** A partial report without what is checked only once it is whole. */
export function checkedWhileStreaming(partial: unknown): unknown {
  return shown(partial, "");
}
