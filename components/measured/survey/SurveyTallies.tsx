"use client";

import type { Counted, QuestionTally } from "@/lib/core/measured/survey/answers";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";

const percent = (value: number) => `${Math.round(value)}%`;
const interval = (counted: Counted) =>
  counted.interval ? `${percent(counted.interval.low)}–${percent(counted.interval.high)}` : "–";

/**
 * Each question's tally over the counted answers (a survey's responses, a pitch page's sign-ups): a choice's counts and
 * shares with their 95 % intervals (a bar for the share, the interval drawn around its end), a scale's distribution and
 * median; a text question's answers are listed below the card. A table each, so a screen reader reads the same figures.
 */
export function SurveyTallies({ questions, tallies }: { questions: SurveyQuestion[]; tallies: QuestionTally[] }) {
  return (
    <div className="mt-3 space-y-4">
      {questions.map((question, index) => {
        const tally = tallies[index];
        if (!tally || tally.kind === "text") return null;
        return (
          <figure key={index} className="space-y-1.5">
            <figcaption className="text-sm font-semibold text-ink-900">
              {index + 1}. {question.text}{" "}
              <span className="font-normal text-ink-600">
                ({tally.answered} {tally.answered === 1 ? "answer" : "answers"}
                {tally.kind === "scale" && tally.median !== null ? `, median ${tally.median}` : ""})
              </span>
            </figcaption>
            {tally.answered > 0 && <TallyTable tally={tally} />}
          </figure>
        );
      })}
    </div>
  );
}

function TallyTable({ tally }: { tally: Exclude<QuestionTally, { kind: "text" }> }) {
  const rows =
    tally.kind === "choice"
      ? [
          ...tally.options.map((option) => ({ label: option.label, counted: option })),
          ...(tally.other.count > 0 ? [{ label: "Other", counted: tally.other }] : []),
        ]
      : tally.points.map((point) => ({ label: String(point.value), counted: point }));
  return (
    <table className="w-full text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col">Answer</th>
          <th scope="col">Share</th>
          <th scope="col">People</th>
          <th scope="col">95% interval</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="align-middle">
            <th scope="row" className="w-2/5 py-0.5 pr-2 text-left font-normal text-ink-800 [overflow-wrap:anywhere]">
              {row.label}
            </th>
            <td className="w-1/5 py-0.5 pr-2 sm:w-1/3">
              <ShareBar counted={row.counted} />
              <span className="sr-only">{percent(row.counted.share)}</span>
            </td>
            <td className="py-0.5 pr-2 text-right whitespace-nowrap text-ink-900 tabular-nums">
              {row.counted.count} <span aria-hidden="true">·</span>{" "}
              <span aria-hidden="true">{percent(row.counted.share)}</span>
            </td>
            <td className="py-0.5 text-right whitespace-nowrap text-ink-600 tabular-nums">{interval(row.counted)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The share as a bar, and its 95 % interval as a thin line over the bar's track. */
function ShareBar({ counted }: { counted: Counted }) {
  return (
    <span className="relative block h-2.5 rounded-full bg-stone-100" aria-hidden="true">
      <span className="absolute inset-y-0 left-0 rounded-full bg-brand-500" style={{ width: `${counted.share}%` }} />
      {counted.interval && (
        <span
          className="absolute top-1/2 h-0.5 -translate-y-1/2 bg-ink-900"
          style={{ left: `${counted.interval.low}%`, width: `${counted.interval.high - counted.interval.low}%` }}
        />
      )}
    </span>
  );
}
