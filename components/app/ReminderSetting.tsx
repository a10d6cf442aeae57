"use client";

import { useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { OFFLINE } from "@/lib/client/api";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

/** The experiment reminders in Your Account: the same setting the reminder e-mail's unsubscribe link turns off. */
export function ReminderSetting() {
  const [on, setOn] = useState<boolean | null>(null);
  const { call, busy, error, setError } = useApiAction();
  const hintId = useId();
  const inputId = useId();

  useEffect(() => {
    let current = true;
    callApi("readSettings").then(
      (settings) => {
        if (current && settings.ok) setOn(settings.data.experiment_reminders);
      },
      () => current && setError(OFFLINE),
    );
    return () => {
      current = false;
    };
  }, [setError]);

  /** The box shows the choice at once; it goes back, with the reason, if the change could not be saved. */
  async function change(next: boolean) {
    setOn(next);
    const saved = await call(
      "action",
      () => callApi("editSettings", { body: { experiment_reminders: next } }),
      "The setting could not be changed. Please try again.",
    );
    setOn(saved ? saved.experiment_reminders : !next);
  }

  return (
    <div className="space-y-3 border-t border-line pt-5">
      <h3 className="font-semibold text-ink-950">Experiments</h3>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          checked={on ?? true}
          disabled={on === null}
          // Not disabled while saving, which would drop the focus to the page: a change then waits its turn.
          aria-disabled={busy || undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            if (!busy) void change(event.currentTarget.checked);
          }}
          className="mt-1 size-4 accent-brand-600"
        />
        <div>
          <label htmlFor={inputId} className="text-sm font-semibold text-ink-900">
            Experiment reminders
          </label>
          {busy && (
            <span role="status" className="ml-2 text-sm text-ink-600">
              Saving…
            </span>
          )}
          <p id={hintId} className="text-sm text-ink-600">
            E-mail me when an experiment is past its due date without a result (at most one e-mail a day).
          </p>
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
