"use client";

import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Modal } from "@/components/ui/Modal";
import { api } from "@/lib/client/api";
import { pinReport } from "@/lib/client/reports";
import { useApiAction } from "@/lib/client/useApiAction";
import type { ShareAnswer } from "@/lib/core/api/library";
import { UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import type { Report } from "./ReportsProvider";

/**
 * Creates, shows and revokes a report's read-only link. The server keeps only a hash of the token, so a link is shown
 * once, when it is made; a report already shared can get a new link (the old one stops) or stop being shared. What it
 * promises is what the share page shows (lib/core/report/share-copy.ts): the findings, without the idea as typed or the
 * evidence, and the quotes from the evidence (`quotes` of them in this report) and who said them only when the
 * founder ticks the box, since they are other people's words; the report's conversation (`conversation` messages)
 * only when they tick its box. An unsaved report is deleted after the history's days, and its link with it: the
 * dialog says so and offers to save it.
 *
 * Busy buttons are aria-disabled, not disabled, so the focus stays on them; after a change it moves to what comes
 * next (the new link, or Create link after Stop sharing), never to the page.
 */
export function ShareDialog({
  reportId,
  shared,
  saved,
  quotes,
  conversation,
  open,
  onClose,
  onChange,
  onSaved,
}: {
  reportId: string;
  shared: boolean;
  saved: boolean;
  quotes: number;
  /** How many messages the report's conversation holds. */
  conversation: number;
  open: boolean;
  onClose: () => void;
  onChange: (shared: boolean) => void;
  onSaved: (report: Report) => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [includeQuotes, setIncludeQuotes] = useState(false);
  const [includeConversation, setIncludeConversation] = useState(false);
  // What the link shown was made with, so a changed choice can say it needs a new link.
  const [linkIncludes, setLinkIncludes] = useState({ quotes: false, conversation: false });
  const { call, pending: busy, error, setError } = useApiAction<"share" | "save">();
  const [copied, setCopied] = useState(false);
  const [stopped, setStopped] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  // Where the focus goes once the change has rendered (the button pressed may be gone: Stop sharing, Save report).
  const pendingFocus = useRef<"link" | "create" | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    (target === "link" ? (linkField.current ?? createButton.current) : createButton.current)?.focus();
  });

  async function change(method: "POST" | "DELETE") {
    const body =
      method === "POST"
        ? { include_quotes: includeQuotes, include_conversation: conversation > 0 && includeConversation }
        : undefined;
    const answer = await call(
      "share",
      () => api<ShareAnswer>(`/api/data/reports/${reportId}/share`, { method, body }),
      "The link could not be changed. Please try again.",
    );
    if (!answer) return;
    setUrl(method === "POST" ? (answer.url ?? null) : null);
    setLinkIncludes({
      quotes: method === "POST" && answer.include_quotes === true,
      conversation: method === "POST" && answer.include_conversation === true,
    });
    setCopied(false);
    setStopped(method === "DELETE");
    onChange(method === "POST");
    pendingFocus.current = method === "POST" ? "link" : "create";
  }

  async function save() {
    const saved = await call("save", () => pinReport(reportId), "Failed to save report. Please try again.");
    if (!saved) return;
    pendingFocus.current = "link";
    onSaved(saved.report);
  }

  async function copy() {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setError("Copying was blocked by the browser: select the link and copy it by hand."),
    );
  }

  const live = shared || url !== null;
  return (
    <Modal open={open} onClose={onClose} title="Share this report">
      <p className="text-sm text-ink-600">
        Anyone with the link can read this report, signed in or not, until you stop sharing it. The page shows the
        report&apos;s findings, including what they draw from your evidence. It leaves out your name and e-mail, your
        idea as you typed it and the evidence you pasted
        {quotes > 0 ? ", and the quotes taken from it and who said them unless you include them below" : ""}.
      </p>
      {!saved && (
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="min-w-0 flex-1 basis-60">
            <strong className="font-semibold">This report is not saved.</strong> Unsaved reports are deleted{" "}
            {UNSAVED_REPORT_DAYS} days after they are made, and a link to one stops working then. Save it to keep it.
          </p>
          <button
            type="button"
            onClick={save}
            aria-disabled={busy !== null}
            className="btn-secondary min-h-9 px-3 text-sm aria-disabled:opacity-60"
          >
            {busy === "save" ? "Saving…" : "Save report"}
          </button>
        </div>
      )}
      {quotes > 0 && (
        <ShareOption
          id="share-quotes"
          checked={includeQuotes}
          onChange={setIncludeQuotes}
          label={`Include the ${quotes === 1 ? "quote" : `${quotes} quotes`} from your customer evidence`}
          hint="They are your customers' own words, shown with who said them when your evidence names them, and can hold names, e-mail addresses and figures. Include them only if those customers would agree."
        />
      )}
      {conversation > 0 && (
        <ShareOption
          id="share-conversation"
          checked={includeConversation}
          onChange={setIncludeConversation}
          label={`Include the conversation (${conversation === 1 ? "1 message" : `${conversation} messages`})`}
          hint={`Your questions about this report and the answers, as they are.${quotes > 0 ? " Quotes from your evidence in the answers are left out unless you include the quotes." : ""}`}
        />
      )}
      {url && (
        <div className="mt-4">
          <label htmlFor="share-url" className="block text-sm font-semibold text-ink-900">
            Read-only link
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id="share-url"
              ref={linkField}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              aria-describedby="share-url-hint"
              className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink-900"
            />
            <button type="button" onClick={copy} className="btn-secondary min-h-10 text-sm">
              {copied ? "Copied" : "Copy"}
            </button>
          </div>
          <p id="share-url-hint" role="status" className="mt-2 text-sm text-ink-600">
            {copied ? "The link is on your clipboard." : "Copy it now: for your safety it is shown only once."}
            {quotes > 0 && (linkIncludes.quotes ? " This link shows the quotes." : " This link leaves the quotes out.")}
            {conversation > 0 &&
              (linkIncludes.conversation ? " It shows the conversation." : " It leaves the conversation out.")}
          </p>
          {((quotes > 0 && includeQuotes !== linkIncludes.quotes) ||
            (conversation > 0 && includeConversation !== linkIncludes.conversation)) && (
            <p className="mt-1 text-sm font-semibold text-ink-900">Create a new link to apply your choices.</p>
          )}
        </div>
      )}
      {!url && shared && <p className="mt-4 text-sm font-semibold text-ink-900">This report has a live share link.</p>}
      {/* Present whenever no link is shown, so the news that sharing stopped is announced as it arrives. */}
      {!url && (
        <p role="status" className="mt-4 text-sm font-semibold text-ink-900 empty:hidden">
          {stopped && !shared ? "Sharing stopped: the old link no longer works." : ""}
        </p>
      )}
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <button
          type="button"
          ref={createButton}
          onClick={() => change("POST")}
          aria-disabled={busy !== null}
          aria-busy={busy === "share"}
          className="btn-primary min-h-10 text-sm aria-disabled:opacity-60"
        >
          {live ? "Create a new link" : "Create link"}
        </button>
        {live && (
          <button
            type="button"
            onClick={() => change("DELETE")}
            aria-disabled={busy !== null}
            className="btn-secondary min-h-10 text-sm text-red-700 aria-disabled:opacity-60"
          >
            Stop sharing
          </button>
        )}
      </div>
      {live && (
        <p className="mt-2 text-xs text-ink-600">A new link replaces the old one, which stops working at once.</p>
      )}
    </Modal>
  );
}

/** A choice about what the link shows: a box, its label and a line on what it means. */
function ShareOption({
  id,
  checked,
  onChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  return (
    <div className="mt-3 flex items-start gap-3 rounded-lg border border-line bg-surface p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
