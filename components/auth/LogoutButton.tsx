"use client";

import { useRouter } from "next/navigation";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

/** Ends the session, empties the browser's stores and goes home (docs/API.md, `DELETE /api/auth/logout`). */
export function LogoutButton({ className = "btn-secondary" }: { className?: string }) {
  const router = useRouter();
  const { task, leave, busy } = useApiAction();
  async function logout() {
    // Whatever the answer, or none: the browser forgets the session and goes home.
    await task("action", () => callApi("logout", { retryOn401: false }).then(() => {}), "");
    leave();
    localStorage.clear();
    sessionStorage.clear();
    router.replace("/");
    router.refresh();
  }
  return (
    <button type="button" onClick={logout} disabled={busy} className={className}>
      {busy ? "Logging out…" : "Log Out"}
    </button>
  );
}
