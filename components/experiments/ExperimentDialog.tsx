"use client";

import { useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { Alert } from "@/components/ui/Alert";
import { DialogActions } from "@/components/ui/DialogActions";
import { Modal } from "@/components/ui/Modal";
import { fieldClass } from "@/components/ui/TextField";
import { factors } from "@/lib/core/report/factors";
import { callApi } from "@/lib/client/call-api";
import type { BodyOf } from "@/lib/core/api/contract";
import { factorKeys, type FactorKey } from "@/lib/core/report/factors";
import { useApiAction } from "@/lib/client/useApiAction";
import type { ServedExperiment } from "@/lib/core/api/experiments";
import type { ExperimentDraft } from "./drafts";
import { PassLineFields } from "./PassLineFields";
import { FieldError } from "@/components/ui/FieldError";
import { typingLocale } from "@/lib/client/locale";
import { isPercentUnit, targetProblem } from "@/lib/core/experiments/pass-line";
import { readNumber } from "@/lib/core/numbers";

type NumberErrors = { target?: string; cost_usd?: string };

/** The draft's numbers read by the founder's locale ("2,4" in German is 2.4), or what each field says is wrong. */
export function draftNumbers(
  draft: Pick<ExperimentDraft, "target" | "cost_usd" | "unit">,
  locale: string | undefined,
): { ok: true; target: number; cost_usd: number } | { ok: false; errors: NumberErrors } {
  const errors: NumberErrors = {};
  const target = readNumber(draft.target, locale);
  const cost = readNumber(draft.cost_usd, locale);
  if (!target.ok) errors.target = target.message;
  else if (target.percent && !isPercentUnit(draft.unit)) {
    errors.target = "Write the target as a number: for a share, set the unit to %.";
  } else errors.target = targetProblem(target.value, draft.unit) ?? undefined;
  if (!cost.ok) errors.cost_usd = cost.message;
  else if (cost.percent) errors.cost_usd = "Give the cost in US dollars.";
  if (errors.target || errors.cost_usd || !target.ok || !cost.ok) return { ok: false, errors };
  return { ok: true, target: target.value, cost_usd: cost.value };
}

/** The body the API takes: numbers as numbers, empty optional fields left out (or cleared when editing). */
/** The draft's factor, when it names one of the validation's factors (the select offers only those, or none). */
const factorOf = (draft: ExperimentDraft): FactorKey | null => factorKeys.find((key) => key === draft.factor) ?? null;

/** The fields an edit sends: every one, an emptied method or factor as null. */
function editBodyOf(draft: ExperimentDraft, numbers: { target: number; cost_usd: number }): BodyOf<"editExperiment"> {
  return {
    hypothesis: draft.hypothesis,
    method: draft.method.trim() || null,
    cost_usd: numbers.cost_usd,
    due_date: draft.due_date,
    metric: draft.metric,
    comparator: draft.comparator,
    target: numbers.target,
    unit: draft.unit,
    factor: factorOf(draft),
  };
}

/** The fields a new experiment sends: the method and factor only when given, and the report item it tracks. */
export function planBodyOf(
  draft: ExperimentDraft,
  numbers: { target: number; cost_usd: number },
): BodyOf<"planExperiment"> {
  const factor = factorOf(draft);
  return {
    hypothesis: draft.hypothesis,
    ...(draft.method.trim() ? { method: draft.method.trim() } : {}),
    cost_usd: numbers.cost_usd,
    due_date: draft.due_date,
    metric: draft.metric,
    comparator: draft.comparator,
    target: numbers.target,
    unit: draft.unit,
    ...(factor ? { factor } : {}),
    ...(draft.from_report_id ? { from_report_id: draft.from_report_id } : {}),
    ...(draft.from_item ? { from_item: draft.from_item } : {}),
  };
}

/**
 * Adds an experiment to an idea, or edits one: the hypothesis and method, then the pass line as data (metric,
 * at least/at most, target, unit), the factor it tests, its cost and due date. What was typed stays on an error.
 */
export function ExperimentDialog({
  open,
  onClose,
  ideaId,
  editing,
  initial,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  ideaId: string;
  /** The experiment being edited; a new one when absent. */
  editing?: ServedExperiment;
  initial: ExperimentDraft;
  onSaved: (experiment: ServedExperiment) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [numberErrors, setNumberErrors] = useState<NumberErrors>({});
  const { call, busy: saving, error } = useApiAction();
  const first = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const set = (field: keyof ExperimentDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const numbers = draftNumbers(draft, typingLocale());
    setNumberErrors(numbers.ok ? {} : numbers.errors);
    if (!numbers.ok) {
      document.getElementById(`${id}-${numbers.errors.target ? "target" : "cost"}`)?.focus();
      return;
    }
    const saved = await call(
      "action",
      () =>
        editing
          ? callApi("editExperiment", { params: { id: editing.id }, body: editBodyOf(draft, numbers) })
          : callApi("planExperiment", { params: { id: ideaId }, body: planBodyOf(draft, numbers) }),
      "The experiment could not be saved. Please try again.",
    );
    if (saved) onSaved(saved);
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? "Edit experiment" : "Track an experiment"}
      initialFocus={first}
      wide
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {draft.threshold && (
          <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-ink-700">
            <span className="font-semibold text-ink-900">The report&apos;s pass line:</span> {draft.threshold}
          </p>
        )}
        <HypothesisFields id={id} draft={draft} set={set} first={first} />
        <PassLineFields id={id} draft={draft} set={set} targetError={numberErrors.target} />
        <FactorCostDueFields id={id} draft={draft} set={set} costError={numberErrors.cost_usd} />
        {error && <Alert tone="error">{error}</Alert>}
        <DialogActions
          onCancel={onClose}
          busy={saving}
          label={editing ? "Save changes" : "Track experiment"}
          busyLabel="Saving…"
        />
      </form>
    </Modal>
  );
}

const label = "block text-sm font-semibold text-ink-900";
const hint = "mt-1 text-sm text-ink-600";

/** A field's change handler, by the draft's field name. */
export type Change = (field: keyof ExperimentDraft) => (event: { target: { value: string } }) => void;

/** What the experiment is to show, and how it is run. */
export function HypothesisFields({
  id,
  draft,
  set,
  first,
}: {
  id: string;
  draft: ExperimentDraft;
  set: Change;
  /** The hypothesis, which takes the focus as the dialog opens. */
  first: RefObject<HTMLTextAreaElement | null>;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-hypothesis`} className={label}>
          Hypothesis
        </label>
        <textarea
          ref={first}
          id={`${id}-hypothesis`}
          value={draft.hypothesis}
          onChange={set("hypothesis")}
          required
          maxLength={500}
          rows={2}
          aria-describedby={`${id}-hypothesis-hint`}
          className={`${fieldClass} mt-1.5 py-2`}
        />
        <p id={`${id}-hypothesis-hint`} className={hint}>
          What must be true for the idea to work.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-method`} className={label}>
          Method <span className="font-normal text-ink-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-method`}
          value={draft.method}
          onChange={set("method")}
          maxLength={2000}
          rows={2}
          className={`${fieldClass} mt-1.5 py-2`}
        />
      </div>
    </>
  );
}

/** The factor it tests, what it costs and when it is due. */
export function FactorCostDueFields({
  id,
  draft,
  set,
  costError,
}: {
  id: string;
  draft: ExperimentDraft;
  set: Change;
  costError?: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-factor`} className={label}>
          Tests the factor
        </label>
        <select
          id={`${id}-factor`}
          value={draft.factor}
          onChange={set("factor")}
          className={`${fieldClass} mt-1.5 pr-8`}
        >
          <option value="">None in particular</option>
          {factors.map((factor) => (
            <option key={factor.key} value={factor.key}>
              {factor.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-cost`} className={label}>
          Cost (USD)
        </label>
        <input
          id={`${id}-cost`}
          value={draft.cost_usd}
          onChange={set("cost_usd")}
          required
          inputMode="decimal"
          aria-invalid={costError ? true : undefined}
          aria-describedby={costError ? `${id}-cost-error` : undefined}
          className={`${fieldClass} mt-1.5`}
        />
        <FieldError id={`${id}-cost-error`} message={costError} />
      </div>
      <div>
        <label htmlFor={`${id}-due`} className={label}>
          Due
        </label>
        <input
          id={`${id}-due`}
          type="date"
          value={draft.due_date}
          onChange={set("due_date")}
          required
          className={`${fieldClass} mt-1.5`}
        />
      </div>
    </div>
  );
}
