"use client";

import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

const DELETE_FAILED = "Failed to delete report. Please try again.";

/**
 * Deleting a report from one of Load Reports' lists, the same way in both: Delete asks, a second explicit choice
 * deletes. Meanwhile the confirmation stays, its Delete button saying "Deleting…" and keeping the focus, until the
 * list comes back without the row (`settled()`). A failure, whatever it was, says DELETE_FAILED, and the focus goes
 * back to the row's Delete button (`deleteButtonId`); so does Keep.
 */
export function useReportDelete(deleteButtonId: (id: string) => string) {
  const { task, pending, error, setError } = useApiAction<string>({ offline: DELETE_FAILED });
  const [confirming, setConfirming] = useState<string | null>(null);
  // Deleted, while the list is fetched again without it.
  const [removed, setRemoved] = useState<string | null>(null);
  // After a failure: the Delete button to focus once it is drawn again, enabled.
  const [refocus, setRefocus] = useState<string | null>(null);

  useEffect(() => {
    if (!refocus) return;
    document.getElementById(deleteButtonId(refocus))?.focus();
    setRefocus(null); // eslint-disable-line react-hooks/set-state-in-effect -- a one-off focus move after a failure
  }, [refocus, deleteButtonId]);

  const deleting = pending ?? removed;

  /** Deletes the report; true when it is gone (the caller then fetches the list again and calls `settled`). */
  async function remove(id: string): Promise<boolean> {
    if (deleting) return false;
    const done = await task(
      id,
      async () => {
        const { ok } = await callApi("deleteReport", { params: { id } });
        if (!ok) throw new Error(DELETE_FAILED);
      },
      DELETE_FAILED,
    );
    if (done) setRemoved(id);
    else {
      setConfirming(null);
      setRefocus(id);
    }
    return done;
  }

  /** Keep: the question goes, and the focus returns to the Delete button that asked it. */
  function keep(id: string) {
    flushSync(() => setConfirming(null));
    document.getElementById(deleteButtonId(id))?.focus();
  }

  /** The list came back without the deleted row. */
  const settled = useCallback(() => {
    setRemoved(null);
    setConfirming(null);
  }, []);

  return {
    confirming,
    ask: setConfirming,
    deleting,
    /** A delete call is under way. */
    calling: pending !== null,
    error,
    setError,
    remove,
    keep,
    settled,
  };
}
