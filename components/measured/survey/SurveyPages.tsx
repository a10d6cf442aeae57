"use client";

import { useState } from "react";
import { useSWRConfig } from "swr";
import { NeedsPlan, useHasPlan } from "@/components/app/plan";
import { Alert } from "@/components/ui/Alert";
import { callUrl } from "@/lib/client/call-api";
import { useCall } from "@/lib/client/use-call";
import type { ReportKind } from "@/lib/core/kinds";
import { SurveyCard } from "./SurveyCard";
import { SurveyDialog } from "./SurveyDialog";

/** The idea's surveys, read with SWR (refreshed from anywhere by `mutate(callUrl("listSurveys", …))`). */
export const useSurveys = (ideaId: string, config?: Parameters<typeof useCall<"listSurveys">>[2]) =>
  useCall("listSurveys", { query: { idea_id: ideaId } }, config);

/**
 * The idea's problem surveys: draft one from the pain points, edit every question (each read for what would bias its
 * answers), publish, pause, delete; the tallies with their 95 % intervals, the line's standing, the answers in
 * people's own words, and the CSV.
 */
export function SurveyPages({
  ideaId,
  ideaTitle,
  onRerun,
  onChanged,
}: {
  ideaId: string;
  ideaTitle?: string;
  onRerun?: (kind: ReportKind, surveyId: string) => void;
  onChanged?: () => void;
}) {
  const list = useSurveys(ideaId, { failure: "The surveys could not be loaded.", refreshInterval: 15_000 });
  const hasPlan = useHasPlan();
  const [creating, setCreating] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  // A survey with a line creates its experiment and may record its result: the experiments and the verdict are read again.
  const changed = async () => {
    await mutate(callUrl("listExperiments", { params: { id: ideaId } }));
    await mutate(callUrl("ideaDecision", { params: { id: ideaId } }));
    onChanged?.();
  };
  const surveys = list.data?.data ?? [];
  return (
    <section aria-labelledby="survey-title" className="card space-y-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="survey-title" className="text-lg font-semibold text-ink-950">
          Surveys
        </h2>
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 text-sm aria-disabled:opacity-60"
          aria-disabled={!hasPlan || undefined}
          aria-describedby={hasPlan ? undefined : "survey-needs-plan"}
          onClick={hasPlan ? () => setCreating(true) : undefined}
        >
          Draft a survey
        </button>
      </div>
      {!hasPlan && (
        <NeedsPlan id="survey-needs-plan">
          Drafting, publishing and editing surveys need a plan. Your surveys&apos; answers stay yours to read and
          download.
        </NeedsPlan>
      )}
      <p className="text-sm text-ink-600">
        Ask people who have the problem what they did and what it cost them. Their answers are counted here, can be
        quoted as evidence, and can decide a pass line.
      </p>
      {list.error && <Alert tone="error">{list.error.message}</Alert>}
      <div aria-live="polite">{note && <Alert tone="success">{note}</Alert>}</div>
      <ul className="space-y-3">
        {surveys.map((survey) => (
          <SurveyCard
            key={survey.id}
            survey={survey}
            ideaTitle={ideaTitle}
            onRerun={onRerun}
            onChanged={async (text) => {
              setNote(text);
              await list.mutate();
              await changed();
            }}
          />
        ))}
      </ul>
      {creating && (
        <SurveyDialog
          ideaId={ideaId}
          ideaTitle={ideaTitle}
          onClose={() => setCreating(false)}
          onSaved={async () => {
            setCreating(false);
            setNote("Survey saved as a draft. Publish it when the questions are right.");
            await list.mutate();
            await changed();
          }}
        />
      )}
    </section>
  );
}
