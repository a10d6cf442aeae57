"use client";

import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { SubmitButton } from "@/components/ui/SubmitButton";
import { TextField } from "@/components/ui/TextField";
import { api } from "@/lib/client/api";

const COOLDOWN_MS = 10_000;

export function ForgotPasswordForm() {
  const [busy, setBusy] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    setBusy(true);
    setResult(null);
    try {
      const { ok, data } = await api("/api/auth/request-password-reset", {
        method: "POST",
        body: { email },
        retryOn401: false,
      });
      setResult({ ok, text: data.message ?? "We could not send the link. Please try again." });
      if (ok) setCoolingDown(true);
    } catch {
      setResult({ ok: false, text: "We could not reach LaunchLens. Check your connection and try again." });
    }
    setBusy(false);
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-5">
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      {result && <Alert tone={result.ok ? "success" : "error"}>{result.text}</Alert>}
      <SubmitButton busy={busy} disabled={coolingDown} busyLabel="Sending…">
        Send Reset Link
      </SubmitButton>
      <p className="text-center text-sm text-ink-600">
        Remembered it?{" "}
        <Link href="/auth/login" className="font-semibold text-brand-700 hover:underline">
          Back to log in
        </Link>
      </p>
    </form>
  );
}
