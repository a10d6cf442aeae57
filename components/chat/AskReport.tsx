"use client";

import { useId, useRef, useState } from "react";
import { useReport } from "@/lib/client/use-call";
import { suggestedQuestions } from "@/lib/core/chat/suggestions";
import type { ChatMessage } from "@/lib/core/api/chat";
import { aboutNote } from "@/lib/core/chat/about";
import type { ReportKind } from "@/lib/core/kinds";
import { PlanLink, useHasPlan } from "@/components/app/plan";
import { MessageView } from "./MessageView";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { threadPath, useThread } from "./thread-cache";
import { useThreadChat } from "./useThreadChat";
import { useClearThread } from "./useClearThread";
import { SuggestedQuestions } from "./SuggestedQuestions";
import { MESSAGE_MAX, QuestionForm } from "./QuestionForm";

/**
 * "Ask about this report": the idea's thread, asked about the report shown (a message about another version is marked
 * "about version 3"), answers streamed with the AI SDK's `useChat` (the server loads the
 * history itself, so only the new message is sent), suggested first questions chosen by code, stop and retry, and the
 * tool cards. The thread is read back from the server, so a reload finds it. Without a plan the thread reads but
 * asking and accepting are shown disabled with the reason.
 */
export function AskReport({
  reportId,
  kind,
  suggestions,
  about,
}: {
  reportId: string;
  kind: ReportKind;
  /** The first questions; without them they are chosen from the report, read for the purpose (the idea page). */
  suggestions?: string[];
  /** What the panel is about when the page shows more than one report ("version 3 of the idea validation"). */
  about?: string;
}) {
  const path = threadPath(reportId);
  const { data, error: loadError } = useThread(reportId);
  const { data: report } = useReport(suggestions ? null : reportId);
  const questions = suggestions ?? (report ? suggestedQuestions(report) : []);
  if (loadError) {
    return (
      <Frame>
        <p role="alert" className="text-sm text-red-700">
          {loadError.message}
        </p>
      </Frame>
    );
  }
  if (!data) {
    return (
      <Frame>
        <p className="text-sm text-ink-600">Loading the conversation…</p>
      </Frame>
    );
  }
  return (
    <Thread path={path} shown={{ id: reportId, kind }} initial={data.messages} suggestions={questions} about={about} />
  );
}

function Frame({ children, about }: { children: React.ReactNode; about?: string }) {
  return (
    <section aria-labelledby="ask-report" className="card scroll-mt-24 p-5 sm:p-6 print:hidden" id="section-ask">
      <h2 id="ask-report" className="font-serif text-xl font-semibold text-ink-950">
        Ask about this report
      </h2>
      {about && <p className="mt-1 text-sm text-ink-600">{about}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Thread({
  path,
  shown,
  initial,
  suggestions,
  about,
}: {
  path: string;
  shown: { id: string; kind: ReportKind };
  initial: ChatMessage[];
  suggestions: string[];
  about?: string;
}) {
  const { messages, sendMessage, status, busy, stop, error, regenerate, setMessages, announcement, setAnnouncement } =
    useThreadChat(path, shown.id, initial);
  const clearing = useClearThread(shown.id, () => setMessages([]));
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const hint = useId();
  const hasPlan = useHasPlan();
  const blocked = hasPlan ? undefined : (
    <>
      Asking and rescoring need a plan. <PlanLink />
    </>
  );

  function send(question: string) {
    const trimmed = question.trim();
    if (!trimmed || busy || !hasPlan || trimmed.length > MESSAGE_MAX) return;
    setAnnouncement("");
    void sendMessage({ text: trimmed });
    setText("");
    box.current?.focus();
  }

  return (
    <Frame about={about}>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {messages.length === 0 && <SuggestedQuestions suggestions={suggestions} hasPlan={hasPlan} onAsk={send} />}
      {messages.length > 0 && (
        <ol className="space-y-4" aria-label="Conversation">
          {messages.map((message) => (
            <li key={message.id} className={message.role === "user" ? "flex justify-end" : ""}>
              <MessageView
                message={message}
                reportId={shown.id}
                note={aboutNote(message.metadata?.about, shown)}
                blocked={blocked}
              />
            </li>
          ))}
        </ol>
      )}
      {status === "submitted" && <p className="mt-3 text-sm text-ink-600">Thinking…</p>}
      {error && (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800"
        >
          <span>{error.message || "The answer could not be finished."}</span>
          <button type="button" className="btn-secondary min-h-9 px-3 text-sm" onClick={() => void regenerate()}>
            Retry
          </button>
        </div>
      )}
      <ConfirmDialog
        open={clearing.confirming}
        onClose={clearing.cancel}
        title="Clear this conversation?"
        description="Its questions and answers are deleted, from every version of this idea. The reports stay as they are."
        confirmLabel="Clear conversation"
        busyLabel="Clearing…"
        busy={clearing.clearing}
        error={clearing.error}
        onConfirm={() => void clearing.clear()}
      />
      <QuestionForm
        hint={hint}
        box={box}
        text={text}
        onText={setText}
        onSend={send}
        hasPlan={hasPlan}
        busy={busy}
        onStop={() => void stop()}
        canClear={messages.length > 0 && !busy}
        onClear={clearing.ask}
      />
    </Frame>
  );
}
