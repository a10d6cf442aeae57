"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Spinner } from "@/components/ui/Spinner";
import { callApi } from "@/lib/client/call-api";
import { DECISION_LOAD_FAILED, useExperiments, useIdeaDecision } from "@/lib/client/use-call";
import { useApiAction } from "@/lib/client/useApiAction";
import { describeMeasurement, describePassLine } from "@/lib/core/experiments/pass-line";
import { readingLabels, readingOf } from "@/lib/core/experiments/reading";
import type { ServedExperiment } from "@/lib/core/api/experiments";
import type { BodyOf } from "@/lib/core/api/contract";
import { verdictLabels } from "@/lib/core/labels";
import { DecisionPanel } from "./DecisionPanel";
import { revalidation } from "@/lib/core/experiments/revalidation";
import { ExperimentCard } from "./ExperimentCard";
import { IdeaResultsChart } from "./IdeaResultsChart";
import { editDraft, emptyDraft } from "./drafts";
import { ExperimentDialog } from "./ExperimentDialog";
import { ResultDialog } from "./ResultDialog";
import { WhatToChange } from "@/components/pivots/WhatToChange";

type Dialog =
  | { kind: "add" }
  | { kind: "edit"; experiment: ServedExperiment }
  | { kind: "record"; experiment: ServedExperiment }
  | { kind: "delete"; experiment: ServedExperiment };

const todayInUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The idea's decision and its experiments: the verdict with its reasons, then the experiments by status, each with
 * what it costs and when it is due; adding, editing, recording a result, abandoning and deleting, after each of which
 * the list and the verdict are read again.
 */
export function IdeaExperiments({
  ideaId,
  ideaTitle,
  hasEvidence,
  latestValidation,
  onRevalidate,
}: {
  ideaId: string;
  ideaTitle: string;
  /** Whether the idea has customer evidence a variant may carry over ("What to change"). */
  hasEvidence: boolean;
  /** The idea's latest validation: re-validating is offered for a result recorded after it. */
  latestValidation: { version: number; created_at: string } | null;
  onRevalidate: () => void;
}) {
  const list = useExperiments(ideaId, "The experiments could not be loaded.");
  const decision = useIdeaDecision(ideaId, DECISION_LOAD_FAILED);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Each names the experiment it acts on; a change's failure is said in the note, a delete's in its dialog.
  const changing = useApiAction<string>();
  const deleting = useApiAction<string>();
  const busyId = changing.pending ?? deleting.pending;
  const [said, setNote] = useState<{ text: string; tone: "success" | "info" } | null>(null);
  const note = changing.error ? { text: changing.error, tone: "error" as const } : said;

  /** Reads the list and verdict again; a failed or unclear result is said plainly, never styled as a success. */
  async function refreshed(text?: string, tone: "success" | "info" = "success") {
    setDialog(null);
    changing.setError(null);
    await list.mutate();
    const next = await decision.mutate();
    if (text) setNote({ text: next ? `${text} The verdict is ${verdictLabels[next.verdict]}.` : text, tone });
  }

  async function change(experiment: ServedExperiment, body: BodyOf<"editExperiment">, done: string) {
    setNote(null);
    const failure = "The experiment could not be changed.";
    await changing.task(
      experiment.id,
      async () => {
        const { ok, data } = await callApi("editExperiment", { params: { id: experiment.id }, body });
        if (!ok) throw new Error(data.message ?? failure);
        await refreshed(done);
      },
      failure,
    );
  }

  async function remove(experiment: ServedExperiment) {
    const failure = "The experiment could not be deleted.";
    await deleting.task(
      experiment.id,
      async () => {
        const { ok, data } = await callApi("deleteExperiment", { params: { id: experiment.id } });
        if (!ok) throw new Error(data.message ?? failure);
        await refreshed("Experiment deleted.");
      },
      failure,
    );
  }

  const experiments = list.data?.data;
  const failed = list.error ?? decision.error;
  if (!experiments || !decision.data) return <StillLoading failed={failed} />;

  const today = todayInUtc();
  const card = (experiment: ServedExperiment) => (
    <ExperimentCard
      key={experiment.id}
      experiment={experiment}
      today={today}
      busy={busyId === experiment.id}
      onRecord={() => setDialog({ kind: "record", experiment })}
      onEdit={() => setDialog({ kind: "edit", experiment })}
      onToggleAbandon={() =>
        experiment.status === "abandoned"
          ? change(experiment, { status: "planned" }, "Experiment reopened.")
          : change(experiment, { status: "abandoned" }, "Experiment abandoned.")
      }
      onDelete={() => {
        deleting.setError(null);
        setDialog({ kind: "delete", experiment });
      }}
    />
  );

  return (
    <div className="space-y-4">
      <DecisionPanel
        decision={decision.data}
        onAdd={() => setDialog({ kind: "add" })}
        onRevalidate={onRevalidate}
        revalidate={revalidation(experiments, latestValidation)}
      />
      <div aria-live="polite">{note && <Alert tone={note.tone}>{note.text}</Alert>}</div>
      <WhatToChange
        idea={{ id: ideaId, title: ideaTitle, hasEvidence }}
        verdict={decision.data.verdict}
        failed={decision.data.counts.failed}
        experimentTitles={new Map(experiments.map((experiment) => [experiment.id, experiment.hypothesis]))}
      />
      <IdeaResultsChart ideaId={ideaId} experiments={experiments} />
      <ExperimentList experiments={experiments} card={card} />
      <ExperimentDialogs
        dialog={dialog}
        ideaId={ideaId}
        onClose={() => setDialog(null)}
        refreshed={refreshed}
        deleting={dialog?.kind === "delete" && busyId === dialog.experiment.id}
        deleteError={deleting.error}
        onDelete={remove}
      />
    </div>
  );
}

function StillLoading({ failed }: { failed: Error | undefined }) {
  return failed ? (
    <Alert tone="error">{failed.message}</Alert>
  ) : (
    <p className="flex items-center gap-2 text-ink-600" role="status">
      <Spinner className="size-4" /> Loading the decision…
    </p>
  );
}

/** The experiments by status: due, decided, and the abandoned folded away. */
function ExperimentList({
  experiments,
  card,
}: {
  experiments: ServedExperiment[];
  card: (experiment: ServedExperiment) => React.ReactNode;
}) {
  const due = experiments.filter((e) => e.status === "planned" || e.status === "running");
  const decided = experiments.filter((e) => e.status === "passed" || e.status === "failed");
  const abandoned = experiments.filter((e) => e.status === "abandoned");
  return (
    <section aria-labelledby="experiments-title" className="space-y-3">
      <h2 id="experiments-title" className="text-lg font-semibold text-ink-950">
        Experiments
      </h2>
      {experiments.length === 0 && (
        <p className="text-sm text-ink-600">
          None yet. Track a next step from the idea validation (“Track this”), or add your own above.
        </p>
      )}
      {due.length > 0 && (
        <Group title="Due" count={due.length}>
          {due.map(card)}
        </Group>
      )}
      {decided.length > 0 && (
        <Group title="Decided" count={decided.length}>
          {decided.map(card)}
        </Group>
      )}
      {abandoned.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-ink-700">
            Abandoned ({abandoned.length})
          </summary>
          <ul className="mt-2 space-y-3">{abandoned.map(card)}</ul>
        </details>
      )}
    </section>
  );
}

/** The dialog open, if any: add, edit, record a result, or confirm a delete. */
function ExperimentDialogs({
  dialog,
  ideaId,
  onClose,
  refreshed,
  deleting,
  deleteError,
  onDelete,
}: {
  dialog: Dialog | null;
  ideaId: string;
  onClose: () => void;
  refreshed: (text?: string, tone?: "success" | "info") => Promise<void>;
  deleting: boolean;
  deleteError: string | null;
  onDelete: (experiment: ServedExperiment) => Promise<void>;
}) {
  return (
    <>
      {dialog?.kind === "add" && (
        <ExperimentDialog
          open
          onClose={onClose}
          ideaId={ideaId}
          initial={emptyDraft()}
          onSaved={() => refreshed("Experiment added.")}
        />
      )}
      {dialog?.kind === "edit" && (
        <ExperimentDialog
          open
          onClose={onClose}
          ideaId={ideaId}
          editing={dialog.experiment}
          initial={editDraft(dialog.experiment)}
          onSaved={() => refreshed("Experiment saved.")}
        />
      )}
      {dialog?.kind === "record" && (
        <ResultDialog
          open
          onClose={onClose}
          experiment={dialog.experiment}
          onRecorded={(experiment) => {
            const result = experiment.result!;
            const reading = readingOf(result.pass_line, result);
            const said = readingLabels[reading];
            return refreshed(
              `${said}: ${describeMeasurement(experiment, result)} against ${describePassLine(experiment)}.`,
              reading === "passed" ? "success" : "info",
            );
          }}
        />
      )}
      {dialog?.kind === "delete" && (
        <ConfirmDialog
          open
          onClose={onClose}
          title="Delete this experiment?"
          description={
            <p>
              “{dialog.experiment.hypothesis}” and its results will be deleted. Abandon it instead to keep the record.
            </p>
          }
          confirmLabel="Delete experiment"
          busyLabel="Deleting…"
          busy={deleting}
          error={deleteError}
          onConfirm={() => onDelete(dialog.experiment)}
        />
      )}
    </>
  );
}

function Group({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-700">
        {title} ({count})
      </h3>
      <ul className="mt-2 space-y-3">{children}</ul>
    </div>
  );
}
