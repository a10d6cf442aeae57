"use client";

import { useState } from "react";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

const CLEAR_FAILED = "The conversation could not be cleared. Please try again.";

/** Clearing the thread of `reportId`'s idea once the founder confirms: the dialog's state, the call, and its error. */
export function useClearThread(reportId: string, onCleared: () => void) {
  const [confirming, setConfirming] = useState(false);
  const action = useApiAction<"clear">();

  async function clear() {
    const cleared = await action.call(
      "clear",
      () => callApi("clearConversation", { params: { id: reportId } }),
      CLEAR_FAILED,
    );
    if (cleared === null) return;
    setConfirming(false);
    onCleared();
  }

  const ask = () => setConfirming(true);
  const cancel = () => {
    setConfirming(false);
    action.setError(null);
  };
  return { confirming, clearing: action.busy, error: action.error, ask, cancel, clear };
}
