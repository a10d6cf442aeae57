"use client";

import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { CloseIcon } from "./icons";

/**
 * A modal on the native <dialog>: the page behind is inert (focus stays inside), Escape closes it, so does a click on
 * the overlay, and focus returns to what opened it. `initialFocus` names the control to start on (else the browser's
 * choice, the first focusable one); modals may nest (a confirmation over Your Account), each with its own title id.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  wide,
  initialFocus,
  role,
  describedBy,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  /** "alertdialog" for a confirmation that interrupts (a destructive action). */
  role?: "alertdialog";
  describedBy?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      initialFocus?.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialog}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      // React passes a nested dialog's cancel and close up the tree: act on this dialog's own only.
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // Chromium fires close a frame after the dialog shut: by then the choice made in it may have put the focus
        // where it belongs (the idea switcher's filled field). The opener takes it back only from nowhere.
        const focused = document.activeElement;
        if (!focused || focused === document.body || event.currentTarget.contains(focused)) {
          const node = opener.current;
          if (node && "focus" in node && typeof node.focus === "function") node.focus();
        }
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the overlay around the panel.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-950/50 ${wide ? "max-w-2xl" : "max-w-md"}`}
    >
      {open && (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-ink-950">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-m-2 rounded-lg p-2 text-ink-600 hover:bg-surface"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="mt-5">{children}</div>
        </div>
      )}
    </dialog>
  );
}
