"use client";

import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { PasswordField } from "@/components/ui/TextField";
import { callApi } from "@/lib/client/call-api";
import { formText } from "@/lib/client/form-text";
import { useApiAction } from "@/lib/client/useApiAction";

const NOT_CHANGED = "We could not change your password.";

/** Your Account's password form: the current password (when there is one) and the new one. */
export function ChangePassword({ hasPassword }: { hasPassword: boolean }) {
  const { task, busy, error } = useApiAction();
  const [changed, setChanged] = useState<string | null>(null);
  // The field a refusal is about.
  const [wrongField, setWrongField] = useState<string | null>(null);
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
    const form = event.currentTarget;
    const data = new FormData(form);
    await task(
      "action",
      async () => {
        setChanged(null);
        setWrongField(null);
        const body = {
          password: formText(data, "password"),
          ...(hasPassword ? { currentPassword: formText(data, "currentPassword") } : {}),
        };
        const { ok, data: answer } = await callApi("updatePassword", { body });
        if (ok) {
          setChanged(answer.message ?? "Password changed successfully");
          form.reset();
          return;
        }
        const field = answer.field === "currentPassword" && hasPassword ? "currentPassword" : "password";
        setWrongField(field);
        focusField(field);
        throw new Error(answer.message ?? NOT_CHANGED);
      },
      NOT_CHANGED,
    );
  }

  const invalid = (name: string) =>
    wrongField === name ? { "aria-invalid": true, "aria-errormessage": resultId } : {};
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
      {(changed ?? error) && (
        <Alert tone={changed ? "success" : "error"} id={resultId}>
          {changed ?? error}
        </Alert>
      )}
      {/* aria-disabled while busy, not disabled: a disabled button drops the focus it holds to the page. */}
      <button type="submit" aria-disabled={busy} className="btn-secondary aria-disabled:opacity-60">
        {busy ? "Changing…" : "Change Password"}
      </button>
    </form>
  );
}
