"use client";

import { useId, useState } from "react";
import { NeedsPlan, useHasPlan } from "@/components/app/plan";
import { Alert } from "@/components/ui/Alert";
import { callApi, callUrl } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import type { ServedSurvey } from "@/lib/core/api/survey";
import { describeReading } from "@/lib/core/measured/survey/pass-line";
import { CardButtons } from "../CardButtons";
import { DeletePageDialog } from "../DeletePageDialog";
import { SurveyDialog } from "./SurveyDialog";
import { SurveyTallies } from "./SurveyTallies";
import { TextAnswers } from "./TextAnswers";
import { RerunWithAnswers } from "./RerunWithAnswers";
import type { ReportKind } from "@/lib/core/kinds";

const statusWords = { draft: "Draft", live: "Live", paused: "Paused" } as const;

/** What the survey measured so far, in one sentence: its respondents, and its line's standing. */
function standing(survey: ServedSurvey): string {
  const counted = `${survey.responses} ${survey.responses === 1 ? "response" : "responses"} counted from ${survey.visitors} ${survey.visitors === 1 ? "visitor" : "visitors"}`;
  if (!survey.line || !survey.reading || !survey.line_measured) return `${counted}.`;
  return `${counted}. Pass line: ${survey.line_measured}: ${describeReading(survey.reading, survey.line)}.`;
}

/**
 * One survey on the idea page: its state and address, its figures and line, its buttons (publish or resume with a
 * plan, pause, edit, delete), the tallies, the text answers (each deletable), and the CSV of every response.
 */
export function SurveyCard({
  survey,
  ideaTitle,
  onRerun,
  onChanged,
}: {
  survey: ServedSurvey;
  ideaTitle?: string;
  onRerun?: (kind: ReportKind, surveyId: string) => void;
  onChanged: (text: string) => Promise<void>;
}) {
  const { call, busy, error } = useApiAction();
  const hasPlan = useHasPlan();
  const planReason = useId();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const closed = survey.status === "live" && !hasPlan;

  async function patch(body: { status: "live" | "paused" }, done: string) {
    const saved = await call(
      "action",
      () => callApi("editSurvey", { params: { id: survey.id }, body }),
      "The survey could not be changed.",
    );
    if (saved) await onChanged(done);
  }

  async function remove() {
    const done = await call(
      "action",
      () => callApi("deleteSurvey", { params: { id: survey.id } }),
      "The survey could not be deleted.",
    );
    if (done) {
      setDeleting(false);
      await onChanged("Survey deleted, with its visits and answers.");
    }
  }

  const csv = callUrl("surveyResponses", { params: { id: survey.id }, query: { format: "csv" } });
  return (
    <li className="rounded-lg border border-stone-200 p-4" aria-label={`Survey: ${survey.fields.heading}`}>
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {closed ? "Closed to respondents" : statusWords[survey.status]}
      </p>
      <h3 className="font-semibold text-ink-950">{survey.fields.heading}</h3>
      {closed && (
        <p className="mt-1 text-sm text-ink-900">
          Your plan ended, so respondents read that this survey is closed. Choosing a plan reopens it as it was.
        </p>
      )}
      <p className="mt-1 text-sm [overflow-wrap:anywhere]">
        <a href={survey.url} className="font-semibold text-brand-700 hover:underline" target="_blank" rel="noopener">
          {survey.url}
        </a>
      </p>
      <p className="mt-2 text-sm text-ink-900" data-testid="survey-figure">
        {standing(survey)}
      </p>
      {survey.judged_at && (
        <p className="mt-1 text-sm text-ink-700">The result was recorded on the experiment: see its status above.</p>
      )}
      <CardButtons
        status={survey.status}
        noun="Survey"
        editLabel="Edit"
        hasPlan={hasPlan}
        busy={busy}
        planReason={planReason}
        onPatch={patch}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
      {!hasPlan && (
        <NeedsPlan id={planReason} className="mt-2">
          {survey.status === "live" ? "Reopening" : survey.status === "draft" ? "Publishing" : "Resuming"} and editing
          surveys need a plan.
        </NeedsPlan>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {survey.responses > 0 && <SurveyTallies questions={survey.fields.questions} tallies={survey.tallies} />}
      {onRerun && <RerunWithAnswers survey={survey} onRerun={onRerun} />}
      {survey.received > 0 && (
        <>
          <TextAnswers survey={survey} onChanged={onChanged} />
          <p className="mt-3 text-sm">
            <a href={csv} download className="font-semibold text-brand-700 hover:underline">
              Download every response (CSV)
            </a>
          </p>
        </>
      )}
      {editing && (
        <SurveyDialog
          ideaId={survey.idea_id}
          ideaTitle={ideaTitle}
          editing={survey}
          onClose={() => setEditing(false)}
          onSaved={async () => {
            setEditing(false);
            await onChanged("Survey saved.");
          }}
        />
      )}
      {deleting && (
        <DeletePageDialog
          title="Delete this survey?"
          what="The survey goes offline and its visits and answers are deleted."
          kept={survey.received > 0 ? (survey.received === 1 ? "1 response" : `${survey.received} responses`) : null}
          csv={{ href: csv, label: "Download the responses (CSV)" }}
          confirmLabel="Delete survey"
          busy={busy}
          error={error}
          onClose={() => setDeleting(false)}
          onConfirm={remove}
        />
      )}
    </li>
  );
}
