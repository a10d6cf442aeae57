import type { Evidence } from "@/lib/core/report/evidence";
import { answerBlocks, blockQuoteWords } from "./answer-blocks";
import { inlinePieces, quotesAmong } from "./answer-inline";

/**
 * What an answer quotes, checked against the founder's evidence by the same matcher as the reports' quotes
 * (`Evidence.findQuote`). A quote is what the views draw as one: text between quotation marks (answer-inline.ts), bold
 * or not, or a Markdown blockquote (its `>` lines together, answer-blocks.ts). Every quote is stored with whether it
 * was found; a view draws as a quote only one that was (quote-display.ts).
 */

export interface CheckedQuote {
  /** As the answer wrote it. */
  text: string;
  found: boolean;
  /** Who said it, when the evidence names them. */
  attribution?: string;
}

const MIN_CHARS = 8;
const MAX_CHARS = 2_000;

/** The quotes an answer makes, each once, in order. */
export function quotesOf(answer: string): string[] {
  const quotes = answerBlocks(answer).flatMap((block) => {
    if (block.type === "quote") return [blockQuoteWords(block.text)];
    const lines = block.type === "list" ? block.items : [block.text];
    return lines.flatMap((line) => quotesAmong(inlinePieces(line)));
  });
  return [...new Set(quotes.map((quote) => quote.trim()))].filter(
    (quote) => quote.length >= MIN_CHARS && quote.length <= MAX_CHARS,
  );
}

export function checkQuotes(answer: string, evidence: Evidence | null): CheckedQuote[] {
  return quotesOf(answer).map((text) => {
    const match = evidence?.findQuote(text);
    return match
      ? { text, found: true, ...(match.attribution ? { attribution: match.attribution } : {}) }
      : { text, found: false };
  });
}
