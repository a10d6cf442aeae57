"use client";

import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { PasswordField } from "@/components/ui/TextField";
import { api } from "@/lib/client/api";

/** Your Account's password form: the current password (when there is one) and the new one. */
export function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
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
      const body = {
        password: data.get("password"),
        ...(hasPassword ? { currentPassword: data.get("currentPassword") } : {}),
      };
      const { ok, data: answer } = await api<{ field?: string }>("/api/auth/update-password", { method: "POST", body });
      const field = ok ? undefined : answer.field === "currentPassword" && hasPassword ? "currentPassword" : "password";
      setResult({
        ok,
        text: answer.message ?? (ok ? "Password changed successfully" : "We could not change your password."),
        field,
      });
      if (ok) form.reset();
      else focusField(field!);
    } catch {
      setResult({ ok: false, text: "We could not reach LaunchLens. Check your connection and try again." });
    }
    setBusy(false);
  }

  const invalid = (name: string) =>
    result?.field === name ? { "aria-invalid": true, "aria-errormessage": resultId } : {};
  return (
    <form ref={formRef} method="post" onSubmit={submit} className="space-y-3">
      <h3 className="font-semibold text-ink-950">Change Password</h3>
      {hasPassword && (
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          {...invalid("currentPassword")}
        />
      )}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        {...invalid("password")}
      />
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
