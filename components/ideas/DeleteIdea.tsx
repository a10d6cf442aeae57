"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

/** "Delete idea": the idea with its reports (every version), experiments and results, after the app's own confirmation. */
export function DeleteIdea({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { call, leave, busy, error, setError } = useApiAction();

  async function remove() {
    const deleted = await call(
      "action",
      () => callApi("deleteIdea", { params: { id } }),
      "The idea could not be deleted. Please try again.",
    );
    if (!deleted) return;
    // The dialog stays busy while the list opens.
    leave();
    router.push("/app/ideas");
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        className="btn-ghost -ml-3 text-sm text-red-700"
      >
        Delete idea
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this idea?"
        description={
          <p>
            “{title}” will be deleted with every report of it, saved or not, and its experiments and results. This
            cannot be undone.
          </p>
        }
        confirmLabel="Delete idea"
        busyLabel="Deleting…"
        busy={busy}
        error={error}
        onConfirm={() => void remove()}
      />
    </>
  );
}
