"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { api } from "@/lib/client/api";

/** Next: reloads the user; with a plan it goes to the dashboard, otherwise it asks for one (`has_access`, docs/API.md). */
export function ChoosePlanNext() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function next() {
    setBusy(true);
    setError(null);
    try {
      const { ok, data } = await api<{ has_access: boolean }>("/api/auth/user");
      if (ok && data.has_access) {
        router.push("/app/dashboard");
        return;
      }
      setError(ok ? "Please select a plan to continue" : (data.message ?? "Please log in again."));
    } catch {
      setError("We could not reach LaunchLens. Check your connection and try again.");
    }
    setBusy(false);
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
