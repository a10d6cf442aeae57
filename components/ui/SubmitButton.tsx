import type { ReactNode } from "react";
import { Spinner } from "./Spinner";

/** The form's main button: shows progress while busy and cannot be pressed twice. */
export function SubmitButton({ busy, disabled, children, busyLabel }: { busy: boolean; disabled?: boolean; children: ReactNode; busyLabel?: string }) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy} className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60">
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
