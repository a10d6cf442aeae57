"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Modal } from "@/components/ui/Modal";
import { api, NetworkError } from "@/lib/client/api";

const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

/**
 * Creates, shows and revokes a report's read-only link. The server keeps only a hash of the token, so a link is shown
 * once, when it is made; a report already shared can get a new link (the old one stops) or stop being shared. The link
 * leaves out the idea as typed and the evidence; the quotes from the evidence (`quotes` of them in this report) only
 * when the founder ticks the box, since they are other people's words.
 */
export function ShareDialog({ reportId, shared, quotes, open, onClose, onChange }: { reportId: string; shared: boolean; quotes: number; open: boolean; onClose: () => void; onChange: (shared: boolean) => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [includeQuotes, setIncludeQuotes] = useState(false);
  // What the link shown was made with, so a changed choice can say it needs a new link.
  const [linkIncludesQuotes, setLinkIncludesQuotes] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  async function call(method: "POST" | "DELETE") {
    setBusy(true);
    setError(null);
    try {
      const { ok, data } = await api<{ url?: string; include_quotes?: boolean }>(`/api/data/reports/${reportId}/share`, {
        method,
        body: method === "POST" ? { include_quotes: includeQuotes } : undefined,
      });
      if (!ok) throw new Error(data.message ?? "The link could not be changed. Please try again.");
      setUrl(method === "POST" ? (data.url ?? null) : null);
      setLinkIncludesQuotes(method === "POST" && data.include_quotes === true);
      setCopied(false);
      onChange(method === "POST");
    } catch (failure) {
      setError(failure instanceof NetworkError ? OFFLINE : (failure as Error).message);
    }
    setBusy(false);
  }

  async function copy() {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setError("Copying was blocked by the browser: select the link and copy it by hand."),
    );
  }

  return (
    <Modal open={open} onClose={onClose} title="Share this report">
      <p className="text-sm text-ink-600">
        Anyone with the link can read this report, signed in or not. It shows the report&apos;s findings only: not your
        name or e-mail, not your idea as you typed it, and not the evidence you pasted
        {quotes > 0 ? " or the quotes taken from it, unless you include them below" : ""}. You can stop sharing at any time.
      </p>
      {quotes > 0 && (
        <div className="mt-4 flex items-start gap-3 rounded-lg border border-line bg-surface p-3">
          <input
            id="share-quotes"
            type="checkbox"
            checked={includeQuotes}
            onChange={(event) => setIncludeQuotes(event.currentTarget.checked)}
            aria-describedby="share-quotes-hint"
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          <div>
            <label htmlFor="share-quotes" className="text-sm font-semibold text-ink-900">
              Include the {quotes === 1 ? "quote" : `${quotes} quotes`} from your customer evidence
            </label>
            <p id="share-quotes-hint" className="mt-0.5 text-sm text-ink-600">
              They are your customers&apos; own words and can hold their names, e-mail addresses and figures. Include them
              only if those customers would agree.
            </p>
          </div>
        </div>
      )}
      {url && (
        <div className="mt-4">
          <label htmlFor="share-url" className="block text-sm font-semibold text-ink-900">
            Read-only link
          </label>
          <div className="mt-1.5 flex gap-2">
            <input id="share-url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink-900" />
            <button type="button" onClick={copy} className="btn-secondary min-h-10 text-sm">
              {copied ? "Copied" : "Copy"}
            </button>
          </div>
          <p role="status" className="mt-2 text-sm text-ink-600">
            {copied ? "The link is on your clipboard." : "Copy it now: for your safety it is shown only once."}
            {quotes > 0 && (linkIncludesQuotes ? " This link shows the quotes." : " This link leaves the quotes out.")}
          </p>
          {quotes > 0 && includeQuotes !== linkIncludesQuotes && (
            <p className="mt-1 text-sm font-semibold text-ink-900">Create a new link to apply your choice about the quotes.</p>
          )}
        </div>
      )}
      {!url && shared && <p className="mt-4 text-sm font-semibold text-ink-900">This report has a live share link.</p>}
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" onClick={() => call("POST")} disabled={busy} aria-busy={busy} className="btn-primary min-h-10 text-sm disabled:opacity-60">
          {shared || url ? "Create a new link" : "Create link"}
        </button>
        {(shared || url) && (
          <button type="button" onClick={() => call("DELETE")} disabled={busy} className="btn-secondary min-h-10 text-sm text-red-700 disabled:opacity-60">
            Stop sharing
          </button>
        )}
      </div>
      {(shared || url) && <p className="mt-2 text-xs text-ink-600">A new link replaces the old one, which stops working at once.</p>}
    </Modal>
  );
}
