"use client";

import { Alert } from "@/components/ui/Alert";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

const NOT_OPENED = "We could not open your subscription. Please try again.";

/** Opens the billing portal (or our own subscription page) in a new tab. */
export function ManageSubscriptionButton({ className = "btn-secondary" }: { className?: string }) {
  // The network's failure is worded as any other here: the portal could not be opened.
  const { call, busy, error } = useApiAction({ offline: NOT_OPENED });

  async function open() {
    // Opened during the click, so the browser does not treat it as an unwanted pop-up; pointed at the portal after.
    const tab = window.open("about:blank", "_blank");
    const portal = await call("action", () => callApi("billingPortal"), NOT_OPENED);
    if (!portal) {
      tab?.close();
    } else if (tab) {
      tab.opener = null;
      tab.location.href = portal.url;
    } else {
      window.location.href = portal.url;
    }
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
