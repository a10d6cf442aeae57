"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { DialogActions } from "@/components/ui/DialogActions";
import { Modal } from "@/components/ui/Modal";
import { fieldClass } from "@/components/ui/TextField";
import {
  draftNumbers,
  FactorCostDueFields,
  HypothesisFields,
  planBodyOf,
  type Change,
} from "@/components/experiments/ExperimentDialog";
import { PassLineFields } from "@/components/experiments/PassLineFields";
import { dateInDays, type ExperimentDraft } from "@/components/experiments/drafts";
import { callApi } from "@/lib/client/call-api";
import { typingLocale } from "@/lib/client/locale";
import { useApiAction } from "@/lib/client/useApiAction";
import type { PivotProposals } from "@/lib/core/api/pivots";
import { IDEA_TITLE_MAX } from "@/lib/core/ideas/limits";
import { PIVOT_DESCRIPTION_MAX } from "@/lib/core/pivots/proposals";
import { numberText } from "@/lib/core/numbers";

type Proposal = PivotProposals["proposals"][number];

const label = "block text-sm font-semibold text-ink-900";

/** The variant's first test as the experiment form holds it, from the proposal's (never from a report's item). */
const firstTestDraft = (proposal: Proposal): ExperimentDraft => ({
  hypothesis: proposal.first_test.hypothesis,
  method: "",
  cost_usd: "0",
  due_date: dateInDays(14),
  metric: proposal.first_test.metric,
  comparator: proposal.first_test.comparator,
  target: numberText(proposal.first_test.target, typingLocale()),
  unit: proposal.first_test.unit,
  factor: proposal.first_test.factor ?? "",
});

/**
 * "Try this change": the variant idea made from a proposal, after the founder edits its title, its description and its
 * first test, and chooses whether the parent's customer evidence goes with it; then its page opens.
 */
export function TryChangeDialog({
  open,
  onClose,
  idea,
  proposal,
}: {
  open: boolean;
  onClose: () => void;
  idea: { id: string; title: string; hasEvidence: boolean };
  proposal: Proposal;
}) {
  const router = useRouter();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(`${idea.title}: ${proposal.title}`.slice(0, IDEA_TITLE_MAX));
  const [description, setDescription] = useState(proposal.description);
  const [keepEvidence, setKeepEvidence] = useState(idea.hasEvidence);
  const [test, setTest] = useState(() => firstTestDraft(proposal));
  const [targetError, setTargetError] = useState<string>();
  const [costError, setCostError] = useState<string>();
  const { call, leave, busy, error } = useApiAction();
  const set: Change = (field) => (event) => setTest((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const numbers = draftNumbers(test, typingLocale());
    setTargetError(numbers.ok ? undefined : numbers.errors.target);
    setCostError(numbers.ok ? undefined : numbers.errors.cost_usd);
    if (!numbers.ok) return;
    const made = await call(
      "action",
      () =>
        callApi("createVariant", {
          params: { id: idea.id },
          body: {
            proposal: proposal.index,
            title,
            description,
            keep_evidence: keepEvidence,
            first_test: planBodyOf(test, numbers),
          },
        }),
      "The variant could not be made. Please try again.",
    );
    if (!made) return;
    leave();
    router.push(`/app/ideas/${made.idea_id}`);
  }

  return (
    <Modal open={open} onClose={onClose} title="Try this change" initialFocus={first} wide>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-ink-700">
          A variant of “{idea.title}”: <span className="font-semibold text-ink-900">{proposal.title}</span>. It starts
          its own experiments; the results of “{idea.title}” stay with it.
        </p>
        <div>
          <label htmlFor={`${id}-title`} className={label}>
            Variant&apos;s title
          </label>
          <input
            ref={first}
            id={`${id}-title`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            maxLength={IDEA_TITLE_MAX}
            className={`${fieldClass} mt-1.5`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-description`} className={label}>
            The idea, changed
          </label>
          <textarea
            id={`${id}-description`}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            required
            maxLength={PIVOT_DESCRIPTION_MAX}
            rows={5}
            aria-describedby={`${id}-description-hint`}
            className={`${fieldClass} mt-1.5 py-2`}
          />
          <p id={`${id}-description-hint`} className="mt-1 text-sm text-ink-600">
            Rewritten for the change: edit every word. The variant&apos;s reports are made from it.
          </p>
        </div>
        {idea.hasEvidence && (
          <label className="flex items-start gap-2 text-sm text-ink-700">
            <input
              type="checkbox"
              checked={keepEvidence}
              onChange={(event) => setKeepEvidence(event.target.checked)}
              className="mt-0.5"
            />
            Carry this idea&apos;s customer evidence over to the variant
          </label>
        )}
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-ink-950">Its first test</legend>
          <HypothesisFields id={id} draft={test} set={set} first={{ current: null }} />
          <PassLineFields id={id} draft={test} set={set} targetError={targetError} />
          <FactorCostDueFields id={id} draft={test} set={set} costError={costError} />
        </fieldset>
        {error && <Alert tone="error">{error}</Alert>}
        <DialogActions onCancel={onClose} busy={busy} label="Make the variant" busyLabel="Making the variant…" />
      </form>
    </Modal>
  );
}
