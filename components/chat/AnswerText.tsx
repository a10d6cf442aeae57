import type { ReactNode } from "react";
import { Tag } from "@/components/reports/parts";
import { answerBlocks, blockQuoteWords } from "@/lib/core/chat/answer-blocks";
import { inlinePieces, type InlinePiece } from "@/lib/core/chat/answer-inline";
import { quoteDisplay, type QuoteCheck } from "@/lib/core/chat/quote-display";
import { claimLabelOf, claimLabels, type ClaimLabel } from "@/lib/core/labels";

/**
 * An answer's Markdown, drawn as React elements (never as HTML, so nothing in it can run): paragraphs, bullet and
 * numbered lists, bold, and the claim labels as tags. A quote reads as a quote only when the server found it in the
 * evidence (quoteDisplay); one it did not find is struck through and says so; one not yet checked (while the answer
 * streams) is plain text.
 */

export type { QuoteCheck };

const TONES: Record<ClaimLabel, "brand" | "neutral" | "caution"> = {
  report: "neutral",
  evidence: "brand",
  "general advice": "caution",
};

function Quote({ words, quotes, evidence }: { words: string; quotes: readonly QuoteCheck[]; evidence: string }) {
  const display = quoteDisplay(words, quotes);
  if (display === "quote") return <q className="text-ink-950 italic">{words}</q>;
  if (display === "not-found") {
    return (
      <span>
        <s className="text-ink-600">{words}</s>{" "}
        <span className="text-sm font-medium text-red-700">(not found in {evidence})</span>
      </span>
    );
  }
  return <>&quot;{words}&quot;</>;
}

function inline(pieces: InlinePiece[], quotes: readonly QuoteCheck[], key: string, evidence: string): ReactNode[] {
  return pieces.map((piece, index) => {
    const id = `${key}-${index}`;
    if (piece.type === "bold") return <strong key={id}>{inline(piece.pieces, quotes, id, evidence)}</strong>;
    if (piece.type === "quote") return <Quote key={id} words={piece.text} quotes={quotes} evidence={evidence} />;
    const label = piece.type === "label" ? claimLabelOf(piece.text.slice(1, -1)) : null;
    if (label) {
      return (
        <span key={id} className="mr-1 align-middle">
          <Tag tone={TONES[label]}>{claimLabels[label]}</Tag>
        </span>
      );
    }
    return piece.text;
  });
}

export function AnswerText({
  text,
  quotes = [],
  evidence = "your evidence",
}: {
  text: string;
  quotes?: readonly QuoteCheck[];
  /** Whose evidence the quotes were checked against, as the reader would say it. */
  evidence?: string;
}) {
  return (
    <div className="space-y-2">
      {answerBlocks(text).map((block, index) => {
        if (block.type === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={index} className={`${block.ordered ? "list-decimal" : "list-disc"} space-y-1 pl-5`}>
              {block.items.map((item, at) => (
                <li key={at}>{inline(inlinePieces(item), quotes, `${index}-${at}`, evidence)}</li>
              ))}
            </List>
          );
        }
        if (block.type === "quote") {
          return (
            <p key={index}>
              <Quote words={blockQuoteWords(block.text)} quotes={quotes} evidence={evidence} />
            </p>
          );
        }
        return (
          <p key={index} className="whitespace-pre-line">
            {inline(inlinePieces(block.text), quotes, `${index}`, evidence)}
          </p>
        );
      })}
    </div>
  );
}
