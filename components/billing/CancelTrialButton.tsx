"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { api } from "@/lib/client/api";

/** Local billing only: ends the trial after confirmation and goes back to choosing a plan. */
export function CancelTrialButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    if (!window.confirm("Cancel your free trial? You will lose access to the app at once, and the free trial cannot be started again.")) return;
    setBusy(true);
    setError(null);
    try {
      const { ok, data } = await api("/api/billing/cancel", { method: "POST" });
      if (ok) {
        router.replace("/auth/choose-plan");
        router.refresh();
        return;
      }
      setError(data.message ?? "We could not cancel your trial. Please try again.");
    } catch {
      setError("We could not reach LaunchLens. Check your connection and try again.");
    }
    setBusy(false);
  }

  return (
    <div className="space-y-2">
      <button type="button" onClick={cancel} disabled={busy} className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50">
        {busy ? "Cancelling…" : "Cancel trial"}
      </button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
