"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { LogoutButton } from "@/components/auth/LogoutButton";
import { ManageSubscriptionButton } from "@/components/billing/ManageSubscriptionButton";
import { Alert } from "@/components/ui/Alert";
import { Modal } from "@/components/ui/Modal";
import { PasswordField } from "@/components/ui/TextField";
import { api } from "@/lib/client/api";
import { LibrarySettings } from "./LibrarySettings";

export const DELETE_CONFIRMATION =
  "Are you sure you want to delete your account?Your subscription will end immediately, and you will lose access to all your data.";

function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; field?: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultId = "change-password-result";

  /**
   * After a refusal the focus goes to the field to correct, its text selected (a wrong current password, else the new
   * one), and the field points at the message: never to the page, as when the busy button was disabled under it.
   */
  function focusField(name: string) {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.select();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setResult(null);
    try {
      const body = { password: data.get("password"), ...(hasPassword ? { currentPassword: data.get("currentPassword") } : {}) };
      const { ok, data: answer } = await api<{ field?: string }>("/api/auth/update-password", { method: "POST", body });
      const field = ok ? undefined : answer.field === "currentPassword" && hasPassword ? "currentPassword" : "password";
      setResult({ ok, text: answer.message ?? (ok ? "Password changed successfully" : "We could not change your password."), field });
      if (ok) form.reset();
      else focusField(field!);
    } catch {
      setResult({ ok: false, text: "We could not reach LaunchLens. Check your connection and try again." });
    }
    setBusy(false);
  }

  const invalid = (name: string) => (result?.field === name ? { "aria-invalid": true, "aria-errormessage": resultId } : {});
  return (
    <form ref={formRef} method="post" onSubmit={submit} className="space-y-3">
      <h3 className="font-semibold text-ink-950">Change Password</h3>
      {hasPassword && <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required {...invalid("currentPassword")} />}
      <PasswordField label="New password" name="password" autoComplete="new-password" required hint="At least 8 characters." {...invalid("password")} />
      {result && (
        <Alert tone={result.ok ? "success" : "error"} id={resultId}>
          {result.text}
        </Alert>
      )}
      {/* aria-disabled while busy, not disabled: a disabled button drops the focus it holds to the page. */}
      <button type="submit" aria-disabled={busy} className="btn-secondary aria-disabled:opacity-60">
        {busy ? "Changing…" : "Change Password"}
      </button>
    </form>
  );
}

/** "Your Account": password, subscription, log out, delete (SPEC.md section 2, settings modal). */
export function SettingsModal({ open, onClose, user }: { open: boolean; onClose: () => void; user: { fullName: string; email: string; hasPassword: boolean } }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function deleteAccount() {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setDeleting(true);
    setError(null);
    try {
      const { ok, data } = await api("/api/auth/delete-account", { method: "DELETE" });
      if (ok) {
        localStorage.clear();
        sessionStorage.clear();
        router.replace("/?account=deleted");
        router.refresh();
        return;
      }
      setError(data.message ?? "We could not delete your account. Please try again.");
    } catch {
      setError("We could not reach LaunchLens. Check your connection and try again.");
    }
    setDeleting(false);
  }

  return (
    <Modal open={open} onClose={onClose} title="Your Account">
      <div className="space-y-6">
        <div>
          <p className="text-lg font-semibold text-ink-950">{user.fullName}</p>
          <p className="text-sm text-ink-600">{user.email}</p>
        </div>
        <ChangePassword hasPassword={user.hasPassword} />
        {open && <LibrarySettings />}
        <div className="flex flex-wrap gap-3 border-t border-line pt-5">
          <ManageSubscriptionButton />
          <LogoutButton />
        </div>
        <div className="space-y-2 border-t border-line pt-5">
          <button type="button" onClick={deleteAccount} disabled={deleting} className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50">
            {deleting ? "Deleting…" : "Delete Account"}
          </button>
          {error && <Alert tone="error">{error}</Alert>}
        </div>
      </div>
    </Modal>
  );
}
