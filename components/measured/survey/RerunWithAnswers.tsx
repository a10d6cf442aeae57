"use client";

import { useId, useState } from "react";
import { useHasPlan } from "@/components/app/plan";
import { fieldClass } from "@/components/ui/TextField";
import type { ServedSurvey } from "@/lib/core/api/survey";
import { kindList, type ReportKind } from "@/lib/core/kinds";

/** How many answers in people's own words the survey's counted responses hold: what a re-run reads. */
export const wordsCount = (survey: ServedSurvey) =>
  survey.tallies.reduce(
    (sum, tally) =>
      sum + (tally.kind === "text" ? tally.answers.length : tally.kind === "choice" ? tally.other.texts.length : 0),
    0,
  );

/**
 * "Re-run with 23 answers": one of the idea's three reports run again with the survey's answers as evidence, streaming
 * into its card above. Quotes from the answers are checked like pasted evidence, each linking to its answer.
 */
export function RerunWithAnswers({
  survey,
  onRerun,
}: {
  survey: ServedSurvey;
  onRerun: (kind: ReportKind, surveyId: string) => void;
}) {
  const hasPlan = useHasPlan();
  const id = useId();
  const [kind, setKind] = useState<ReportKind>("pp");
  const [asked, setAsked] = useState<ReportKind | null>(null);
  const count = wordsCount(survey);
  if (count === 0) return null;
  const label = kindList.find((entry) => entry.kind === kind)?.label ?? "report";
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={`${id}-kind`} className="block text-sm font-semibold text-ink-900">
          Report to re-run
        </label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => {
            const chosen = kindList.find((entry) => entry.kind === event.currentTarget.value);
            if (chosen) setKind(chosen.kind);
          }}
          className={`${fieldClass} mt-1.5 min-h-9 py-1.5`}
        >
          {kindList.map((entry) => (
            <option key={entry.kind} value={entry.kind}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn-primary min-h-9 px-3 text-sm aria-disabled:opacity-60"
        aria-disabled={!hasPlan || undefined}
        onClick={
          hasPlan
            ? () => {
                setAsked(kind);
                onRerun(kind, survey.id);
              }
            : undefined
        }
      >
        Re-run with {count} {count === 1 ? "answer" : "answers"}
      </button>
      <p role="status" className="w-full text-sm text-ink-600">
        {asked ? `Re-running the ${label} with the answers: it streams into its card above.` : ""}
      </p>
    </div>
  );
}
