"use client";

import Link from "next/link";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { NeedsPlan, useHasPlan } from "@/components/app/plan";
import { trackedExperiment, type Proposal } from "@/components/experiments/drafts";
import { callUrl } from "@/lib/client/call-api";
import { useExperiments } from "@/lib/client/use-call";
import type { PassLine } from "@/lib/core/experiments/pass-line";
import { PitchDialog } from "./PitchDialog";
import { usePitchPages } from "./PitchPages";

/**
 * "Test with a pitch page" beside a next step that is a landing-page or waitlist test. A step already tracked as an
 * experiment gets no second one (the verdict would count the step twice): the page attaches to that experiment.
 * Without a plan it is shown unavailable, with the reason and the way to a plan.
 */
export function PitchThis({
  ideaId,
  reportId,
  item,
  label,
  passLine,
  factor,
  durationDays,
  proposal,
}: {
  ideaId: string;
  reportId: string;
  item: string;
  label: string;
  passLine: PassLine;
  factor: string | null;
  durationDays: number;
  /** The step as "Track this" proposes it: how an experiment tracking it is recognised. */
  proposal: Proposal;
}) {
  const hasPlan = useHasPlan();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const { mutate } = useSWRConfig();
  const experiments = useExperiments(ideaId);
  const pages = usePitchPages(ideaId);
  const tracked = experiments.data && trackedExperiment(experiments.data.data, reportId, item, proposal);
  const hasPage = tracked && pages.data?.data.some((page) => page.experiment_id === tracked.id);
  const reasonId = `pitch-plan-${reportId}-${item.replace("/", "-")}`;

  if (saved || hasPage) {
    return (
      <Link href={`/app/ideas/${ideaId}`} className="text-sm font-semibold text-score-strong hover:underline">
        ✓ Pitch page drafted · open the idea{saved ? " to publish it" : ""}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={hasPlan && experiments.data ? () => setOpen(true) : undefined}
        aria-disabled={!hasPlan || !experiments.data || undefined}
        aria-describedby={hasPlan ? undefined : reasonId}
        aria-label={`Test with a pitch page: ${label}`}
        className="btn-secondary min-h-9 px-3 text-sm aria-disabled:opacity-60 print:hidden"
      >
        Test with a pitch page
      </button>
      {!hasPlan && (
        <NeedsPlan id={reasonId} className="w-full">
          Pitch pages need a plan.
        </NeedsPlan>
      )}
      {open && (
        <PitchDialog
          ideaId={ideaId}
          origin={{
            reportId,
            item,
            targetPercent: passLine.target,
            factor,
            dueInDays: Math.max(1, durationDays),
            experiment: tracked
              ? { id: tracked.id, hypothesis: tracked.hypothesis, target: tracked.target, dueDate: tracked.due_date }
              : null,
          }}
          onClose={() => setOpen(false)}
          onSaved={async () => {
            setOpen(false);
            setSaved(true);
            await mutate(callUrl("listPitchPages", { query: { idea_id: ideaId } }));
            await mutate(callUrl("listExperiments", { params: { id: ideaId } }));
          }}
        />
      )}
    </>
  );
}
