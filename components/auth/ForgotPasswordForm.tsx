"use client";

import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { SubmitButton } from "@/components/ui/SubmitButton";
import { TextField } from "@/components/ui/TextField";
import { callApi } from "@/lib/client/call-api";
import { formText } from "@/lib/client/form-text";
import { useApiAction } from "@/lib/client/useApiAction";

const NOT_SENT = "We could not send the link. Please try again.";

const COOLDOWN_MS = 10_000;

export function ForgotPasswordForm() {
  const { call, busy, error } = useApiAction();
  const [coolingDown, setCoolingDown] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), "email");
    setSent(null);
    const answer = await call(
      "action",
      () => callApi("requestPasswordReset", { body: { email }, retryOn401: false }),
      NOT_SENT,
    );
    if (!answer) return;
    setSent(answer.message ?? NOT_SENT);
    setCoolingDown(true);
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-5">
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      {sent && <Alert tone="success">{sent}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
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
