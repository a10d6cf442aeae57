import { withoutPrompt } from "@/lib/core/report/share-copy";
import { EVIDENCE_LEFT_OUT, evidenceRedactor } from "@/lib/core/report/evidence-spans";
import { mapStrings } from "@/lib/core/json-strings";
import type { ChatMetadata, ChatPart, ServedMessage } from "@/lib/core/api/chat";
import type { ReportKind } from "@/lib/core/kinds";
import { aboutNote } from "./about";

/**
 * A report's conversation (its idea's) as its share page shows it, when the founder ticked "Include the conversation": the
 * questions and answers with their cards, never the founder's idea as typed (as for the report), and the quotes from
 * the evidence only when the founder included those too. Without them, a quote the code found in the evidence is
 * replaced by a mark, and who said it goes with it, and so is any span of the evidence anywhere in the messages (in
 * 'single quotes', «guillemets», a draft or a rescore's reason: evidence-spans.ts); a quote the code did not find was
 * never the customers' words and stays struck through.
 * A rescore card loses its link to the founder's new version (a page of their library).
 */

export const QUOTE_LEFT_OUT = EVIDENCE_LEFT_OUT;

export interface SharedMessage {
  id: string;
  role: "user" | "assistant";
  parts: ChatPart[];
  metadata: Pick<ChatMetadata, "verification" | "demo">;
  /** The version a message was about when not the shared one ("about version 3"); the version's id stays private. */
  note?: string;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The answer's text with every found quote replaced by the mark, however the answer drew it: in any quotation marks,
 * bold or not, or over `>` lines.
 */
function withoutFoundQuotes(text: string, found: readonly string[]): string {
  return found.reduce((result, quote) => {
    const words = quote.trim().split(/\s+/).map(escaped).join("(?:\\*\\*)?\\s+(?:>\\s?)?(?:\\*\\*)?");
    return result.replace(new RegExp(`(?:[“"«„]\\s*)?${words}(?:\\s*[”"»“])?`, "gi"), QUOTE_LEFT_OUT);
  }, text);
}

function sharedPart(part: ChatPart, found: readonly string[]): ChatPart {
  if (part.type === "text") return { ...part, text: withoutFoundQuotes(part.text, found) };
  if (part.type === "tool-propose_rescore" && part.state === "output-available") {
    const { accepted_report_id: accepted, ...proposal } = part.output;
    return { ...part, output: { ...proposal, ...(accepted ? { accepted: true as const } : {}) } };
  }
  return part;
}

export function sharedConversation(
  messages: readonly ServedMessage[],
  {
    shown,
    prompts,
    demo,
    includeQuotes,
    evidence,
  }: {
    /** The shared report, whose conversation is its idea's: a message about another version is marked. */
    shown: { id: string; kind: ReportKind };
    /** The idea as typed for each version the messages were about (none is shown). */
    prompts: readonly string[];
    demo: boolean;
    includeQuotes: boolean;
    /** The evidence of those versions, one text. */
    evidence?: string | null;
  },
): SharedMessage[] {
  const redact = includeQuotes ? (text: string) => text : evidenceRedactor(evidence);
  const shared = messages.map((message): SharedMessage => {
    const quotes = message.metadata.verification?.quotes ?? [];
    const found = includeQuotes ? [] : quotes.filter((quote) => quote.found).map((quote) => quote.text);
    const kept = includeQuotes
      ? quotes.map(({ text, found: isFound }) => ({ text, found: isFound }))
      : quotes.filter((quote) => !quote.found).map(({ text }) => ({ text: redact(text), found: false }));
    const note = aboutNote(message.metadata.about, shown);
    return {
      id: message.id,
      role: message.role,
      ...(note ? { note } : {}),
      parts: message.parts
        .filter((part) => part.type !== "step-start")
        .map((part) => mapStrings(sharedPart(part, found), redact)),
      metadata: {
        ...(kept.length > 0 ? { verification: { quotes: kept } } : {}),
        ...(message.metadata.demo ? { demo: true } : {}),
      },
    };
  });
  return prompts.reduce((result, prompt) => withoutPrompt(result, prompt, demo), shared);
}
