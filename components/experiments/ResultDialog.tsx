"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { Modal } from "@/components/ui/Modal";
import { fieldClass } from "@/components/ui/TextField";
import { api } from "@/lib/client/api";
import { useApiAction } from "@/lib/client/useApiAction";
import { describePassLine, isPercentUnit } from "@/lib/core/experiments/pass-line";
import type { ServedExperiment } from "@/lib/core/api/experiments";

/**
 * Records what an experiment measured: the number (with what it is out of, for a share), notes and what people said.
 * The server decides passed or failed; a new result keeps the previous one in the history.
 */
export function ResultDialog({
  open,
  onClose,
  experiment,
  onRecorded,
}: {
  open: boolean;
  onClose: () => void;
  experiment: ServedExperiment;
  onRecorded: (experiment: ServedExperiment) => void;
}) {
  const [value, setValue] = useState("");
  const [denominator, setDenominator] = useState("");
  const [notes, setNotes] = useState("");
  const [evidence, setEvidence] = useState("");
  const { call, busy: saving, error } = useApiAction();
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const share = isPercentUnit(experiment.unit);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(/,/g, "")));
    const recorded = await call(
      "action",
      () =>
        api<ServedExperiment>(`/api/data/experiments/${experiment.id}/results`, {
          method: "POST",
          body: {
            value: number(value),
            ...(denominator.trim() ? { denominator: number(denominator) } : {}),
            ...(notes.trim() ? { notes } : {}),
            ...(evidence.trim() ? { evidence } : {}),
          },
        }),
      "The result could not be recorded. Please try again.",
    );
    if (recorded) onRecorded(recorded);
  }

  const label = "block text-sm font-semibold text-ink-900";
  return (
    <Modal open={open} onClose={onClose} title="Record a result" initialFocus={first} wide>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm text-ink-700">
          <span className="font-semibold text-ink-900">{experiment.hypothesis}</span>
          <br />
          Passes if {describePassLine(experiment)}.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-value`} className={label}>
              {share ? "How many said yes, signed up or bought" : `What you measured (${experiment.unit})`}
            </label>
            <input
              ref={first}
              id={`${id}-value`}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              required
              inputMode="decimal"
              aria-describedby={`${id}-value-hint`}
              className={`${fieldClass} mt-1.5`}
            />
            <p id={`${id}-value-hint`} className="mt-1 text-sm text-ink-600">
              {share
                ? "A count, with what it is out of; or the percentage itself, leaving “Out of” empty."
                : "A number."}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-denominator`} className={label}>
              Out of <span className="font-normal text-ink-600">(optional)</span>
            </label>
            <input
              id={`${id}-denominator`}
              value={denominator}
              onChange={(event) => setDenominator(event.target.value)}
              inputMode="decimal"
              aria-describedby={`${id}-denominator-hint`}
              className={`${fieldClass} mt-1.5`}
            />
            <p id={`${id}-denominator-hint`} className="mt-1 text-sm text-ink-600">
              How many you asked or who visited.
            </p>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-notes`} className={label}>
            Notes <span className="font-normal text-ink-600">(optional)</span>
          </label>
          <textarea
            id={`${id}-notes`}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={2000}
            rows={2}
            className={`${fieldClass} mt-1.5 py-2`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-evidence`} className={label}>
            What people said <span className="font-normal text-ink-600">(optional)</span>
          </label>
          <textarea
            id={`${id}-evidence`}
            value={evidence}
            onChange={(event) => setEvidence(event.target.value)}
            maxLength={10000}
            rows={4}
            aria-describedby={`${id}-evidence-hint`}
            className={`${fieldClass} mt-1.5 py-2`}
          />
          <p id={`${id}-evidence-hint`} className="mt-1 text-sm text-ink-600">
            Paste their words: a re-validation treats them as evidence and checks every quote against them.
          </p>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className="btn-secondary min-h-10 px-4 text-sm">
            Cancel
          </button>
          <button type="submit" disabled={saving} aria-busy={saving} className="btn-primary min-h-10 px-4 text-sm">
            {saving ? "Recording…" : "Record result"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
