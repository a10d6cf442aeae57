import type { SharedMessage } from "@/lib/core/chat/shared";
import { MessageView } from "./MessageView";

/** The conversation under a shared report, read-only, when its founder included it (lib/core/chat/shared.ts). */
export function SharedConversation({ messages, quotesLeftOut }: { messages: SharedMessage[]; quotesLeftOut: boolean }) {
  return (
    <section aria-labelledby="shared-conversation" className="card p-5 sm:p-6">
      <h2 id="shared-conversation" className="font-serif text-xl font-semibold text-ink-950">
        Questions about this report
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        The founder&apos;s questions and LaunchLens&apos;s answers, drawn from the report and the founder&apos;s
        evidence.{quotesLeftOut ? " Quotes from the evidence are left out, as in the report." : ""}
      </p>
      {messages.length === 0 ? (
        <p className="mt-4 text-sm text-ink-700">No questions have been asked yet.</p>
      ) : (
        <ol className="mt-4 space-y-4" aria-label="Conversation">
          {messages.map((message) => (
            <li key={message.id} className={message.role === "user" ? "flex justify-end" : ""}>
              <MessageView message={message} note={message.note} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
