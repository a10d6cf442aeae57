"use client";

import { useRouter } from "next/navigation";
import { Alert } from "@/components/ui/Alert";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

/** After a cancel, before the period ends: undoes it (no confirmation needed: nothing is lost) and reloads the page. */
export function KeepPlanButton({ trial }: { trial: boolean }) {
  const router = useRouter();
  const { call, leave, busy, error } = useApiAction();

  async function keep() {
    const kept = await call("action", () => callApi("resumePlan"), "We could not change your plan. Please try again.");
    if (!kept) return;
    // Busy until the page, reloaded, shows the plan kept (and this button gone).
    leave();
    router.refresh();
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
