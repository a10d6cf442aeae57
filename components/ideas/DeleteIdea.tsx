"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { api, NetworkError } from "@/lib/client/api";
import { OFFLINE } from "@/lib/client/fetcher";

/** "Delete idea": the idea with its reports (every version), experiments and results, after the app's own confirmation. */
export function DeleteIdea({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      const { ok, data } = await api(`/api/data/ideas/${id}`, { method: "DELETE" });
      if (ok) {
        router.push("/app/ideas");
        return;
      }
      setError(data.message ?? "The idea could not be deleted. Please try again.");
    } catch (failure) {
      setError(failure instanceof NetworkError ? OFFLINE : "The idea could not be deleted. Please try again.");
    }
    setBusy(false);
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
