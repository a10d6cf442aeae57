"use client";

import { useId, useState } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/Alert";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { OFFLINE } from "@/lib/client/api";
import { callApi, callUrl, type CallInput } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import { KEEP_UNSAVED_SETTING, UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import type { CallName } from "@/lib/core/api/calls";

/** A call's answer, or null when the server refused it (the part stays as it is); throws when offline. */
async function readOrNull<N extends CallName>(name: N, input: CallInput<N>) {
  const { ok, data } = await callApi<N>(name, input);
  return ok ? data : null;
}

const sharedLinks = { query: { shared: "1", limit: 50 } } as const;

/** The report library's settings in Your Account: the 30-day history, and the reports that have a live share link. */
export function LibrarySettings() {
  // Fetched again on each opening of Your Account (a report may have been shared meanwhile): no deduping window.
  const settings = useSWR(callUrl("readSettings"), () => readOrNull("readSettings", {}), { dedupingInterval: 0 });
  const links = useSWR(callUrl("history", sharedLinks), () => readOrNull("history", sharedLinks), {
    dedupingInterval: 0,
  });
  const keep = settings.data?.keep_history ?? null;
  const shared = links.data?.data ?? null;
  const { call, busy, error: failure, setError } = useApiAction();
  const error = failure ?? (settings.error || links.error ? OFFLINE : null);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const hintId = useId();

  /** Turning history off deletes the unsaved reports, so it is confirmed first in the app's own dialog. */
  function toggle(next: boolean) {
    if (next) void change(true);
    else setConfirmingOff(true);
  }

  async function change(next: boolean) {
    const saved = await call(
      "action",
      () => callApi("editSettings", { body: { keep_history: next } }),
      "The setting could not be changed. Please try again.",
    );
    if (!saved) return;
    void settings.mutate(saved);
    setConfirmingOff(false);
  }

  async function stopSharing(id: string) {
    const stopped = await call(
      "action",
      () => callApi("revokeShare", { params: { id } }),
      "The link could not be stopped. Please try again.",
    );
    // The link goes from the list at once, which is then fetched again.
    if (stopped) void links.mutate((list) => list && { ...list, data: list.data.filter((link) => link.id !== id) });
  }

  return (
    <div className="space-y-4 border-t border-line pt-5">
      <h3 className="font-semibold text-ink-950">Reports</h3>
      <div className="flex items-start gap-3">
        <input
          id="keep-history"
          type="checkbox"
          checked={keep ?? true}
          disabled={keep === null || busy}
          aria-describedby={hintId}
          onChange={(event) => toggle(event.currentTarget.checked)}
          className="mt-1 size-4 accent-brand-600"
        />
        <div>
          <label htmlFor="keep-history" className="text-sm font-semibold text-ink-900">
            {KEEP_UNSAVED_SETTING}
          </label>
          <p id={hintId} className="text-sm text-ink-600">
            Every report you generate stays in Recent for {UNSAVED_REPORT_DAYS} days, so a closed tab loses nothing.
            Off: only saved reports are kept.
          </p>
        </div>
      </div>
      <div>
        <p className="text-sm font-semibold text-ink-900">Shared links</p>
        {shared === null && !error && <p className="text-sm text-ink-600">Loading…</p>}
        {shared?.length === 0 && <p className="text-sm text-ink-600">None of your reports is shared.</p>}
        {shared && shared.length > 0 && (
          <ul className="mt-1 divide-y divide-line rounded-lg border border-line">
            {shared.map((link) => (
              <li key={link.id} className="flex items-center gap-3 px-3 py-2">
                <span className="min-w-0 flex-1 text-sm text-ink-900 [overflow-wrap:anywhere]">{link.title}</span>
                <button
                  type="button"
                  onClick={() => stopSharing(link.id)}
                  disabled={busy}
                  className="rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  Stop sharing<span className="sr-only">: {link.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && !confirmingOff && <Alert tone="error">{error}</Alert>}
      <ConfirmDialog
        open={confirmingOff}
        onClose={() => {
          setConfirmingOff(false);
          setError(null);
        }}
        title="Turn off history?"
        description={
          <p>
            Your unsaved reports are deleted now, and from now on only the reports you save are kept. Saved reports
            stay.
          </p>
        }
        confirmLabel="Turn off and delete unsaved"
        busyLabel="Turning off…"
        cancelLabel="Keep history"
        busy={busy}
        error={confirmingOff ? error : null}
        onConfirm={() => void change(false)}
      />
    </div>
  );
}
