"use client";

import { useCall } from "@/lib/client/use-call";
import { Alert } from "@/components/ui/Alert";

/** The idea's surveys, read with SWR. */
export const useSurveys = (ideaId: string, config?: Parameters<typeof useCall<"listSurveys">>[2]) =>
  useCall("listSurveys", { query: { idea_id: ideaId } }, config);

/** The idea's problem surveys. */
export function SurveyPages({ ideaId }: { ideaId: string; onChanged?: () => void }) {
  const list = useSurveys(ideaId, { failure: "The surveys could not be loaded.", refreshInterval: 15_000 });
  const surveys = list.data?.data ?? [];
  return (
    <section aria-labelledby="survey-title" className="card space-y-3 p-5">
      <h2 id="survey-title" className="text-lg font-semibold text-ink-950">
        Surveys
      </h2>
      {list.error && <Alert tone="error">{list.error.message}</Alert>}
      <ul className="space-y-3">
        {surveys.map((survey) => (
          <li key={survey.id}>{survey.fields.heading}</li>
        ))}
      </ul>
    </section>
  );
}
