"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { LogoutButton } from "@/components/auth/LogoutButton";
import { ManageSubscriptionButton } from "@/components/billing/ManageSubscriptionButton";
import { Alert } from "@/components/ui/Alert";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Modal } from "@/components/ui/Modal";
import { PasswordField } from "@/components/ui/TextField";
import { api, NetworkError } from "@/lib/client/api";
import { downloadFile } from "@/lib/client/download";
import { LibrarySettings } from "./LibrarySettings";
import { ReminderSetting } from "./ReminderSetting";

const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

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

/** "Your Account": password, subscription, log out, delete (docs/ARCHITECTURE.md). Open with or without a plan. */
export function SettingsModal({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: { fullName: string; email: string; hasPassword: boolean; hasPlan: boolean };
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title="Your Account">
      <div className="space-y-6">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink-950 [overflow-wrap:anywhere]">{user.fullName}</p>
          <p className="text-sm text-ink-600 [overflow-wrap:anywhere]">{user.email}</p>
        </div>
        <ChangePassword hasPassword={user.hasPassword} />
        {open && <LibrarySettings />}
        {open && <ReminderSetting />}
        <DownloadData />
        <div className="flex flex-wrap gap-3 border-t border-line pt-5">
          {user.hasPlan ? (
            <ManageSubscriptionButton />
          ) : (
            <Link href="/auth/choose-plan" className="btn-secondary">
              Choose a plan
            </Link>
          )}
          <LogoutButton />
        </div>
        <div className="space-y-2 border-t border-line pt-5">
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50"
          >
            Delete Account
          </button>
        </div>
      </div>
      {open && (
        <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} hasPassword={user.hasPassword} />
      )}
    </Modal>
  );
}

/** A copy of everything the founder keeps here (account, ideas, reports) as one JSON file; no plan needed. */
function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  async function download() {
    setBusy(true);
    setNote(null);
    try {
      await downloadFile("/api/data/account-export");
      setNote({ text: "Your data is downloaded.", error: false });
    } catch (error) {
      setNote({ text: error instanceof NetworkError ? OFFLINE : (error as Error).message, error: true });
    }
    setBusy(false);
  }
  return (
    <div className="space-y-2 border-t border-line pt-5">
      <h3 className="font-semibold text-ink-950">Your data</h3>
      <p className="text-sm text-ink-600">
        Everything you keep here, your account, ideas and reports, as one JSON file.
      </p>
      <button type="button" onClick={download} disabled={busy} aria-busy={busy} className="btn-secondary">
        {busy ? "Preparing…" : "Download my data"}
      </button>
      {note && <Alert tone={note.error ? "error" : "success"}>{note.text}</Alert>}
    </div>
  );
}

/**
 * Deleting the account asks for the password (a session left open on a shared computer must not be enough). An
 * account without a password (Google only) needs a recent sign-in instead: the server says so, and the dialog offers
 * to sign in with Google again.
 */
function DeleteAccountDialog({
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reauth, setReauth] = useState(false);

  async function confirm(form: FormData) {
    setBusy(true);
    setError(null);
    try {
      const body = hasPassword ? { password: String(form.get("password") ?? "") } : {};
      const { ok, data } = await api<{ reauth?: string }>("/api/auth/delete-account", { method: "DELETE", body });
      if (ok) {
        localStorage.clear();
        sessionStorage.clear();
        router.replace("/?account=deleted");
        router.refresh();
        return;
      }
      setError(data.message ?? "We could not delete your account. Please try again.");
      setReauth(data.reauth === "google");
    } catch {
      setError(OFFLINE);
    }
    setBusy(false);
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
        // eslint-disable-next-line @next/next/no-html-link-for-pages
        <a href="/api/auth/google" className="btn-secondary w-full">
          Sign in with Google again
        </a>
      )}
    </ConfirmDialog>
  );
}
