"use client";

import { ConfirmDialog } from "@/components/ui/ConfirmDialog";

/**
 * Delete a measured page, asked first: its visits and what it collected go with it (its experiment stays), so the
 * dialog offers their CSV before, when it holds any.
 */
export function DeletePageDialog({
  title,
  what,
  kept,
  csv,
  confirmLabel,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  title: string;
  /** What goes: "The page goes offline and its visits and sign-ups are deleted." */
  what: string;
  /** How much it holds, when anything: "3 sign-ups". */
  kept: string | null;
  csv: { href: string; label: string };
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={title}
      description={
        <>
          <p>{what} Its experiment stays.</p>
          {kept && (
            <p>
              It has {kept}: keep a copy first.{" "}
              <a href={csv.href} download className="font-semibold text-brand-700 underline underline-offset-2">
                {csv.label}
              </a>
            </p>
          )}
        </>
      }
      confirmLabel={confirmLabel}
      busyLabel="Deleting…"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
    />
  );
}
