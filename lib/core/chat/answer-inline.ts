import { CLAIM_LABEL } from "./answer-blocks";

/**
 * The inline pieces of an answer's line: bold, claim labels, quotes in quotation marks (“…”, "…", «…», „…“) and
 * plain text. Pure and shared: the quote check (quotes.ts), the thread and share page (components/chat/AnswerText.tsx)
 * and the export (lib/core/export/conversation.ts) read an answer through it, so what the check looked at is exactly
 * what a view draws as a quote.
 */

export type InlinePiece =
  | { type: "text"; text: string }
  | { type: "bold"; pieces: InlinePiece[] }
  | { type: "label"; text: string }
  /** `text` is the words inside the marks, without them and without bold marks. */
  | { type: "quote"; text: string };

const QUOTE = '“[^”\\n]{8,600}”|"[^"\\n]{8,600}"|«[^»\\n]{8,600}»|„[^“”\\n]{8,600}[“”]';
const PIECES = new RegExp(`(\\*\\*[^*\\n]+\\*\\*|${QUOTE}|${CLAIM_LABEL.source})`, "g");
const WHOLE_QUOTE = new RegExp(`^(?:${QUOTE})$`);
const WHOLE_LABEL = new RegExp(`^${CLAIM_LABEL.source}$`);

/** A quote's words: the text inside its marks, bold marks dropped, trimmed. */
export const quoteWords = (quoted: string) => quoted.slice(1, -1).replace(/\*\*/g, "").trim();

export function inlinePieces(text: string): InlinePiece[] {
  return text
    .split(PIECES)
    .filter((piece) => piece !== "")
    .map((piece): InlinePiece => {
      if (piece.startsWith("**") && piece.endsWith("**") && piece.length > 4) {
        return { type: "bold", pieces: inlinePieces(piece.slice(2, -2)) };
      }
      if (WHOLE_LABEL.test(piece)) return { type: "label", text: piece };
      if (WHOLE_QUOTE.test(piece)) return { type: "quote", text: quoteWords(piece) };
      return { type: "text", text: piece };
    });
}

/** Every quote among the pieces, bold ones included, in order. */
export function quotesAmong(pieces: readonly InlinePiece[]): string[] {
  return pieces.flatMap((piece) => {
    if (piece.type === "quote") return [piece.text];
    if (piece.type === "bold") return quotesAmong(piece.pieces);
    return [];
  });
}
