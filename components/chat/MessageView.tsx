import type { UIMessage } from "ai";
import type { RescoreProposal } from "@/lib/chat/tools";
import { AnswerText, type QuoteCheck } from "./AnswerText";
import { DraftCard, RescoreCard } from "./ToolCards";

type Metadata = { verification?: { quotes: QuoteCheck[] }; demo?: boolean };
export type ChatMessage = UIMessage<Metadata>;

/** One message of the thread: the founder's question, or an answer with its checked quotes and its cards. */
export function MessageView({ message, reportId }: { message: ChatMessage; reportId: string }) {
  if (message.role === "user") {
    const text = message.parts.map((part) => (part.type === "text" ? part.text : "")).join("\n");
    return (
      <div className="max-w-[85%] rounded-2xl bg-brand-50 px-4 py-2.5 text-ink-950">
        <span className="sr-only">You asked: </span>
        <p className="whitespace-pre-line">{text}</p>
      </div>
    );
  }
  const quotes = message.metadata?.verification?.quotes ?? [];
  return (
    <div className="space-y-3 text-ink-800">
      <span className="sr-only">LaunchLens answered:</span>
      {message.parts.map((part, index) => {
        if (part.type === "text") return <AnswerText key={index} text={part.text} quotes={quotes} />;
        if (part.type === "tool-propose_rescore" && part.state === "output-available") {
          return (
            <RescoreCard
              key={index}
              reportId={reportId}
              messageId={message.id}
              proposal={part.output as RescoreProposal}
            />
          );
        }
        if (part.type === "tool-draft" && part.state === "output-available") {
          return <DraftCard key={index} draft={part.output as { kind: string; title: string; body: string }} />;
        }
        return null;
      })}
    </div>
  );
}
