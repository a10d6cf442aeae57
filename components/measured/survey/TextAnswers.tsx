"use client";

import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/Alert";
import { callApi } from "@/lib/client/call-api";
import { useCall } from "@/lib/client/use-call";
import { useApiAction } from "@/lib/client/useApiAction";
import type { ServedSurvey } from "@/lib/core/api/survey";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/**
 * The survey's answers in people's own words (text answers and "Other"), newest first, each shown as text with the
 * question it answered; a response is deletable (all its answers go, and the tallies no longer count it). Respondents
 * are never named here: an e-mail given for a follow-up is in the CSV only.
 */
export function TextAnswers({
  survey,
  onChanged,
}: {
  survey: ServedSurvey;
  onChanged: (text: string) => Promise<void>;
}) {
  const list = useCall(
    "surveyResponses",
    { params: { id: survey.id }, query: {} },
    { failure: "The answers could not be loaded." },
  );
  const { call, error } = useApiAction();
  const { questions } = survey.fields;
  const details = useRef<HTMLDetailsElement>(null);
  // A quote's link lands here (/app/answers/{id} → #answer-{id}): once the answers are in, open them and show it.
  const loaded = list.data !== undefined;
  useEffect(() => {
    const target = window.location.hash.startsWith("#answer-")
      ? document.getElementById(window.location.hash.slice(1))
      : null;
    if (!loaded || !target || !details.current?.contains(target)) return;
    details.current.open = true;
    target.scrollIntoView({ block: "center" });
    target.focus();
  }, [loaded]);
  const said = (list.data?.data ?? []).flatMap((response) =>
    response.answers
      .flatMap((answer, index) => {
        const words =
          answer?.kind === "text" ? answer.text : answer?.kind === "choice" && "other" in answer ? answer.other : null;
        return words
          ? [{ response, question: questions[index]?.text ?? "", words, key: `${response.id}-${index}` }]
          : [];
      })
      // A response's first answer in words holds its anchor (#answer-{id}), where a quote's link lands.
      .map((item, at) => ({ ...item, anchor: at === 0 ? `answer-${response.id}` : undefined })),
  );

  async function remove(id: string) {
    const done = await call(
      "action",
      () => callApi("deleteSurveyResponse", { params: { id: survey.id, response: id } }),
      "The response could not be deleted.",
    );
    if (done) {
      await list.mutate();
      await onChanged("Response deleted, with all its answers.");
    }
  }

  return (
    <details ref={details} className="mt-3" open={said.length > 0 && said.length <= 5}>
      <summary className="cursor-pointer text-sm font-semibold text-ink-700">
        Answers in their own words ({said.length})
      </summary>
      {list.error && <Alert tone="error">{list.error.message}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="mt-2 space-y-2">
        {said.map((item) => (
          <li
            key={item.key}
            id={item.anchor}
            tabIndex={item.anchor ? -1 : undefined}
            className="rounded-md bg-stone-50 px-3 py-2 text-sm target:ring-2 target:ring-brand-500 focus:outline-none"
          >
            <p className="line-clamp-2 text-ink-600">
              {item.question} · {when(item.response.created_at)}
              {!item.response.counted && " · not counted (its visit was not)"}
            </p>
            <p className="mt-0.5 whitespace-pre-line text-ink-950 [overflow-wrap:anywhere]">{item.words}</p>
            <button
              type="button"
              className="mt-1 text-sm font-semibold text-score-weak hover:underline"
              aria-label={`Delete the response “${item.words.slice(0, 40)}”`}
              onClick={() => remove(item.response.id)}
            >
              Delete response
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
