import { answerBlocks, blockQuoteWords } from "@/lib/core/chat/answer-blocks";
import { inlinePieces, type InlinePiece } from "@/lib/core/chat/answer-inline";
import { quoteDisplay, type QuoteCheck } from "@/lib/core/chat/quote-display";
import { claimLabelOf, claimLabels } from "@/lib/core/labels";
import { rescoreOutcome } from "@/lib/core/chat/rescore-outcome";
import type { RescoreProposal } from "@/lib/core/chat/tools";
import type { Block, DocumentSection } from "./document";

/**
 * The idea's conversation as the last section of a report's export (`conversation=1`): each question (with the version
 * it was about when not this one), then its answer as
 * plain blocks. The answer's Markdown becomes paragraphs, lists and quotes; its claim labels become words; a quote is
 * drawn as a quote only when the code found it in the evidence (quoteDisplay, as the thread decides), and any other is
 * named as not found; the cards become a line or a few paragraphs. Pure, like the rest of the document.
 */

export interface ExportedMessage {
  role: "user" | "assistant";
  parts: { type: string; text?: string; output?: unknown }[];
  metadata?: { verification?: { quotes: QuoteCheck[] }; demo?: boolean };
  /** The version a question was about when not the exported one ("about version 3": lib/core/chat/about.ts). */
  note?: string | null;
}

/** A question longer than this is drawn under "Question" rather than as its own heading. */
const TITLE_MAX = 160;

const notFound = (words: string) => `[not found in your evidence: ${words}]`;

function plainPieces(pieces: readonly InlinePiece[], quotes: readonly QuoteCheck[]): string {
  return pieces
    .map((piece) => {
      if (piece.type === "bold") return plainPieces(piece.pieces, quotes);
      if (piece.type === "label") {
        const label = claimLabelOf(piece.text.slice(1, -1));
        return label ? `(${claimLabels[label]})` : piece.text;
      }
      if (piece.type === "quote") {
        return quoteDisplay(piece.text, quotes) === "quote" ? `“${piece.text}”` : notFound(piece.text);
      }
      return piece.text;
    })
    .join("");
}

const plain = (text: string, quotes: readonly QuoteCheck[]) => plainPieces(inlinePieces(text), quotes).trim();

function answerDocumentBlocks(text: string, quotes: readonly QuoteCheck[]): Block[] {
  return answerBlocks(text).map((block): Block => {
    if (block.type === "list") return { ...block, items: block.items.map((item) => plain(item, quotes)) };
    if (block.type === "quote") {
      const words = blockQuoteWords(block.text);
      return quoteDisplay(words, quotes) === "quote"
        ? { type: "quote", text: words }
        : { type: "paragraph", text: notFound(words) };
    }
    return { ...block, text: plain(block.text, quotes) };
  });
}

const record = (value: unknown): Record<string, unknown> =>
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- an object, checked on the left; its fields are read as unknown
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

function cardBlocks(part: ExportedMessage["parts"][number]): Block[] {
  const output = record(part.output);
  if (part.type === "tool-propose_rescore" && part.output) {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a propose_rescore tool's output, which the chat's tool schema produced
    const outcome = rescoreOutcome(part.output as RescoreProposal);
    const held = output.held ? ` (a measured result holds it at ${outcome.score})` : "";
    const state = output.accepted_report_id
      ? `Accepted as a new version at ${outcome.score}.`
      : outcome.changes
        ? "Not accepted."
        : "Nothing to accept: the measured score stands.";
    return [
      {
        type: "item",
        title: `Proposed rescore: ${String(output.label)}, ${String(output.old_score)} → ${String(output.score)}${held}`,
        lines: [String(output.reason ?? ""), state].filter(Boolean),
        quotes: [],
      },
    ];
  }
  if (part.type === "tool-draft" && part.output) {
    const body = String(output.body ?? "")
      .split(/\n+/)
      .filter((line) => line.trim());
    return [
      { type: "paragraph", text: `Draft: ${String(output.title ?? "")}` },
      ...body.map((line): Block => ({ type: "paragraph", text: line })),
    ];
  }
  return [];
}

function messageBlocks(message: ExportedMessage): Block[] {
  const text = message.parts
    .map((part) => (part.type === "text" ? (part.text ?? "") : ""))
    .join("\n\n")
    .trim();
  if (message.role === "user") {
    const note = message.note ? [`Asked ${message.note}.`] : [];
    return text.length <= TITLE_MAX
      ? [{ type: "item", title: text.replace(/\s+/g, " "), lines: note, quotes: [] }]
      : [{ type: "item", title: "Question", lines: [...note, text], quotes: [] }];
  }
  const quotes = message.metadata?.verification?.quotes ?? [];
  return message.parts.flatMap((part) =>
    part.type === "text" ? answerDocumentBlocks(part.text ?? "", quotes) : cardBlocks(part),
  );
}

/** The conversation's section; with `limit` (the PDF's), its first messages and a line for the rest. */
export function conversationSection(
  messages: readonly ExportedMessage[],
  limit: number | null,
): DocumentSection | null {
  if (messages.length === 0) return null;
  const shown = limit === null ? messages : messages.slice(0, limit);
  const left = messages.length - shown.length;
  return {
    heading: "Questions about this report",
    blocks: [
      ...shown.flatMap(messageBlocks),
      ...(left > 0
        ? [
            {
              type: "paragraph" as const,
              text: `…and ${left === 1 ? "1 later message" : `${left} later messages`}, in the Markdown export.`,
            },
          ]
        : []),
    ],
  };
}
