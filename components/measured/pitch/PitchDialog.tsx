"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { Modal } from "@/components/ui/Modal";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { fieldClass } from "@/components/ui/TextField";
import { callApi } from "@/lib/client/call-api";
import { typingLocale } from "@/lib/client/locale";
import { useApiAction } from "@/lib/client/useApiAction";
import type { PitchFieldsInput, ServedPitchPage } from "@/lib/core/api/pitch";
import { ctaWords, PITCH_CTAS } from "@/lib/core/measured/pitch/cta";
import { isFactorKey } from "@/lib/core/report/factors";
import { readNumber } from "@/lib/core/numbers";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { cleanedQuestion } from "../survey/QuestionEditor";
import { PitchQuestions } from "./PitchQuestions";
import { VariantFields, variantsOf } from "./VariantFields";
import type { BodyOf } from "@/lib/core/api/contract";
import { emptyLine, LineEditor, lineOf, type LineDraft } from "../survey/LineEditor";

/**
 * Where a new page comes from: a next step ("Test with a pitch page") brings its pass line and factor, or, when the
 * step is already tracked, the experiment the page attaches to (its pass line and due date are the page's).
 */
export interface PitchOrigin {
  reportId: string;
  item: string;
  targetPercent: number;
  factor: string | null;
  dueInDays: number;
  experiment?: { id: string; hypothesis: string; target: number; dueDate: string } | null;
}

/** The fields a page cannot go live without, and what the founder reads at an empty one. */
const REQUIRED = {
  headline: "Give the page a headline.",
  subheading: "Give the page a subheading.",
  collector: "Give the name collecting the addresses.",
} as const;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The page's words as the form holds them, trimmed; empty optional ones null (the server checks the rest). */
function fieldsOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return {
    headline: text("headline"),
    subheading: text("subheading").replace(/\s+/g, " "),
    benefits: [text("benefit0"), text("benefit1"), text("benefit2")].filter(Boolean),
    price: text("price") || null,
    // The select offers only these; anything else (a changed page) is the first.
    cta: PITCH_CTAS.find((cta) => cta === text("cta")) ?? PITCH_CTAS[0],
    collector: text("collector"),
    link: text("link") || null,
    variants: variantsOf(form),
  };
}

type Missing = Partial<Record<keyof typeof REQUIRED, string>>;

/** The required fields left empty, each with what the founder reads at it. */
function missingIn(fields: Record<keyof typeof REQUIRED, string>): Missing {
  const missing: Missing = {};
  for (const name of ["headline", "subheading", "collector"] as const)
    if (!fields[name]) missing[name] = REQUIRED[name];
  return missing;
}

/**
 * The words a new page starts from: the draft made of the idea's validation (by the model, or by code from the idea's
 * own words), asked once; an edited page's own words. `failed` is called with what to say when no draft came.
 */
function usePitchDraft(
  ideaId: string,
  origin: PitchOrigin | undefined,
  editing: ServedPitchPage | undefined,
  failed: (message: string) => void,
) {
  const [fields, setFields] = useState<PitchFieldsInput | null>(editing?.fields ?? null);
  const [draftedBy, setDraftedBy] = useState<"model" | "code" | null>(null);
  useEffect(() => {
    if (fields) return;
    let cancelled = false;
    const step = origin?.item.startsWith("next_steps/")
      ? { from_report_id: origin.reportId, from_item: origin.item }
      : {};
    callApi("draftPitchPage", { query: { idea_id: ideaId, ...step } })
      .then(({ ok, data }) => {
        if (cancelled) return;
        if (ok) {
          setFields(data.fields);
          setDraftedBy(data.drafted_by);
        } else failed(data.message ?? "The draft could not be made.");
      })
      .catch(() => !cancelled && failed("The draft could not be made."));
    return () => {
      cancelled = true;
    };
  }, [fields, ideaId, origin?.item, origin?.reportId, failed]);
  return { fields, draftedBy };
}

/**
 * The pitch page's words and pass line. A new page starts from the draft code makes of the idea's validation; the
 * founder edits every word, and it is saved as a draft (published from its card).
 */
export function PitchDialog({
  ideaId,
  editing,
  origin,
  onClose,
  onSaved,
}: {
  ideaId: string;
  editing?: ServedPitchPage;
  origin?: PitchOrigin;
  onClose: () => void;
  onSaved: (page: ServedPitchPage) => void;
}) {
  const { call, busy, error, setError } = useApiAction();
  const { fields, draftedBy } = usePitchDraft(ideaId, origin, editing, setError);
  const [invalid, setInvalid] = useState<Missing>({});
  const [questions, setQuestions] = useState<SurveyQuestion[]>(editing?.fields.questions ?? []);
  const [questionLine, setQuestionLine] = useState<LineDraft>(() => emptyLine("monetization_potential"));
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const attachTo = origin?.experiment ?? null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = { ...fieldsOf(form), questions: questions.map(cleanedQuestion) };
    const empty = missingIn(next);
    setInvalid(empty);
    const firstEmpty = Object.keys(empty)[0];
    if (firstEmpty) {
      document.getElementById(`${id}-${firstEmpty}`)?.focus();
      return;
    }
    if (editing) {
      const saved = await call(
        "action",
        () => callApi("editPitchPage", { params: { id: editing.id }, body: { fields: next } }),
        "The page could not be saved.",
      );
      if (saved) onSaved(saved);
      return;
    }
    const body = newPageBody(form, { ideaId, fields: next, attachTo, origin, questionLine });
    if (!body.ok) return setError(body.message);
    const saved = await call(
      "action",
      () => callApi("publishPitchPage", { body: body.body }),
      "The page could not be saved.",
    );
    if (saved) onSaved(saved);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? "Edit the pitch page" : "Draft a pitch page"}
      initialFocus={first}
      wide
    >
      {!fields ? (
        error ? (
          <Alert tone="error">{error}</Alert>
        ) : (
          <p className="flex items-center gap-2 text-ink-600" role="status">
            <Spinner className="size-4" /> Drafting from the idea and its reports…
          </p>
        )
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {!editing && (
            <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-ink-700">
              {draftedBy === "model"
                ? "Drafted by the AI model from the idea and its reports"
                : "Drafted from the idea and its reports' own words"}
              : read and change every word before you publish. Everything is shown as plain text.
            </p>
          )}
          <PitchWords id={id} fields={fields} invalid={invalid} first={first} />
          <VariantFields id={id} initial={fields.variants ?? null} />
          <PitchQuestions id={id} questions={questions} onChange={setQuestions} />
          {!editing && <PassLineFieldset id={id} attachTo={attachTo} origin={origin} />}
          {!editing && questions.some((question) => question.kind !== "text") && (
            <LineEditor
              id={`${id}-question`}
              legend="Pass line on a question (optional)"
              withDueDate={false}
              questions={questions}
              draft={questionLine}
              onChange={setQuestionLine}
            />
          )}
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" aria-disabled={busy}>
              {busy ? "Saving…" : editing ? "Save the page" : "Save as draft"}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

const label = "block text-sm font-semibold text-ink-900";

/** A new page's body from the form: its words, its pass line (or the experiment it attaches to), its question's line. */
function newPageBody(
  form: FormData,
  {
    ideaId,
    fields,
    attachTo,
    origin,
    questionLine,
  }: {
    ideaId: string;
    fields: PitchFieldsInput;
    attachTo: NonNullable<PitchOrigin["experiment"]> | null;
    origin: PitchOrigin | undefined;
    questionLine: LineDraft;
  },
): { ok: true; body: BodyOf<"publishPitchPage"> } | { ok: false; message: string } {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const target = attachTo ? { ok: true as const, value: attachTo.target } : readNumber(text("target"), typingLocale());
  const minimum = readNumber(text("min_visitors"), typingLocale());
  if (!target.ok) return { ok: false, message: `Target: ${target.message}` };
  if (!minimum.ok) return { ok: false, message: `Minimum visitors: ${minimum.message}` };
  const asked = questionLineOf(questionLine, fields.questions);
  if (!asked.ok) return asked;
  return {
    ok: true,
    body: {
      idea_id: ideaId,
      fields,
      min_visitors: minimum.value,
      indexable: form.get("indexable") === "on",
      ...(asked.line ? { question_line: asked.line } : {}),
      ...(attachTo ? { experiment_id: attachTo.id } : { target_percent: target.value, due_date: text("due_date") }),
      ...(origin && !attachTo
        ? {
            from_report_id: origin.reportId,
            from_item: origin.item,
            ...(origin.factor && isFactorKey(origin.factor) ? { factor: origin.factor } : {}),
          }
        : {}),
    },
  };
}

/** A question's pass line as the page's body sends it, or what is wrong with it; none when no question is judged. */
function questionLineOf(draft: LineDraft, questions: readonly SurveyQuestion[]) {
  const judged = lineOf(draft, questions);
  if (!judged.ok) return judged;
  if (!judged.line) return { ok: true as const, line: null };
  const minimum = readNumber(draft.minResponses, typingLocale());
  if (!minimum.ok) return { ok: false as const, message: `Answers before it is judged: ${minimum.message}` };
  const factor = isFactorKey(draft.factor) ? { factor: draft.factor } : {};
  return { ok: true as const, line: { line: judged.line, min_responses: minimum.value, ...factor } };
}

/** The page's words, each field holding the draft's (or the page's) to start with. */
function PitchWords({
  id,
  fields,
  invalid,
  first,
}: {
  id: string;
  fields: PitchFieldsInput;
  invalid: Missing;
  first: RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      <PitchField
        id={id}
        name="headline"
        title="Headline"
        value={fields.headline}
        max={90}
        problem={invalid.headline}
        inputRef={first}
      />
      <GrowingText
        id={`${id}-subheading`}
        name="subheading"
        title="Subheading"
        initial={fields.subheading}
        max={200}
        problem={invalid.subheading}
      />
      {[0, 1, 2].map((index) => (
        <PitchField
          key={index}
          id={id}
          name={`benefit${index}`}
          title={`Benefit ${index + 1} (optional)`}
          value={fields.benefits[index] ?? ""}
          max={120}
          hint={
            index === 0 ? "What a customer gets, in words to them: “Know when to water, from one photo.”" : undefined
          }
        />
      ))}
      <PitchField
        id={id}
        name="price"
        title="Price (optional)"
        value={fields.price ?? ""}
        max={60}
        hint="As you would say it, e.g. “$29 a month”."
      />
      <div>
        <label htmlFor={`${id}-cta`} className={label}>
          Call to action
        </label>
        <select id={`${id}-cta`} name="cta" defaultValue={fields.cta} className={`${fieldClass} mt-1.5`}>
          {PITCH_CTAS.map((cta) => (
            <option key={cta} value={cta}>
              {ctaWords[cta]}
            </option>
          ))}
        </select>
      </div>
      <PitchField
        id={id}
        name="collector"
        title="Collected by (your name or company)"
        value={fields.collector}
        max={80}
        problem={invalid.collector}
      />
      <PitchField
        id={id}
        name="link"
        title="Your link (optional)"
        value={fields.link ?? ""}
        max={300}
        hint="One http(s) address, e.g. your site."
      />
    </>
  );
}

/**
 * A new page's pass line: the experiment it attaches to (a step already tracked) with only how many visitors before
 * it is judged, or its own target and due date.
 */
function PassLineFieldset({
  id,
  attachTo,
  origin,
}: {
  id: string;
  attachTo: NonNullable<PitchOrigin["experiment"]> | null;
  origin?: PitchOrigin;
}) {
  const minimum = (
    <PitchField
      id={id}
      name="min_visitors"
      title="Unique visitors before it is judged"
      value="100"
      max={6}
      hint="A visitor counts once a day. Below this the figure says “too few visitors to tell”."
    />
  );
  const indexable = (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name="indexable" /> Let search engines index the page
    </label>
  );
  return (
    <fieldset className="space-y-4 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">Pass line</legend>
      {attachTo ? (
        <p className="text-sm text-ink-800">
          This step is already tracked as the experiment “{attachTo.hypothesis}”. The page measures that experiment
          (pass at {attachTo.target}% or more, due {attachTo.dueDate}), so the step counts once in the verdict.
        </p>
      ) : (
        <PitchField
          id={id}
          name="target"
          title="Sign-up rate to pass (%)"
          value={String(origin?.targetPercent ?? 5)}
          max={8}
        />
      )}
      {minimum}
      {!attachTo && (
        <div>
          <label htmlFor={`${id}-due`} className={label}>
            Due date
          </label>
          <input
            id={`${id}-due`}
            name="due_date"
            type="date"
            defaultValue={inDays(origin?.dueInDays ?? 14)}
            className={`${fieldClass} mt-1.5`}
          />
        </div>
      )}
      {indexable}
    </fieldset>
  );
}

/** One line of the form: its label, the input holding `value` to start with, what is wrong with it, a hint. */
function PitchField({
  id,
  name,
  title,
  value,
  max,
  hint,
  problem,
  inputRef,
}: {
  id: string;
  name: string;
  title: string;
  value: string;
  max: number;
  hint?: string;
  problem?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const described = [problem && `${id}-${name}-error`, hint && `${id}-${name}-hint`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={`${id}-${name}`} className={label}>
        {title}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        defaultValue={value}
        maxLength={max}
        required={name in REQUIRED}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        ref={inputRef}
        className={`${fieldClass} mt-1.5`}
      />
      {problem && <FieldError id={`${id}-${name}-error`}>{problem}</FieldError>}
      {hint && (
        <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-score-weak">
      {children}
    </p>
  );
}

/** A longer line (the subheading): a text area that grows with its words, and how many of its characters are left. */
function GrowingText({
  id,
  name,
  title,
  initial,
  max,
  problem,
}: {
  id: string;
  name: string;
  title: string;
  initial: string;
  max: number;
  problem?: string;
}) {
  const [length, setLength] = useState(initial.length);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {title}
      </label>
      <textarea
        id={id}
        name={name}
        defaultValue={initial}
        maxLength={max}
        rows={2}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={[problem && `${id}-error`, `${id}-count`].filter(Boolean).join(" ")}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        // Enter would put a line break in a one-line field: the page shows it as one paragraph.
        onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
        className={`${fieldClass} mt-1.5 min-h-18 resize-none py-2.5 [field-sizing:content]`}
      />
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
      <p id={`${id}-count`} className="mt-1 text-right text-sm text-ink-600 tabular-nums">
        {length}/{max} characters
      </p>
    </div>
  );
}
