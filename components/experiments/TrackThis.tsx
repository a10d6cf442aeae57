"use client";

import Link from "next/link";
import { useState } from "react";
import { useExperiments } from "@/lib/client/use-call";
import { useCanEdit } from "@/components/app/plan";
import { draftOf, trackedExperiment, type Proposal } from "./drafts";
import { ExperimentDialog } from "./ExperimentDialog";

/**
 * "Track this" beside a report's next step or channel experiment: opens the experiment form filled from it (the
 * model's pass line as data where the report has one, its text for the founder to turn into one where not). Once
 * tracked (from this report, or the same step from an earlier version), it says so and links to the idea's page,
 * where the result is recorded.
 */
export function TrackThis({
  ideaId,
  reportId,
  item,
  label,
  proposal,
}: {
  ideaId: string;
  reportId: string;
  /** `next_steps/0`, `channel_experiments/2`. */
  item: string;
  /** What is tracked, for screen readers: the step's action or the channel. */
  label: string;
  proposal: Proposal;
}) {
  const { data, mutate } = useExperiments(ideaId);
  const [open, setOpen] = useState(false);
  const canEdit = useCanEdit();
  const tracked = data && trackedExperiment(data.data, reportId, item, proposal);

  if (tracked) {
    return (
      <Link
        href={`/app/ideas/${ideaId}`}
        aria-label={`Tracked: ${label} Open the idea's experiments`}
        className="text-sm font-semibold text-score-strong hover:underline"
      >
        ✓ Tracked · open the idea
      </Link>
    );
  }
  if (!canEdit) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!data}
        aria-label={`Track this: ${label}`}
        className="btn-secondary min-h-9 px-3 text-sm print:hidden"
      >
        Track this
      </button>
      {open && (
        <ExperimentDialog
          open
          onClose={() => setOpen(false)}
          ideaId={ideaId}
          initial={{ ...draftOf(proposal), from_report_id: reportId, from_item: item }}
          onSaved={async () => {
            setOpen(false);
            await mutate();
          }}
        />
      )}
    </>
  );
}
