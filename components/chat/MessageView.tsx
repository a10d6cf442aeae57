import type { ChatMessage } from "@/lib/core/api/chat";
import { AnswerText } from "./AnswerText";
import { SharedRescore } from "./RescoreFigures";
import { DraftCard, RescoreCard } from "./ToolCards";

/**
 * One message of the idea's thread: the founder's question, or an answer with its checked quotes and its cards, marked
 * when it was about another version (`note`: "about version 3"). Without a `reportId` it is read-only (the share
 * page): a proposed rescore cannot be accepted there, nor on a version it was not about, nor without a plan
 * (`blocked`, the reason shown in its place).
 */
export function MessageView({
  message,
  reportId,
  note,
  blocked,
}: {
  message: Pick<ChatMessage, "id" | "role" | "parts" | "metadata">;
  reportId?: string;
  note?: string | null;
  blocked?: React.ReactNode;
}) {
  const shared = reportId === undefined;
  const marker = note ? <AboutMarker note={note} /> : null;
  if (message.role === "user") {
    const text = message.parts.map((part) => (part.type === "text" ? part.text : "")).join("\n");
    return (
      <div className="flex max-w-[85%] flex-col items-end gap-1">
        {marker}
        <div className="rounded-2xl bg-brand-50 px-4 py-2.5 text-ink-950">
          {message.metadata?.asked_by ? (
            <span className="block text-xs font-semibold text-ink-600">{message.metadata.asked_by} asked</span>
          ) : (
            <span className="sr-only">{shared ? "The founder asked: " : "You asked: "}</span>
          )}
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{text}</p>
        </div>
      </div>
    );
  }
  const quotes = message.metadata?.verification?.quotes ?? [];
  return (
    <div className="space-y-3 text-ink-800">
      {marker}
      <span className="sr-only">LaunchLens answered:</span>
      {message.parts.map((part, index) => {
        if (part.type === "text") {
          const evidence = shared ? "the founder's evidence" : "your evidence";
          return <AnswerText key={index} text={part.text} quotes={quotes} evidence={evidence} />;
        }
        if (part.type === "tool-propose_rescore" && part.state === "output-available") {
          const proposal = part.output;
          if (shared) return <SharedRescore key={index} proposal={proposal} />;
          const elsewhere = note ? `Proposed ${note}: ask again here to rescore this version.` : null;
          return (
            <RescoreCard
              key={index}
              accept={{ reportId, messageId: message.id }}
              proposal={proposal}
              unavailable={elsewhere ?? blocked}
            />
          );
        }
        if (part.type === "tool-draft" && part.state === "output-available") {
          return <DraftCard key={index} draft={part.output} />;
        }
        return null;
      })}
    </div>
  );
}

/** "About version 3": the message was about another report of the idea than the one shown. */
function AboutMarker({ note }: { note: string }) {
  return (
    <p className="inline-block rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-semibold text-ink-600">
      {note[0]!.toUpperCase() + note.slice(1)}
    </p>
  );
}
