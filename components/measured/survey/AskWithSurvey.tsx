"use client";

import Link from "next/link";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { NeedsPlan, useHasPlan } from "@/components/app/plan";
import { trackedExperiment, type Proposal } from "@/components/experiments/drafts";
import { callUrl } from "@/lib/client/call-api";
import { useExperiments } from "@/lib/client/use-call";
import { SurveyDialog } from "./SurveyDialog";

/**
 * "Ask with a survey" beside a next step that asks people (interviews, a survey): a problem survey drafted from the
 * idea's pain points, its pass line's factor the step's. A step already tracked as an experiment is asked without a
 * pass line (a second experiment would count the step twice). Without a plan it is shown unavailable, with the reason.
 */
export function AskWithSurvey({
  ideaId,
  reportId,
  item,
  label,
  factor,
  durationDays,
  proposal,
}: {
  ideaId: string;
  reportId: string;
  item: string;
  label: string;
  factor: string | null;
  durationDays: number;
  proposal: Proposal;
}) {
  const hasPlan = useHasPlan();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const { mutate } = useSWRConfig();
  const experiments = useExperiments(ideaId);
  const tracked = experiments.data ? trackedExperiment(experiments.data.data, reportId, item, proposal) : undefined;
  const reasonId = `survey-plan-${reportId}-${item.replace("/", "-")}`;

  if (saved) {
    return (
      <Link href={`/app/ideas/${ideaId}`} className="text-sm font-semibold text-score-strong hover:underline">
        ✓ Survey drafted · open the idea to publish it
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
        aria-label={`Ask with a survey: ${label}`}
        className="btn-secondary min-h-9 px-3 text-sm aria-disabled:opacity-60 print:hidden"
      >
        Ask with a survey
      </button>
      {!hasPlan && (
        <NeedsPlan id={reasonId} className="w-full">
          Surveys need a plan.
        </NeedsPlan>
      )}
      {open && (
        <SurveyDialog
          ideaId={ideaId}
          origin={{
            reportId,
            item,
            factor,
            dueInDays: Math.max(1, durationDays),
            tracked: tracked ? { hypothesis: tracked.hypothesis } : null,
          }}
          onClose={() => setOpen(false)}
          onSaved={async () => {
            setOpen(false);
            setSaved(true);
            await mutate(callUrl("listSurveys", { query: { idea_id: ideaId } }));
            await mutate(callUrl("listExperiments", { params: { id: ideaId } }));
          }}
        />
      )}
    </>
  );
}
