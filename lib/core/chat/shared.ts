import { withoutPrompt } from "@/lib/core/report/share-copy";
import type { ChatMetadata, ChatPart, ServedMessage } from "@/lib/core/api/chat";

/**
 * A report's conversation as its share page shows it, when the founder ticked "Include the conversation": the
 * questions and answers with their cards, never the founder's idea as typed (as for the report), and the quotes from
 * the evidence only when the founder included those too. A quote the code found in the evidence is replaced by a
 * mark, and who said it goes with it; a quote it did not find was never the customers' words and stays struck through.
 * A rescore card loses its link to the founder's new version (a page of their library).
 */

export const QUOTE_LEFT_OUT = "[a quote from the evidence, left out]";

export interface SharedMessage {
  id: string;
  role: "user" | "assistant";
  parts: ChatPart[];
  metadata: Pick<ChatMetadata, "verification" | "demo">;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The answer's text with every found quote (in “…”, "…" or a `>` line) replaced by the mark. */
function withoutFoundQuotes(text: string, found: readonly string[]): string {
  return found.reduce((result, quote) => {
    const words = escaped(quote);
    return result
      .replace(new RegExp(`“\\s*${words}\\s*”|"\\s*${words}\\s*"`, "g"), QUOTE_LEFT_OUT)
      .replace(new RegExp(`^>\\s?\\s*${words}\\s*$`, "gm"), `> ${QUOTE_LEFT_OUT}`);
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
  { prompt, demo, includeQuotes }: { prompt: string; demo: boolean; includeQuotes: boolean },
): SharedMessage[] {
  const shared = messages.map((message): SharedMessage => {
    const quotes = message.metadata.verification?.quotes ?? [];
    const found = includeQuotes ? [] : quotes.filter((quote) => quote.found).map((quote) => quote.text);
    const kept = includeQuotes
      ? quotes.map(({ text, found: isFound }) => ({ text, found: isFound }))
      : quotes.filter((quote) => !quote.found);
    return {
      id: message.id,
      role: message.role,
      parts: message.parts.filter((part) => part.type !== "step-start").map((part) => sharedPart(part, found)),
      metadata: {
        ...(kept.length > 0 ? { verification: { quotes: kept } } : {}),
        ...(message.metadata.demo ? { demo: true } : {}),
      },
    };
  });
  return withoutPrompt(shared, prompt, demo);
}
