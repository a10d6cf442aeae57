import type { ReactNode } from "react";
import { Tag } from "@/components/reports/parts";
import { answerBlocks, CLAIM_LABEL } from "@/lib/core/chat/answer-blocks";
import { claimLabelOf, claimLabels, type ClaimLabel } from "@/lib/core/labels";

/**
 * An answer's Markdown, drawn as React elements (never as HTML, so nothing in it can run): paragraphs, bullet and
 * numbered lists, bold, and the claim labels as tags. A quote the server did not find in the evidence is struck
 * through and says so; one it found reads as a quote.
 */

export interface QuoteCheck {
  text: string;
  found: boolean;
}

const TONES: Record<ClaimLabel, "brand" | "neutral" | "caution"> = {
  report: "neutral",
  evidence: "brand",
  "general advice": "caution",
};

const INLINE = new RegExp(`(\\*\\*[^*]+\\*\\*|“[^”\\n]{8,600}”|"[^"\\n]{8,600}"|${CLAIM_LABEL.source})`, "g");

const WHOLE_LABEL = new RegExp(`^${CLAIM_LABEL.source}$`);

function inline(text: string, quotes: readonly QuoteCheck[], key: string, evidence: string): ReactNode[] {
  return text.split(INLINE).map((piece, index) => {
    const id = `${key}-${index}`;
    if (piece.startsWith("**") && piece.endsWith("**")) return <strong key={id}>{piece.slice(2, -2)}</strong>;
    const label = WHOLE_LABEL.test(piece) ? claimLabelOf(piece.slice(1, -1)) : null;
    if (label) {
      return (
        <span key={id} className="mr-1 align-middle">
          <Tag tone={TONES[label]}>{claimLabels[label]}</Tag>
        </span>
      );
    }
    if (/^[“"].*[”"]$/.test(piece)) {
      const words = piece.slice(1, -1).trim();
      const check = quotes.find((quote) => quote.text === words);
      if (check && !check.found) {
        return (
          <span key={id}>
            <s className="text-ink-600">{words}</s>{" "}
            <span className="text-sm font-medium text-red-700">(not found in {evidence})</span>
          </span>
        );
      }
      return (
        <q key={id} className="text-ink-950 italic">
          {words}
        </q>
      );
    }
    return piece;
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
                <li key={at}>{inline(item, quotes, `${index}-${at}`, evidence)}</li>
              ))}
            </List>
          );
        }
        if (block.type === "quote") return <p key={index}>{inline(`“${block.text}”`, quotes, `${index}`, evidence)}</p>;
        return (
          <p key={index} className="whitespace-pre-line">
            {inline(block.text, quotes, `${index}`, evidence)}
          </p>
        );
      })}
    </div>
  );
}
