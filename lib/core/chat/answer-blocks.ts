/**
 * An answer's Markdown as the few blocks the app draws (paragraphs, bullet or numbered lists, quotes), and the names of
 * its claim labels. Pure: the thread (components/chat/AnswerText.tsx) and the export (lib/reports/export/
 * conversation.ts) read an answer through it, so they cannot read it differently.
 */

export type AnswerBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; ordered: boolean; items: string[] }
  | { type: "quote"; text: string };

/** A claim label as the model writes it: `[report]`, `[evidence]` or `[general advice]`. */
export const CLAIM_LABEL = /\[(?:report|evidence|general advice)\]/;

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

export function answerBlocks(text: string): AnswerBlock[] {
  return text
    .split(/\n{2,}/)
    .map((chunk) => chunk.split("\n").filter((line) => line.trim()))
    .filter((lines) => lines.length > 0)
    .map((lines): AnswerBlock => {
      const ordered = lines.every((line) => NUMBERED.test(line));
      if (ordered || lines.every((line) => BULLET.test(line))) {
        return { type: "list", ordered, items: lines.map((line) => line.replace(ordered ? NUMBERED : BULLET, "")) };
      }
      if (lines.every((line) => line.startsWith(">"))) {
        return {
          type: "quote",
          text: lines
            .map((line) => line.replace(/^>\s?/, ""))
            .join(" ")
            .trim(),
        };
      }
      return { type: "paragraph", text: lines.join("\n") };
    });
}
