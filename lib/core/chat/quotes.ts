import type { Evidence } from "@/lib/core/report/evidence";

/**
 * What an answer quotes, checked against the founder's evidence by the same matcher as the reports' quotes
 * (`Evidence.findQuote`). A quote is text between quotation marks (“…”, "…") or a Markdown blockquote line. Every
 * quote is stored with whether it was found; the thread shows one that was not struck through, never as a quote.
 */

export interface CheckedQuote {
  /** As the answer wrote it. */
  text: string;
  found: boolean;
  /** Who said it, when the evidence names them. */
  attribution?: string;
}

const QUOTED = /“([^”\n]{8,600})”|"([^"\n]{8,600})"/g;
const BLOCKQUOTE = /^>\s?(.{8,600})$/gm;

/** The quotes an answer makes, each once, in order. */
export function quotesOf(answer: string): string[] {
  const found = [
    ...[...answer.matchAll(QUOTED)].map((match) => ({ at: match.index, text: (match[1] ?? match[2])!.trim() })),
    ...[...answer.matchAll(BLOCKQUOTE)].map((match) => ({ at: match.index, text: match[1]!.trim() })),
  ].sort((a, b) => a.at - b.at);
  return [...new Set(found.map((quote) => quote.text.replace(/^[“"]|[”"]$/g, "").trim()))].filter(Boolean);
}

export function checkQuotes(answer: string, evidence: Evidence | null): CheckedQuote[] {
  return quotesOf(answer).map((text) => {
    const match = evidence?.findQuote(text);
    return match
      ? { text, found: true, ...(match.attribution ? { attribution: match.attribution } : {}) }
      : { text, found: false };
  });
}
