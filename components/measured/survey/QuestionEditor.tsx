"use client";

import { fieldClass } from "@/components/ui/TextField";
import {
  CHOICE_OPTIONS,
  OPTION_MAX,
  QUESTION_MAX,
  SCALE_LABEL_MAX,
  SCALES,
  type QuestionFlag,
  type Scale,
  type SurveyQuestion,
} from "@/lib/core/measured/survey/questions";

const label = "block text-sm font-semibold text-ink-900";
const small = "btn-secondary min-h-9 px-3 text-sm aria-disabled:opacity-60";

const kindWords = { choice: "Single choice", scale: "Scale", text: "Short text answer" } as const;

/** A question turned into another kind, keeping its words. */
export function asKind(question: SurveyQuestion, kind: SurveyQuestion["kind"]): SurveyQuestion {
  if (kind === question.kind) return question;
  if (kind === "choice") return { kind, text: question.text, options: ["", ""], other: true };
  if (kind === "scale") return { kind, text: question.text, scale: "1-5", low: "Not at all", high: "A great deal" };
  return { kind, text: question.text };
}

/** A question as sent: every text trimmed, blank options left out (the server checks the rest). */
export function cleanedQuestion(question: SurveyQuestion): SurveyQuestion {
  if (question.kind === "choice") {
    return {
      ...question,
      text: question.text.trim(),
      options: question.options.map((option) => option.trim()).filter(Boolean),
    };
  }
  if (question.kind === "scale")
    return { ...question, text: question.text.trim(), low: question.low.trim(), high: question.high.trim() };
  return { kind: "text", text: question.text.trim() };
}

/**
 * One question of a survey's or a pitch page's editor: its kind, its words, a choice's options (2-6, "Other" allowed) or a scale's
 * range and ends; what would bias its answers, beside it (advice: the founder may keep it).
 */
export function QuestionEditor({
  id,
  index,
  count,
  question,
  flags,
  onChange,
  onMove,
  onRemove,
  fewest = 1,
}: {
  id: string;
  index: number;
  count: number;
  /** How few questions the form may keep: a survey asks one at least, a pitch page may ask none. */
  fewest?: number;
  question: SurveyQuestion;
  flags: QuestionFlag[];
  onChange: (question: SurveyQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const prefix = `${id}-q${index}`;
  const flagsId = `${prefix}-flags`;
  return (
    <fieldset
      className="space-y-3 rounded-lg border border-stone-200 p-4"
      aria-describedby={flags.length ? flagsId : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-ink-900">Question {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={`${prefix}-kind`} className={label}>
            Kind
          </label>
          <select
            id={`${prefix}-kind`}
            value={question.kind}
            onChange={(event) => {
              const kind = (["choice", "scale", "text"] as const).find((known) => known === event.currentTarget.value);
              if (kind) onChange(asKind(question, kind));
            }}
            className={`${fieldClass} mt-1.5`}
          >
            {(["choice", "scale", "text"] as const).map((kind) => (
              <option key={kind} value={kind}>
                {kindWords[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${prefix}-text`} className={label}>
            Question
          </label>
          <textarea
            id={`${prefix}-text`}
            value={question.text}
            maxLength={QUESTION_MAX}
            rows={1}
            onChange={(event) => onChange({ ...question, text: event.currentTarget.value })}
            // One line: Enter would put a break in a question the page shows on one line.
            onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
            className={`${fieldClass} mt-1.5 resize-none py-2.5 [field-sizing:content]`}
          />
        </div>
      </div>
      {question.kind === "choice" && <ChoiceOptions prefix={prefix} question={question} onChange={onChange} />}
      {question.kind === "scale" && <ScaleEnds prefix={prefix} question={question} onChange={onChange} />}
      {question.kind === "text" && (
        <p className="text-sm text-ink-600">People answer in their own words, up to 500 characters.</p>
      )}
      {flags.length > 0 && (
        <ul id={flagsId} className="space-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-ink-900">
          {flags.map((flag) => (
            <li key={flag.code}>
              <span className="font-semibold text-score-promising">Could bias the answers: </span>
              {flag.reason}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={small}
          aria-disabled={index === 0 || undefined}
          aria-label={`Move question ${index + 1} up`}
          onClick={index === 0 ? undefined : () => onMove(-1)}
        >
          Move up
        </button>
        <button
          type="button"
          className={small}
          aria-disabled={index === count - 1 || undefined}
          aria-label={`Move question ${index + 1} down`}
          onClick={index === count - 1 ? undefined : () => onMove(1)}
        >
          Move down
        </button>
        <button
          type="button"
          className={small}
          aria-disabled={count <= fewest || undefined}
          aria-label={`Remove question ${index + 1}`}
          onClick={count <= fewest ? undefined : onRemove}
        >
          Remove
        </button>
      </div>
    </fieldset>
  );
}

function ChoiceOptions({
  prefix,
  question,
  onChange,
}: {
  prefix: string;
  question: Extract<SurveyQuestion, { kind: "choice" }>;
  onChange: (question: SurveyQuestion) => void;
}) {
  const setOption = (at: number, value: string) =>
    onChange({ ...question, options: question.options.map((option, index) => (index === at ? value : option)) });
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-ink-900">Options</p>
      {question.options.map((option, at) => (
        <div key={at} className="flex items-center gap-2">
          <label htmlFor={`${prefix}-o${at}`} className="sr-only">
            Option {at + 1}
          </label>
          <input
            id={`${prefix}-o${at}`}
            value={option}
            maxLength={OPTION_MAX}
            placeholder={`Option ${at + 1}`}
            onChange={(event) => setOption(at, event.currentTarget.value)}
            className={fieldClass}
          />
          <button
            type="button"
            className={small}
            aria-disabled={question.options.length <= CHOICE_OPTIONS.min || undefined}
            aria-label={`Remove option ${at + 1}`}
            onClick={
              question.options.length <= CHOICE_OPTIONS.min
                ? undefined
                : () => onChange({ ...question, options: question.options.filter((_, index) => index !== at) })
            }
          >
            Remove
          </button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={small}
          aria-disabled={question.options.length >= CHOICE_OPTIONS.max || undefined}
          onClick={
            question.options.length >= CHOICE_OPTIONS.max
              ? undefined
              : () => onChange({ ...question, options: [...question.options, ""] })
          }
        >
          Add an option
        </button>
        <label className="flex min-h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={question.other}
            onChange={(event) => onChange({ ...question, other: event.currentTarget.checked })}
          />
          Allow “Other”, in their own words
        </label>
      </div>
    </div>
  );
}

function ScaleEnds({
  prefix,
  question,
  onChange,
}: {
  prefix: string;
  question: Extract<SurveyQuestion, { kind: "scale" }>;
  onChange: (question: SurveyQuestion) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div>
        <label htmlFor={`${prefix}-scale`} className={label}>
          Range
        </label>
        <select
          id={`${prefix}-scale`}
          value={question.scale}
          onChange={(event) => {
            const scale = SCALES.find((known): known is Scale => known === event.currentTarget.value);
            if (scale) onChange({ ...question, scale });
          }}
          className={`${fieldClass} mt-1.5`}
        >
          {SCALES.map((scale) => (
            <option key={scale} value={scale}>
              {scale === "1-5" ? "1 to 5" : "0 to 10"}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${prefix}-low`} className={label}>
          Lowest end means
        </label>
        <input
          id={`${prefix}-low`}
          value={question.low}
          maxLength={SCALE_LABEL_MAX}
          onChange={(event) => onChange({ ...question, low: event.currentTarget.value })}
          className={`${fieldClass} mt-1.5`}
        />
      </div>
      <div>
        <label htmlFor={`${prefix}-high`} className={label}>
          Highest end means
        </label>
        <input
          id={`${prefix}-high`}
          value={question.high}
          maxLength={SCALE_LABEL_MAX}
          onChange={(event) => onChange({ ...question, high: event.currentTarget.value })}
          className={`${fieldClass} mt-1.5`}
        />
      </div>
    </div>
  );
}
