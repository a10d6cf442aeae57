"use client";

import { useCallback, useSyncExternalStore } from "react";

const CHANGED = "launchlens:session-draft";

/**
 * A text the founder is typing, kept in this tab's session storage under `key` as they type, so that leaving the page
 * (a tool, then the browser's Back) finds it again. Empty on the server and before the browser has read it.
 */
export function useSessionDraft(key: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    (onChange) => {
      const listener = (event: Event) => {
        if (!(event instanceof CustomEvent) || event.detail === key) onChange();
      };
      window.addEventListener(CHANGED, listener);
      window.addEventListener("storage", listener);
      return () => {
        window.removeEventListener(CHANGED, listener);
        window.removeEventListener("storage", listener);
      };
    },
    () => sessionStorage.getItem(key) ?? "",
    () => "",
  );
  const set = useCallback(
    (next: string) => {
      try {
        sessionStorage.setItem(key, next);
      } catch {
        // Storage full or blocked: the text stays on screen for this visit only.
      }
      window.dispatchEvent(new CustomEvent(CHANGED, { detail: key }));
    },
    [key],
  );
  return [value, set];
}
