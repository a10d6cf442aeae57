"use client";

import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import useSWR, { useSWRConfig } from "swr";
import { api, OFFLINE } from "@/lib/client/api";
import { fetchJson } from "@/lib/client/fetcher";
import type { StoredReport } from "@/lib/core/report/schemas";
import { suggestedQuestions } from "@/lib/core/chat/suggestions";
import type { ChatMessage } from "@/lib/core/api/chat";
import { aboutNote } from "@/lib/core/chat/about";
import type { ReportKind } from "@/lib/core/kinds";
import { chatFetch } from "@/lib/client/chat-fetch";
import { NeedsPlan, PlanLink, useHasPlan } from "@/components/app/plan";
import { MessageView } from "./MessageView";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { threadPath, useThread, type Thread as StoredThread } from "./thread-cache";

const MESSAGE_MAX = 2_000;
const CLEAR_FAILED = "The conversation could not be cleared. Please try again.";

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
  const { data: report } = useSWR(suggestions ? null : `/api/data/reports/${reportId}`, fetchJson<StoredReport>());
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
  const [announcement, setAnnouncement] = useState("");
  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatMessage>({
        api: path,
        credentials: "same-origin",
        fetch: chatFetch,
        prepareSendMessagesRequest: ({ messages }) => ({ body: { message: messages.at(-1) } }),
      }),
    [path],
  );
  const { messages, sendMessage, status, stop, error, regenerate, setMessages } = useChat<ChatMessage>({
    id: shown.id,
    messages: initial,
    transport,
    onFinish: ({ isAbort, isError }) => {
      if (!isAbort && !isError) setAnnouncement("The answer is ready.");
    },
  });
  const [text, setText] = useState("");
  const [clearError, setClearError] = useState<string | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const hint = useId();
  const hasPlan = useHasPlan();
  const blocked = hasPlan ? undefined : (
    <>
      Asking and rescoring need a plan. <PlanLink />
    </>
  );
  const busy = status === "submitted" || status === "streaming";
  const { mutate } = useSWRConfig();
  // Each settled turn goes back to the cache the report's actions read (thread-cache.ts).
  useEffect(() => {
    if (!busy) void mutate<StoredThread>(path, { messages }, { revalidate: false });
  }, [busy, messages, mutate, path]);

  function send(question: string) {
    const trimmed = question.trim();
    if (!trimmed || busy || !hasPlan || trimmed.length > MESSAGE_MAX) return;
    setAnnouncement("");
    void sendMessage({ text: trimmed });
    setText("");
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(text);
    }
  }

  async function clear() {
    setClearing(true);
    setClearError(null);
    const cleared = await api(path, { method: "DELETE" }).catch(() => null);
    setClearing(false);
    if (cleared?.ok) {
      setConfirmingClear(false);
      return setMessages([]);
    }
    setClearError(cleared ? (cleared.data.message ?? CLEAR_FAILED) : OFFLINE);
  }

  return (
    <Frame about={about}>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {messages.length === 0 && (
        <div>
          <p className="text-sm text-ink-700">
            Answers come from this report and your evidence; every quote is checked against your evidence. The
            conversation is the idea&apos;s: a new version keeps it.
          </p>
          {hasPlan && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Suggested questions">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="btn-secondary min-h-9 px-3 py-2 text-left text-sm font-medium"
                    onClick={() => send(suggestion)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
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
        open={confirmingClear}
        onClose={() => {
          setConfirmingClear(false);
          setClearError(null);
        }}
        title="Clear this conversation?"
        description="Its questions and answers are deleted, from every version of this idea. The reports stay as they are."
        confirmLabel="Clear conversation"
        busyLabel="Clearing…"
        busy={clearing}
        error={clearError}
        onConfirm={() => void clear()}
      />
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          send(text);
        }}
      >
        <label htmlFor={`${hint}-box`} className="block text-sm font-semibold text-ink-900">
          Your question
        </label>
        <textarea
          id={`${hint}-box`}
          ref={box}
          value={text}
          rows={2}
          maxLength={MESSAGE_MAX}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={!hasPlan}
          aria-describedby={hasPlan ? hint : `${hint} ${hint}-plan`}
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink-950 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-stone-100"
        />
        <p id={hint} className="mt-1 text-xs text-ink-600">
          Enter sends; Shift+Enter starts a new line. {text.length.toLocaleString("en-GB")} / 2,000
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {busy ? (
            <button type="button" className="btn-secondary min-h-10" onClick={() => void stop()}>
              Stop
            </button>
          ) : hasPlan ? (
            <button type="submit" className="btn-primary min-h-10" disabled={!text.trim()}>
              Ask
            </button>
          ) : (
            <button
              type="button"
              className="btn-primary min-h-10 aria-disabled:opacity-60"
              aria-disabled
              aria-describedby={`${hint}-plan`}
            >
              Ask
            </button>
          )}
          {messages.length > 0 && !busy && (
            <button type="button" className="btn-ghost min-h-10 text-sm" onClick={() => setConfirmingClear(true)}>
              Clear conversation
            </button>
          )}
        </div>
        {!hasPlan && (
          <NeedsPlan id={`${hint}-plan`} className="mt-2">
            Asking about a report needs a plan; the conversation stays here to read, export and clear.
          </NeedsPlan>
        )}
      </form>
    </Frame>
  );
}
