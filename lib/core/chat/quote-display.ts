/**
 * Whether a view draws an answer's quote as a quote: only when the check (quotes.ts, against the founder's evidence)
 * found it. One decision for the thread, the share page and the exports, so none of them can draw an invented quote as
 * someone's words. Quotes are compared as the check compares text: case, spaces and typographic marks aside.
 */

export interface QuoteCheck {
  text: string;
  found: boolean;
}

/** "quote": found in the evidence; "not-found": checked and not found; "unchecked": no check yet (still streaming). */
export type QuoteDisplay = "quote" | "not-found" | "unchecked";

const comparable = (text: string) =>
  text
    .replace(/[“”„«»"]/g, "")
    .replace(/[‘’]/g, "'")
    .replace(/\*\*/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

export function quoteDisplay(words: string, checks: readonly QuoteCheck[] | undefined): QuoteDisplay {
  const wanted = comparable(words);
  const matching = (checks ?? []).filter((check) => comparable(check.text) === wanted);
  if (matching.length === 0) return "unchecked";
  return matching.some((check) => check.found) ? "quote" : "not-found";
}
