"use client";

import type { ReactNode } from "react";
import { useHydrated } from "@/lib/client/useHydrated";
import { Spinner } from "./Spinner";

/**
 * The form's main button: shows progress while busy and cannot be pressed twice. It stays disabled until the page is
 * interactive, so an early click cannot fall back to a native form submission.
 */
export function SubmitButton({
  busy,
  disabled,
  children,
  busyLabel,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
  busyLabel?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={!hydrated || busy || disabled}
      aria-busy={busy}
      className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
