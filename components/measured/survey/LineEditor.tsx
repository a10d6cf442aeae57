"use client";

import { fieldClass } from "@/components/ui/TextField";
import { typingLocale } from "@/lib/client/locale";
import type { SurveyLine } from "@/lib/core/measured/survey/pass-line";
import { MIN_RESPONSES } from "@/lib/core/measured/survey/pass-line";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { readNumber } from "@/lib/core/numbers";
import { factors } from "@/lib/core/report/factors";

const label = "block text-sm font-semibold text-ink-900";

/** The pass line as the form holds it: which question, what it measures, the words of its target. */
export interface LineDraft {
  /** The question judged, or null for a survey that only collects answers. */
  question: number | null;
  measure: "share" | "count" | "median";
  option: number | "other";
  comparator: ">=" | "<=";
  target: string;
  dueDate: string;
  minResponses: string;
  factor: string;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const emptyLine = (factor: string | null, dueInDays = 21): LineDraft => ({
  question: null,
  measure: "share",
  option: 0,
  comparator: ">=",
  target: "30",
  dueDate: inDays(dueInDays),
  minResponses: String(MIN_RESPONSES),
  factor: factor ?? "market_demand",
});

/** The line a draft states, or what is wrong with it; null line for none. */
export function lineOf(
  draft: LineDraft,
  questions: readonly SurveyQuestion[],
): { ok: true; line: SurveyLine | null } | { ok: false; message: string } {
  if (draft.question === null) return { ok: true, line: null };
  const question = questions[draft.question];
  if (!question || question.kind === "text")
    return { ok: false, message: "Choose a choice or scale question to judge." };
  const target = readNumber(draft.target, typingLocale());
  if (!target.ok) return { ok: false, message: `Pass line: ${target.message}` };
  if (question.kind === "scale") {
    return {
      ok: true,
      line: { kind: "median", question: draft.question, comparator: draft.comparator, target: target.value },
    };
  }
  if (draft.measure === "count") {
    return { ok: true, line: { kind: "count", question: draft.question, option: draft.option, target: target.value } };
  }
  return {
    ok: true,
    line: {
      kind: "share",
      question: draft.question,
      option: draft.option,
      comparator: draft.comparator,
      target: target.value,
    },
  };
}

/**
 * The survey's pass line: one choice or scale question judged by code into an experiment of the idea (the share or
 * number choosing an option, or a scale's median), its due date, how many respondents before it is judged, and the
 * validation factor it tests; or none, to collect answers only.
 */
export function LineEditor({
  id,
  questions,
  draft,
  onChange,
  legend = "Pass line",
  withDueDate = true,
}: {
  id: string;
  questions: readonly SurveyQuestion[];
  draft: LineDraft;
  onChange: (draft: LineDraft) => void;
  legend?: string;
  /** A pitch page's question is due with the page: no date of its own. */
  withDueDate?: boolean;
}) {
  const set = (change: Partial<LineDraft>) => onChange({ ...draft, ...change });
  const question = draft.question === null ? null : questions[draft.question];
  return (
    <fieldset className="space-y-4 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">{legend}</legend>
      <div>
        <label htmlFor={`${id}-line-question`} className={label}>
          Question to judge
        </label>
        <select
          id={`${id}-line-question`}
          value={draft.question === null ? "" : String(draft.question)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const chosen = value === "" ? null : questions[Number(value)];
            // A scale is judged by its median: the target starts one below its top ("4 or more of 5").
            const target = chosen?.kind === "scale" ? (chosen.scale === "1-5" ? "4" : "7") : "30";
            set({
              question: value === "" ? null : Number(value),
              option: 0,
              target,
              comparator: ">=",
              measure: "share",
            });
          }}
          className={`${fieldClass} mt-1.5`}
        >
          <option value="">None: collect answers only</option>
          {questions.map((asked, index) =>
            asked.kind === "text" ? null : (
              <option key={index} value={index}>
                {`Question ${index + 1}: ${asked.text.slice(0, 70)}`}
              </option>
            ),
          )}
        </select>
        <p className="mt-1 text-sm text-ink-600">
          Code judges it once enough people answered, records the result on the idea, and the verdict moves.
        </p>
      </div>
      {question?.kind === "choice" && <ChoiceLine id={id} question={question} draft={draft} set={set} />}
      {question?.kind === "scale" && <MedianLine id={id} question={question} draft={draft} set={set} />}
      {question && question.kind !== "text" && <LineTiming id={id} draft={draft} set={set} withDueDate={withDueDate} />}
    </fieldset>
  );
}

function ChoiceLine({
  id,
  question,
  draft,
  set,
}: {
  id: string;
  question: Extract<SurveyQuestion, { kind: "choice" }>;
  draft: LineDraft;
  set: (change: Partial<LineDraft>) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-line-option`} className={label}>
          Respondents who choose
        </label>
        <select
          id={`${id}-line-option`}
          value={String(draft.option)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            set({ option: value === "other" ? "other" : Number(value) });
          }}
          className={`${fieldClass} mt-1.5`}
        >
          {question.options.map((option, at) => (
            <option key={at} value={at}>
              {option || `Option ${at + 1}`}
            </option>
          ))}
          {question.other && <option value="other">Other</option>}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-line-measure`} className={label}>
          Measured as
        </label>
        <select
          id={`${id}-line-measure`}
          value={`${draft.measure}:${draft.comparator}`}
          onChange={(event) => {
            const [measure, comparator] = event.currentTarget.value.split(":");
            set({
              measure: measure === "count" ? "count" : "share",
              comparator: comparator === "<=" ? "<=" : ">=",
            });
          }}
          className={`${fieldClass} mt-1.5`}
        >
          <option value="share:>=">At least this share (%)</option>
          <option value="share:<=">At most this share (%)</option>
          <option value="count:>=">At least this many people</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-line-target`} className={label}>
          {draft.measure === "count" ? "People" : "Share (%)"}
        </label>
        <input
          id={`${id}-line-target`}
          inputMode="decimal"
          value={draft.target}
          onChange={(event) => set({ target: event.currentTarget.value })}
          className={`${fieldClass} mt-1.5`}
        />
      </div>
    </div>
  );
}

function MedianLine({
  id,
  question,
  draft,
  set,
}: {
  id: string;
  question: Extract<SurveyQuestion, { kind: "scale" }>;
  draft: LineDraft;
  set: (change: Partial<LineDraft>) => void;
}) {
  const [from, to] = question.scale === "1-5" ? [1, 5] : [0, 10];
  const points = Array.from({ length: to - from + 1 }, (_, step) => from + step);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-line-side`} className={label}>
          The median answer is
        </label>
        <select
          id={`${id}-line-side`}
          value={draft.comparator}
          onChange={(event) => set({ comparator: event.currentTarget.value === "<=" ? "<=" : ">=" })}
          className={`${fieldClass} mt-1.5`}
        >
          <option value=">=">At least</option>
          <option value="<=">At most</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-line-point`} className={label}>
          Point of the scale
        </label>
        <select
          id={`${id}-line-point`}
          value={draft.target}
          onChange={(event) => set({ target: event.currentTarget.value })}
          className={`${fieldClass} mt-1.5`}
        >
          {points.map((point) => (
            <option key={point} value={point}>
              {point === from ? `${point} (${question.low})` : point === to ? `${point} (${question.high})` : point}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function LineTiming({
  id,
  draft,
  set,
  withDueDate,
}: {
  id: string;
  draft: LineDraft;
  set: (change: Partial<LineDraft>) => void;
  withDueDate: boolean;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div>
        <label htmlFor={`${id}-line-min`} className={label}>
          Respondents before it is judged
        </label>
        <input
          id={`${id}-line-min`}
          inputMode="numeric"
          value={draft.minResponses}
          onChange={(event) => set({ minResponses: event.currentTarget.value })}
          className={`${fieldClass} mt-1.5`}
        />
      </div>
      {withDueDate && (
        <div>
          <label htmlFor={`${id}-line-due`} className={label}>
            Due date
          </label>
          <input
            id={`${id}-line-due`}
            type="date"
            value={draft.dueDate}
            onChange={(event) => set({ dueDate: event.currentTarget.value })}
            className={`${fieldClass} mt-1.5`}
          />
        </div>
      )}
      <div>
        <label htmlFor={`${id}-line-factor`} className={label}>
          Factor it tests
        </label>
        <select
          id={`${id}-line-factor`}
          value={draft.factor}
          onChange={(event) => set({ factor: event.currentTarget.value })}
          className={`${fieldClass} mt-1.5`}
        >
          {factors.map((factor) => (
            <option key={factor.key} value={factor.key}>
              {factor.label}
            </option>
          ))}
          <option value="">None (not counted in the verdict)</option>
        </select>
      </div>
    </div>
  );
}
