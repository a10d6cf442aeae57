"use client";

import type { ChangeEvent } from "react";
import { FieldError } from "@/components/ui/FieldError";
import { fieldClass } from "@/components/ui/TextField";
import type { ExperimentDraft } from "./drafts";

type Change = (field: keyof ExperimentDraft) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

const label = "block text-sm font-semibold text-ink-900";
const hint = "mt-1 text-sm text-ink-600";

/** The pass line as data: what is measured, at least or at most, the target and its unit. */
export function PassLineFields({
  id,
  draft,
  set,
  targetError,
}: {
  id: string;
  draft: ExperimentDraft;
  set: Change;
  /** Why the target as typed cannot be read or reached, shown at the field. */
  targetError?: string;
}) {
  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">Pass line</legend>
      <p className="text-sm text-ink-600">
        LaunchLens marks the experiment passed or failed from the number you record against this line.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div className="sm:col-span-3">
          <label htmlFor={`${id}-metric`} className={label}>
            Metric
          </label>
          <input
            id={`${id}-metric`}
            value={draft.metric}
            onChange={set("metric")}
            required
            maxLength={120}
            placeholder="Cafes that say they would pay"
            className={`${fieldClass} mt-1.5`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-comparator`} className={label}>
            Passes at
          </label>
          <select
            id={`${id}-comparator`}
            value={draft.comparator}
            onChange={set("comparator")}
            className={`${fieldClass} mt-1.5 pr-8`}
          >
            <option value=">=">at least (≥)</option>
            <option value="<=">at most (≤)</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-target`} className={label}>
            Target
          </label>
          <input
            id={`${id}-target`}
            value={draft.target}
            onChange={set("target")}
            required
            inputMode="decimal"
            placeholder="8"
            aria-invalid={targetError ? true : undefined}
            aria-describedby={targetError ? `${id}-target-error` : undefined}
            className={`${fieldClass} mt-1.5`}
          />
          <FieldError id={`${id}-target-error`} message={targetError} />
        </div>
        <div>
          <label htmlFor={`${id}-unit`} className={label}>
            Unit
          </label>
          <input
            id={`${id}-unit`}
            value={draft.unit}
            onChange={set("unit")}
            required
            maxLength={60}
            placeholder="of 20 asked"
            aria-describedby={`${id}-unit-hint`}
            className={`${fieldClass} mt-1.5`}
          />
        </div>
      </div>
      <p id={`${id}-unit-hint`} className={hint}>
        Use % for a share (the target is a percentage), or what you count: &ldquo;of 20 asked&rdquo;,
        &ldquo;pre-orders&rdquo;.
      </p>
    </fieldset>
  );
}
