"use client";

import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { Alert } from "@/components/ui/Alert";
import { DialogActions } from "@/components/ui/DialogActions";
import { Modal } from "@/components/ui/Modal";
import { FieldError } from "@/components/ui/FieldError";
import { fieldClass } from "@/components/ui/TextField";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import {
  describePassLine,
  describeShareLine,
  isPercentUnit,
  MIN_SAMPLE,
  resultProblem,
} from "@/lib/core/experiments/pass-line";
import { typingLocale } from "@/lib/client/locale";
import { readNumber } from "@/lib/core/numbers";
import type { ServedExperiment } from "@/lib/core/api/experiments";
import type { Rung } from "@/lib/core/experiments/rungs";
import { RungField } from "./RungField";

type Measurement = { value: number; denominator: number | null };
type MeasurementErrors = { value?: string; denominator?: string };

/**
 * The result as typed (`value`, and `denominator`, what it is out of, when given), read by the founder's locale for an
 * experiment measured in `unit`; or what each field says is wrong.
 */
export function readMeasurement(
  value: string,
  denominator: string,
  unit: string,
  locale: string | undefined,
): { ok: true; result: Measurement } | { ok: false; errors: MeasurementErrors } {
  const share = isPercentUnit(unit);
  const errors: MeasurementErrors = {};
  const measuredValue = readNumber(value, locale);
  const outOf = denominator.trim() ? readNumber(denominator, locale) : null;
  if (!measuredValue.ok) errors.value = measuredValue.message;
  else if (measuredValue.percent && (!share || outOf)) {
    errors.value = share
      ? "Give the count without %, since you gave what it is out of."
      : "Give the count, and how many you asked in “Out of”.";
  }
  if (outOf && !outOf.ok) errors.denominator = outOf.message;
  else if (outOf?.ok && outOf.percent) errors.denominator = "Give how many you asked, without %.";
  else if (outOf?.ok && outOf.value === 0) errors.denominator = "You asked more than 0.";
  if (errors.value || errors.denominator || !measuredValue.ok) return { ok: false, errors };
  const result = { value: measuredValue.value, denominator: outOf?.ok ? outOf.value : null };
  if (result.denominator !== null && result.value > result.denominator) {
    return { ok: false, errors: { value: "This counts some of “Out of”, so it cannot be larger." } };
  }
  const problem = resultProblem(unit, result);
  return problem ? { ok: false, errors: { value: problem } } : { ok: true, result };
}

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
  const [rung, setRung] = useState<Rung>("said");
  const { call, busy: saving, error } = useApiAction();
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const shareLine = describeShareLine(experiment);
  const [fieldErrors, setFieldErrors] = useState<MeasurementErrors>({});
  const denominatorField = useRef<HTMLInputElement>(null);

  /** What was typed, read by the founder's locale; else each field shows what is wrong, the first one focused. */
  function read(): Measurement | null {
    const reading = readMeasurement(value, denominator, experiment.unit, typingLocale());
    setFieldErrors(reading.ok ? {} : reading.errors);
    if (reading.ok) return reading.result;
    (reading.errors.value ? first : denominatorField).current?.focus();
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const numbers = read();
    if (!numbers) return;
    const recorded = await call(
      "action",
      () =>
        callApi("recordResult", {
          params: { id: experiment.id },
          body: {
            value: numbers.value,
            ...(numbers.denominator !== null ? { denominator: numbers.denominator } : {}),
            ...(notes.trim() ? { notes } : {}),
            ...(evidence.trim() ? { evidence } : {}),
            rung,
          },
        }),
      "The result could not be recorded. Please try again.",
    );
    if (recorded) onRecorded(recorded);
  }

  return (
    <Modal open={open} onClose={onClose} title="Record a result" initialFocus={first} wide>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm text-ink-700">
          <span className="font-semibold text-ink-900">{experiment.hypothesis}</span>
          <br />
          Passes if {describePassLine(experiment)}.{shareLine && <> {shareLine}</>}
        </p>
        <MeasurementFields
          id={id}
          experiment={experiment}
          value={value}
          onValue={setValue}
          denominator={denominator}
          onDenominator={setDenominator}
          errors={fieldErrors}
          valueField={first}
          denominatorField={denominatorField}
        />
        <RungField id={id} rung={rung} onRung={setRung} />
        <WordsFields id={id} notes={notes} onNotes={setNotes} evidence={evidence} onEvidence={setEvidence} />
        {error && <Alert tone="error">{error}</Alert>}
        <DialogActions onCancel={onClose} busy={saving} label="Record result" busyLabel="Recording…" />
      </form>
    </Modal>
  );
}

/** What was measured: the number, and what it is out of. */
function MeasurementFields({
  id,
  experiment,
  value,
  onValue,
  denominator,
  onDenominator,
  errors,
  valueField,
  denominatorField,
}: {
  id: string;
  experiment: ServedExperiment;
  value: string;
  onValue: (value: string) => void;
  denominator: string;
  onDenominator: (denominator: string) => void;
  errors: MeasurementErrors;
  valueField: RefObject<HTMLInputElement | null>;
  denominatorField: RefObject<HTMLInputElement | null>;
}) {
  const share = isPercentUnit(experiment.unit);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-value`} className={label}>
          {isPercentUnit(experiment.unit)
            ? "How many said yes, signed up or bought"
            : `What you measured (${experiment.unit})`}
        </label>
        <input
          ref={valueField}
          id={`${id}-value`}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          required
          inputMode="decimal"
          aria-invalid={errors.value ? true : undefined}
          aria-describedby={`${id}-value-hint${errors.value ? ` ${id}-value-error` : ""}`}
          className={`${fieldClass} mt-1.5`}
        />
        <p id={`${id}-value-hint`} className="mt-1 text-sm text-ink-600">
          {share ? "A count, with what it is out of; or the percentage itself, leaving “Out of” empty." : "A number."}
        </p>
        <FieldError id={`${id}-value-error`} message={errors.value} />
      </div>
      <div>
        <label htmlFor={`${id}-denominator`} className={label}>
          Out of <span className="font-normal text-ink-600">(optional)</span>
        </label>
        <input
          id={`${id}-denominator`}
          value={denominator}
          ref={denominatorField}
          onChange={(event) => onDenominator(event.target.value)}
          inputMode="decimal"
          aria-invalid={errors.denominator ? true : undefined}
          aria-describedby={`${id}-denominator-hint${errors.denominator ? ` ${id}-denominator-error` : ""}`}
          className={`${fieldClass} mt-1.5`}
        />
        <p id={`${id}-denominator-hint`} className="mt-1 text-sm text-ink-600">
          How many you asked or who visited. Fewer than {MIN_SAMPLE} is too few to tell.
        </p>
        <FieldError id={`${id}-denominator-error`} message={errors.denominator} />
      </div>
    </div>
  );
}

const label = "block text-sm font-semibold text-ink-900";

/** The founder's notes on the result, and what people said (evidence for a re-validation). */
function WordsFields({
  id,
  notes,
  onNotes,
  evidence,
  onEvidence,
}: {
  id: string;
  notes: string;
  onNotes: (notes: string) => void;
  evidence: string;
  onEvidence: (evidence: string) => void;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-notes`} className={label}>
          Notes <span className="font-normal text-ink-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-notes`}
          value={notes}
          onChange={(event) => onNotes(event.target.value)}
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
          onChange={(event) => onEvidence(event.target.value)}
          maxLength={10000}
          rows={4}
          aria-describedby={`${id}-evidence-hint`}
          className={`${fieldClass} mt-1.5 py-2`}
        />
        <p id={`${id}-evidence-hint`} className="mt-1 text-sm text-ink-600">
          Paste their words: a re-validation treats them as evidence and checks every quote against them.
        </p>
      </div>
    </>
  );
}
