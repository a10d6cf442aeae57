"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { api } from "@/lib/client/api";

/** After a cancel, before the period ends: undoes it (no confirmation needed: nothing is lost) and reloads the page. */
export function KeepPlanButton({ trial }: { trial: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function keep() {
    setBusy(true);
    setError(null);
    try {
      const { ok, data } = await api("/api/billing/resume", { method: "POST" });
      if (ok) {
        router.refresh();
        return;
      }
      setError(data.message ?? "We could not change your plan. Please try again.");
    } catch {
      setError("We could not reach LaunchLens. Check your connection and try again.");
    }
    setBusy(false);
  }

  return (
    <div className="space-y-2">
      <button type="button" onClick={keep} disabled={busy} aria-busy={busy} className="btn-primary">
        {busy ? "Saving…" : `Keep my ${trial ? "trial" : "plan"}`}
      </button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
