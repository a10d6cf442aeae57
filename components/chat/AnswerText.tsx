import type { ReactNode } from "react";
import { Tag } from "@/components/reports/parts";

/**
 * An answer's Markdown, drawn as React elements (never as HTML, so nothing in it can run): paragraphs, bullet and
 * numbered lists, bold, and the claim labels as tags. A quote the server did not find in the evidence is struck
 * through and says so; one it found reads as a quote.
 */

export interface QuoteCheck {
  text: string;
  found: boolean;
}

const LABELS: Record<string, { text: string; tone: "brand" | "neutral" | "caution" }> = {
  report: { text: "From the report", tone: "neutral" },
  evidence: { text: "From your evidence", tone: "brand" },
  "general advice": { text: "General advice", tone: "caution" },
};

const INLINE = /(\*\*[^*]+\*\*|“[^”\n]{8,600}”|"[^"\n]{8,600}"|\[(?:report|evidence|general advice)\])/g;

function inline(text: string, quotes: readonly QuoteCheck[], key: string, evidence: string): ReactNode[] {
  return text.split(INLINE).map((piece, index) => {
    const id = `${key}-${index}`;
    if (piece.startsWith("**") && piece.endsWith("**")) return <strong key={id}>{piece.slice(2, -2)}</strong>;
    const label = /^\[(report|evidence|general advice)\]$/.exec(piece)?.[1];
    if (label) {
      return (
        <span key={id} className="mr-1 align-middle">
          <Tag tone={LABELS[label]!.tone}>{LABELS[label]!.text}</Tag>
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
  const blocks = text.split(/\n{2,}/).filter((block) => block.trim());
  return (
    <div className="space-y-2">
      {blocks.map((block, index) => {
        const lines = block.split("\n").filter((line) => line.trim());
        const bullets = lines.every((line) => /^\s*[-*•]\s+/.test(line));
        const numbered = lines.every((line) => /^\s*\d+[.)]\s+/.test(line));
        if (bullets || numbered) {
          const List = numbered ? "ol" : "ul";
          return (
            <List key={index} className={`${numbered ? "list-decimal" : "list-disc"} space-y-1 pl-5`}>
              {lines.map((line, at) => (
                <li key={at}>
                  {inline(line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, ""), quotes, `${index}-${at}`, evidence)}
                </li>
              ))}
            </List>
          );
        }
        if (lines.every((line) => line.startsWith(">"))) {
          const words = lines.map((line) => line.replace(/^>\s?/, "")).join(" ");
          return <p key={index}>{inline(`“${words}”`, quotes, `${index}`, evidence)}</p>;
        }
        return (
          <p key={index} className="whitespace-pre-line">
            {inline(block, quotes, `${index}`, evidence)}
          </p>
        );
      })}
    </div>
  );
}
