"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { callUrl } from "@/lib/client/call-api";
import { downloadFile } from "@/lib/client/download";
import { useApiAction } from "@/lib/client/useApiAction";

/** A copy of everything the founder keeps here (account, ideas, reports) as one JSON file; no plan needed. */
export function DownloadData() {
  const { task, busy, error } = useApiAction();
  const [done, setDone] = useState(false);
  async function download() {
    setDone(false);
    const downloaded = await task(
      "action",
      () => downloadFile(callUrl("accountExport")),
      "Your data could not be downloaded.",
    );
    setDone(downloaded);
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
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Alert tone="success">Your data is downloaded.</Alert>}
    </div>
  );
}
