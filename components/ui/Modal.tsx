"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons";

/**
 * A modal on the native <dialog>: the page behind is inert (focus stays inside), Escape closes it, so does a click on
 * the overlay, and focus returns to what opened it.
 */
export function Modal({ open, onClose, title, children, wide }: { open: boolean; onClose: () => void; title: string; children: ReactNode; wide?: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => (opener.current as HTMLElement | null)?.focus?.()}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the overlay around the panel.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-950/50 ${wide ? "max-w-2xl" : "max-w-md"}`}
    >
      {open && (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="modal-title" className="text-xl font-bold text-ink-950">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label="Close" className="-m-2 rounded-lg p-2 text-ink-600 hover:bg-surface">
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="mt-5">{children}</div>
        </div>
      )}
    </dialog>
  );
}
