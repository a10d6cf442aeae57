"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/lib/client/api";

/** Ends the session, empties the browser's stores and goes home (docs/API.md, `DELETE /api/auth/logout`). */
export function LogoutButton({ className = "btn-secondary" }: { className?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    try {
      await api("/api/auth/logout", { method: "DELETE", retryOn401: false });
    } finally {
      localStorage.clear();
      sessionStorage.clear();
      router.replace("/");
      router.refresh();
    }
  }
  return (
    <button type="button" onClick={logout} disabled={busy} className={className}>
      {busy ? "Logging out…" : "Log Out"}
    </button>
  );
}
