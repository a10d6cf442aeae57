"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { NetworkError } from "@/lib/client/api";
import { downloadFile } from "@/lib/client/download";

const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

/** A copy of everything the founder keeps here (account, ideas, reports) as one JSON file; no plan needed. */
export function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  async function download() {
    setBusy(true);
    setNote(null);
    try {
      await downloadFile("/api/data/account-export");
      setNote({ text: "Your data is downloaded.", error: false });
    } catch (error) {
      setNote({ text: error instanceof NetworkError ? OFFLINE : (error as Error).message, error: true });
    }
    setBusy(false);
  }
  return (
    <div className="space-y-2 border-t border-line pt-5">
      <h3 className="font-semibold text-ink-950">Your data</h3>
      <p className="text-sm text-ink-600">
        Everything you keep here, your account, ideas and reports, as one JSON file.
      </p>
      <button type="button" onClick={download} disabled={busy} aria-busy={busy} className="btn-secondary">
        {busy ? "Preparing…" : "Download my data"}
      </button>
      {note && <Alert tone={note.error ? "error" : "success"}>{note.text}</Alert>}
    </div>
  );
}
