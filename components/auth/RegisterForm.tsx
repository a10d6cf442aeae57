"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { SubmitButton } from "@/components/ui/SubmitButton";
import { PasswordField, TextField } from "@/components/ui/TextField";
import { callApi } from "@/lib/client/call-api";
import { formText } from "@/lib/client/form-text";
import { useApiAction } from "@/lib/client/useApiAction";
import { isPasswordMessage } from "@/lib/core/auth/password-messages";

const NETWORK_FAILURE = "Sorry an error occurred while trying to register.";

/** `defaultEmail`: the address an invitation waiting in this browser was sent to (issue 49). */
export function RegisterForm({ defaultEmail }: { defaultEmail?: string }) {
  const router = useRouter();
  const { task, leave, busy, error } = useApiAction({ offline: NETWORK_FAILURE });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await task(
      "action",
      async () => {
        const { ok, data } = await callApi("register", {
          body: {
            name: formText(form, "displayName"),
            email: formText(form, "email"),
            password: formText(form, "password"),
          },
          retryOn401: false,
        });
        if (!ok || !data.redirectTo) throw new Error(data.message ?? NETWORK_FAILURE);
        leave();
        router.push(data.redirectTo);
      },
      NETWORK_FAILURE,
    );
  }
  const passwordError = isPasswordMessage(error) ? error : null;

  return (
    <form method="post" onSubmit={submit} className="space-y-5">
      <TextField label="Full Name" name="displayName" autoComplete="name" required maxLength={100} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={defaultEmail} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        error={passwordError}
      />
      {error && !passwordError && <Alert tone="error">{error}</Alert>}
      <SubmitButton busy={busy} busyLabel="Creating your account…">
        Create Account
      </SubmitButton>
      <p className="text-center text-sm leading-relaxed text-ink-600">
        By creating an account you agree to our{" "}
        <Link href="/terms" className="font-semibold text-brand-700 hover:underline">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link href="/privacy" className="font-semibold text-brand-700 hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
