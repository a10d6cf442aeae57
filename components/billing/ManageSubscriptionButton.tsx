"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { api } from "@/lib/client/api";
import { NetworkError } from "@/lib/client/session-fetch";

/** Opens the billing portal (or our own subscription page) in a new tab. */
export function ManageSubscriptionButton({ className = "btn-secondary" }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    // Opened during the click, so the browser does not treat it as an unwanted pop-up; pointed at the portal after.
    const tab = window.open("about:blank", "_blank");
    setBusy(true);
    setError(null);
    try {
      const { ok, data } = await api<{ url: string }>("/api/billing/portal", { method: "POST" });
      if (!ok) throw new Error(data.message ?? "We could not open your subscription. Please try again.");
      if (tab) {
        tab.opener = null;
        tab.location.href = data.url;
      } else {
        window.location.href = data.url;
      }
    } catch (caught) {
      tab?.close();
      setError(
        caught instanceof Error && !(caught instanceof NetworkError)
          ? caught.message
          : "We could not open your subscription. Please try again.",
      );
    }
    setBusy(false);
  }

  return (
    <div className="space-y-2">
      <button type="button" onClick={open} disabled={busy} className={className}>
        {busy ? "Opening…" : "Manage Subscription"}
      </button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
