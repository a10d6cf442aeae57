/**
 * An answer's Markdown as the few blocks the app draws (paragraphs, bullet or numbered lists, quotes), and the names of
 * its claim labels. Pure: the thread (components/chat/AnswerText.tsx), the quote check (quotes.ts) and the export
 * (lib/core/export/conversation.ts) read an answer through it, so they cannot read it differently.
 */

export type AnswerBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; ordered: boolean; items: string[] }
  /** `text`: the `>` lines joined, without their marks; one quote, however many lines it takes. */
  | { type: "quote"; text: string };

/** A claim label as the model writes it: `[report]`, `[evidence]` or `[general advice]`. */
export const CLAIM_LABEL = /\[(?:report|evidence|general advice)\]/;

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
const QUOTE_LINE = /^\s*>/;

export function answerBlocks(text: string): AnswerBlock[] {
  return text
    .split(/\n{2,}/)
    .map((chunk) => chunk.split("\n").filter((line) => line.trim()))
    .flatMap(runsOfQuoteLines)
    .map((lines): AnswerBlock => {
      if (lines.every((line) => QUOTE_LINE.test(line))) {
        return {
          type: "quote",
          text: lines
            .map((line) => line.replace(/^\s*>\s?/, ""))
            .join(" ")
            .trim(),
        };
      }
      const ordered = lines.every((line) => NUMBERED.test(line));
      if (ordered || lines.every((line) => BULLET.test(line))) {
        return { type: "list", ordered, items: lines.map((line) => line.replace(ordered ? NUMBERED : BULLET, "")) };
      }
      return { type: "paragraph", text: lines.join("\n") };
    });
}

/** A chunk's lines split where `>` lines start or stop: as in Markdown, a blockquote interrupts a paragraph. */
function runsOfQuoteLines(lines: string[]): string[][] {
  const runs: string[][] = [];
  for (const line of lines) {
    const last = runs.at(-1);
    if (last && QUOTE_LINE.test(last[0]!) === QUOTE_LINE.test(line)) last.push(line);
    else runs.push([line]);
  }
  return runs;
}

const MARKS: Record<string, string> = { "“": "”", '"': '"', "«": "»", "„": "“" };

/** A quote block's words: without quotation marks around the whole and without bold marks. */
export function blockQuoteWords(text: string): string {
  const bare = text.replace(/\*\*/g, "").trim();
  const close = MARKS[bare[0] ?? ""];
  return close && bare.length > 1 && (bare.endsWith(close) || (bare[0] === "„" && bare.endsWith("”")))
    ? bare.slice(1, -1).trim()
    : bare;
}
