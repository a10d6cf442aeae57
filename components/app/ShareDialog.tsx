"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Modal } from "@/components/ui/Modal";
import { api, NetworkError } from "@/lib/client/api";

const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

/**
 * Creates, shows and revokes a report's read-only link. The server keeps only a hash of the token, so a link is shown
 * once, when it is made; a report already shared can get a new link (the old one stops) or stop being shared.
 */
export function ShareDialog({ reportId, shared, open, onClose, onChange }: { reportId: string; shared: boolean; open: boolean; onClose: () => void; onChange: (shared: boolean) => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  async function call(method: "POST" | "DELETE") {
    setBusy(true);
    setError(null);
    try {
      const { ok, data } = await api<{ url?: string }>(`/api/data/reports/${reportId}/share`, { method });
      if (!ok) throw new Error(data.message ?? "The link could not be changed. Please try again.");
      setUrl(method === "POST" ? (data.url ?? null) : null);
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
        Anyone with the link can read this report, signed in or not. It shows the report only: not your name, e-mail or
        the evidence you pasted. You can stop sharing at any time.
      </p>
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
          </p>
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
