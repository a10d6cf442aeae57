"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { SubmitButton } from "@/components/ui/SubmitButton";
import { PasswordField } from "@/components/ui/TextField";
import { api } from "@/lib/client/api";

export function ResetPasswordForm({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("password");
    setBusy(true);
    setError(null);
    try {
      const { ok, data } = await api("/api/auth/password-reset", { method: "PUT", body: { token, password }, retryOn401: false });
      if (ok) setDone(true);
      else setError(data.message ?? "We could not change your password. Please try again.");
    } catch {
      setError("We could not reach LaunchLens. Check your connection and try again.");
    }
    setBusy(false);
  }

  if (done) {
    return (
      <div role="status" className="space-y-4">
        <h2 className="text-xl font-bold text-ink-950">Password reset</h2>
        <p className="text-ink-700">Your password has been reset. You can now log in to your account.</p>
        <Link href="/auth/login" className="btn-primary w-full">
          Log In
        </Link>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={submit} className="space-y-5">
      <PasswordField label="New Password" name="password" autoComplete="new-password" required hint="At least 8 characters." />
      {error && <Alert tone="error">{error}</Alert>}
      <SubmitButton busy={busy} busyLabel="Changing…">
        Change Password
      </SubmitButton>
    </form>
  );
}
