"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import { WITHOUT_A_PLAN } from "@/lib/core/retention";

/**
 * Cancel: asks in the app's own dialog, saying until when access lasts (the end of the trial or of the period paid
 * for), then cancels at that end and reloads the page, which then shows the date.
 */
export function CancelPlanButton({ trial, endsOn }: { trial: boolean; endsOn: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { call, busy, error, setError } = useApiAction();
  const what = trial ? "trial" : "plan";

  async function cancel() {
    const cancelled = await call(
      "action",
      () => callApi("cancelPlan"),
      `We could not cancel your ${what}. Please try again.`,
    );
    if (!cancelled) return;
    setOpen(false);
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50"
      >
        Cancel {what}
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
        title={`Cancel your ${what}?`}
        description={
          <>
            <p>
              You keep full access until <strong className="font-semibold text-ink-950">{endsOn}</strong>
              {trial ? ", when the trial would have ended" : ", the end of the period you have"}. After that nothing
              renews
              {trial ? " and the free trial cannot be started again" : " and nothing more is charged"}.
            </p>
            <p>{WITHOUT_A_PLAN}</p>
          </>
        }
        confirmLabel={`Cancel ${what}`}
        busyLabel="Cancelling…"
        cancelLabel={`Keep my ${what}`}
        busy={busy}
        error={error}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
