"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { SubmitButton } from "@/components/ui/SubmitButton";
import { PasswordField } from "@/components/ui/TextField";
import { isPasswordMessage } from "@/lib/core/auth/password-messages";
import { callApi } from "@/lib/client/call-api";
import { formText } from "@/lib/client/form-text";
import { useApiAction } from "@/lib/client/useApiAction";
import { AuthCard } from "./AuthCard";
import { resetTitles } from "./reset-titles";

/** What a reset link that cannot be used says, as the page opens or after a try (the card's title says it too). */
export function UnusableResetLink({ reason }: { reason: "expired" | "incomplete" }) {
  return (
    <>
      <Alert tone="error">
        {reason === "expired"
          ? "This reset link has already been used or has expired. Links work once, for a limited time: request a new one."
          : "This reset link is incomplete. Please open the link from the e-mail again, or request a new one."}
      </Alert>
      <Link href="/auth/forgot-password" className="btn-secondary mt-6 w-full">
        Request a new link
      </Link>
    </>
  );
}

/**
 * The reset page's card for a usable link: the form, then "Password reset" or, when the link ran out while
 * the founder typed, the expired state. The card's title follows the state and takes the focus when it changes.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { task, busy, error } = useApiAction();
  const [state, setState] = useState<"form" | "done" | "expired">("form");
  const heading = useRef<HTMLHeadingElement>(null);

  // The new title takes the focus when the state changes; on arrival the password field does (the page is for typing
  // one), unless the visitor already put the focus somewhere.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state !== "form") heading.current?.focus();
    else if (!document.activeElement || document.activeElement === document.body) {
      const field = form.current?.elements.namedItem("password");
      if (field instanceof HTMLInputElement) field.focus();
    }
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = formText(new FormData(event.currentTarget), "password");
    const failure = "We could not change your password. Please try again.";
    await task(
      "action",
      async () => {
        const { ok, data } = await callApi("resetPassword", {
          body: { token, password },
          retryOn401: false,
        });
        if (ok) setState("done");
        else if (data.link_expired) setState("expired");
        else throw new Error(data.message ?? failure);
      },
      failure,
    );
  }

  return (
    <AuthCard title={resetTitles[state]} headingRef={heading}>
      {state === "done" && (
        <div role="status" className="space-y-4">
          <p className="text-ink-700">Your password has been reset. You can now log in to your account.</p>
          <Link href="/auth/login" className="btn-primary w-full">
            Log In
          </Link>
        </div>
      )}
      {state === "expired" && <UnusableResetLink reason="expired" />}
      {state === "form" && (
        <form ref={form} method="post" onSubmit={submit} className="space-y-5">
          <PasswordField
            label="New Password"
            name="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters."
            error={isPasswordMessage(error) ? error : null}
          />
          {error && !isPasswordMessage(error) && <Alert tone="error">{error}</Alert>}
          <SubmitButton busy={busy} busyLabel="Changing…">
            Change Password
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
