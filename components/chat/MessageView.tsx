import type { ChatMessage } from "@/lib/core/api/chat";
import { AnswerText } from "./AnswerText";
import { SharedRescore } from "./RescoreFigures";
import { DraftCard, RescoreCard } from "./ToolCards";

/**
 * One message of the thread: the founder's question, or an answer with its checked quotes and its cards. Without a
 * `reportId` it is read-only (the share page): a proposed rescore cannot be accepted there.
 */
export function MessageView({
  message,
  reportId,
}: {
  message: Pick<ChatMessage, "id" | "role" | "parts" | "metadata">;
  reportId?: string;
}) {
  const shared = reportId === undefined;
  if (message.role === "user") {
    const text = message.parts.map((part) => (part.type === "text" ? part.text : "")).join("\n");
    return (
      <div className="max-w-[85%] rounded-2xl bg-brand-50 px-4 py-2.5 text-ink-950">
        <span className="sr-only">{shared ? "The founder asked: " : "You asked: "}</span>
        <p className="whitespace-pre-line">{text}</p>
      </div>
    );
  }
  const quotes = message.metadata?.verification?.quotes ?? [];
  return (
    <div className="space-y-3 text-ink-800">
      <span className="sr-only">LaunchLens answered:</span>
      {message.parts.map((part, index) => {
        if (part.type === "text") {
          const evidence = shared ? "the founder's evidence" : "your evidence";
          return <AnswerText key={index} text={part.text} quotes={quotes} evidence={evidence} />;
        }
        if (part.type === "tool-propose_rescore" && part.state === "output-available") {
          const proposal = part.output;
          if (shared) return <SharedRescore key={index} proposal={proposal} />;
          return <RescoreCard key={index} accept={{ reportId, messageId: message.id }} proposal={proposal} />;
        }
        if (part.type === "tool-draft" && part.state === "output-available") {
          return <DraftCard key={index} draft={part.output} />;
        }
        return null;
      })}
    </div>
  );
}
