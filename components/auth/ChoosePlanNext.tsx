"use client";

import { useRouter } from "next/navigation";
import { Alert } from "@/components/ui/Alert";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

/** Next: reloads the user; with a plan it goes to the dashboard, otherwise it asks for one (`has_access`, docs/API.md). */
export function ChoosePlanNext() {
  const router = useRouter();
  const { call, leave, busy, error, setError } = useApiAction();
  async function next() {
    const user = await call("action", () => callApi("currentUser"), "Please log in again.");
    if (!user) return;
    if (!user.has_access) return setError("Please select a plan to continue");
    leave();
    router.push("/app/dashboard");
  }
  return (
    <div className="space-y-3">
      {error && <Alert tone="error">{error}</Alert>}
      <button type="button" onClick={next} disabled={busy} className="btn-secondary w-full">
        {busy ? "Checking…" : "Next"}
      </button>
    </div>
  );
}
