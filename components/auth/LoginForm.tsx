"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { SubmitButton } from "@/components/ui/SubmitButton";
import { PasswordField, TextField } from "@/components/ui/TextField";
import { callApi } from "@/lib/client/call-api";
import { formText } from "@/lib/client/form-text";
import { claimedIdeaPath } from "@/lib/core/tries/policy";
import { useApiAction } from "@/lib/client/useApiAction";

const NETWORK_FAILURE = "Sorry an error occurred while trying to log in.";

export function LoginForm({ defaultEmail, verified }: { defaultEmail?: string; verified: boolean }) {
  const router = useRouter();
  const { task, leave, busy, error } = useApiAction({ offline: NETWORK_FAILURE });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    await task(
      "action",
      async () => {
        const { ok, data } = await callApi("authenticate", {
          body: { email: formText(fields, "email"), password: formText(fields, "password") },
          retryOn401: false,
        });
        if (ok) {
          leave();
          // A free validation run in this browser is now in the account: the app opens it.
          router.replace(data.claimed_idea_id ? claimedIdeaPath(data.claimed_idea_id) : "/app/dashboard");
          router.refresh();
        } else if (data.redirectTo) {
          leave();
          router.push(data.redirectTo);
        } else throw new Error(data.message ?? NETWORK_FAILURE);
      },
      NETWORK_FAILURE,
    );
  }

  // The page is for typing an address: the field takes the focus (the password when the address came prefilled), unless
  // the founder has already put it somewhere else.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const field = form.current?.elements.namedItem(defaultEmail ? "password" : "email");
    if (field instanceof HTMLInputElement) field.focus();
  }, [defaultEmail]);

  return (
    <form ref={form} method="post" onSubmit={submit} className="space-y-5">
      {verified && <Alert tone="success">Your email has been verified. You can now log in.</Alert>}
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={defaultEmail} />
      <div>
        <PasswordField label="Password" name="password" autoComplete="current-password" required />
        <div className="mt-2 text-right">
          <Link href="/auth/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <SubmitButton busy={busy} busyLabel="Logging in…">
        Log In
      </SubmitButton>
    </form>
  );
}
