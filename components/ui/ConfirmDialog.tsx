"use client";

import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from "react";
import { Alert } from "./Alert";
import { Modal } from "./Modal";

/**
 * The app's own confirmation (never the browser's confirm()): a modal alert dialog that says what will happen, with
 * the safe choice focused first unless a field must be filled (then the field), the action button saying what it
 * does, and an error shown inside, where focus returns to the field or the action. `children` adds fields (a
 * password), submitted with the form.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = "Keep it",
  busy,
  error,
  destructive = true,
  onConfirm,
  children,
  fieldRef,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  busy: boolean;
  error: string | null;
  destructive?: boolean;
  onConfirm: (form: FormData) => void;
  children?: ReactNode;
  /** The field to start on and to return to after an error (a password). */
  fieldRef?: RefObject<HTMLInputElement | null>;
}) {
  const descriptionId = useId();
  const errorId = useId();
  const keep = useRef<HTMLButtonElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm(new FormData(event.currentTarget));
  }

  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : onClose}
      title={title}
      role="alertdialog"
      describedBy={descriptionId}
      initialFocus={fieldRef ?? keep}
    >
      <form method="post" onSubmit={submit} className="space-y-5" aria-describedby={error ? errorId : undefined}>
        <div id={descriptionId} className="space-y-2 text-sm leading-relaxed text-ink-700">
          {description}
        </div>
        {children}
        {error && (
          <Alert tone="error" id={errorId}>
            {error}
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button
            ref={keep}
            type="button"
            onClick={onClose}
            disabled={busy}
            className="btn-secondary min-h-10 px-4 text-sm"
          >
            {cancelLabel}
          </button>
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className={`btn min-h-10 px-4 text-sm disabled:opacity-60 ${destructive ? "bg-red-700 text-white hover:bg-red-800" : "btn-primary"}`}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
