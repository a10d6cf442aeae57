"use client";

import { useState } from "react";
import { api, OFFLINE } from "@/lib/client/api";

const CLEAR_FAILED = "The conversation could not be cleared. Please try again.";

/** Clearing the thread at `path` once the founder confirms: the dialog's state, the call, and its error. */
export function useClearThread(path: string, onCleared: () => void) {
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function clear() {
    setClearing(true);
    setError(null);
    const cleared = await api(path, { method: "DELETE" }).catch(() => null);
    setClearing(false);
    if (cleared?.ok) {
      setConfirming(false);
      return onCleared();
    }
    setError(cleared ? (cleared.data.message ?? CLEAR_FAILED) : OFFLINE);
  }

  const ask = () => setConfirming(true);
  const cancel = () => {
    setConfirming(false);
    setError(null);
  };
  return { confirming, clearing, error, ask, cancel, clear };
}
