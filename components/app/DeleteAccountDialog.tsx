"use client";

import { useRouter } from "next/navigation";
import { calls } from "@/lib/core/api/calls";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { PasswordField } from "@/components/ui/TextField";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

/**
 * Deleting the account asks for the password (a session left open on a shared computer must not be enough). An
 * account without a password (Google only) needs a recent sign-in instead: the server says so, and the dialog offers
 * to sign in with Google again.
 */
export function DeleteAccountDialog({
  open,
  onClose,
  hasPassword,
}: {
  open: boolean;
  onClose: () => void;
  hasPassword: boolean;
}) {
  const router = useRouter();
  const password = useRef<HTMLInputElement>(null);
  const { task, leave, busy, error, setError } = useApiAction();
  const [reauth, setReauth] = useState(false);

  async function confirm(form: FormData) {
    const failure = "We could not delete your account. Please try again.";
    const deleted = await task(
      "action",
      async () => {
        const body = hasPassword ? { password: String(form.get("password") ?? "") } : {};
        const { ok, data } = await callApi("deleteAccount", { body });
        if (ok) return;
        setReauth(data.reauth === "google");
        throw new Error(data.message ?? failure);
      },
      failure,
    );
    if (deleted) {
      leave();
      localStorage.clear();
      sessionStorage.clear();
      router.replace("/?account=deleted");
      router.refresh();
      return;
    }
    // Back to where the answer needs the founder: the password to type again, else the action.
    requestAnimationFrame(() => password.current?.select());
  }

  function close() {
    setError(null);
    setReauth(false);
    onClose();
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title="Delete your account?"
      description={
        <>
          <p>
            Your ideas, reports, share links and settings are deleted at once, and any subscription ends now. This
            cannot be undone.
          </p>
          <p>
            {hasPassword
              ? "Enter your password to confirm."
              : "For your safety this needs a sign-in with Google in the last 10 minutes."}
          </p>
        </>
      }
      confirmLabel="Delete my account"
      busyLabel="Deleting…"
      cancelLabel="Keep my account"
      busy={busy}
      error={error}
      onConfirm={confirm}
      fieldRef={hasPassword ? password : undefined}
    >
      {hasPassword && (
        <PasswordField
          ref={password}
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
        />
      )}
      {reauth && (
        // A full page load: the Google sign-in is a chain of redirects, not a page of the app.
        <a href={calls.googleSignIn.path} className="btn-secondary w-full">
          Sign in with Google again
        </a>
      )}
    </ConfirmDialog>
  );
}
