"use client";

import { useEffect, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While `open` (the side menu as an overlay on a narrow screen): focus moves into the drawer, Tab and Shift+Tab stay
 * inside it, Escape closes it, and on closing the focus goes back to the button that opened it.
 */
export function useDrawerFocus(
  open: boolean,
  drawer: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    const element = drawer.current;
    if (!open || !element) return;
    const focusable = () =>
      [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null);
    focusable()[0]?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusable();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!element!.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKey);
    const button = opener.current;
    return () => {
      document.removeEventListener("keydown", onKey);
      button?.focus();
    };
  }, [open, drawer, opener, close]);
}
