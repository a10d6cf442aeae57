"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Modal } from "@/components/ui/Modal";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { fieldClass } from "@/components/ui/TextField";
import { callApi } from "@/lib/client/call-api";
import { typingLocale } from "@/lib/client/locale";
import { useApiAction } from "@/lib/client/useApiAction";
import type { ServedSurvey, SurveyFieldsInput } from "@/lib/core/api/survey";
import { SURVEY_QUESTIONS } from "@/lib/core/measured/survey/draft";
import { readNumber } from "@/lib/core/numbers";
import { isFactorKey } from "@/lib/core/report/factors";
import { emptyLine, LineEditor, lineOf, type LineDraft } from "./LineEditor";
import { cleanedQuestion } from "./QuestionEditor";
import { QuestionList } from "./QuestionList";

/** Where a new survey comes from: a validation's next step ("Ask with a survey") brings its factor and its days. */
export interface SurveyOrigin {
  reportId: string;
  item: string;
  factor: string | null;
  dueInDays: number;
  /** The experiment already tracking the step: the survey then asks without a pass line of its own. */
  tracked?: { hypothesis: string } | null;
}

const label = "block text-sm font-semibold text-ink-900";

/** The first words of a new survey: the draft of the idea's pain points, asked once; an edited survey's own. */
function useSurveyDraft(ideaId: string, editing: ServedSurvey | undefined, failed: (message: string) => void) {
  const [fields, setFields] = useState<SurveyFieldsInput | null>(editing?.fields ?? null);
  const [draftedBy, setDraftedBy] = useState<"model" | "code" | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (fields || asked.current) return;
    asked.current = true;
    callApi("draftSurvey", { query: { idea_id: ideaId } })
      .then(({ ok, data }) => {
        if (ok) {
          setFields(data.fields);
          setDraftedBy(data.drafted_by);
        } else failed(data.message ?? "The draft could not be made.");
      })
      .catch(() => failed("The draft could not be made."));
  }, [fields, ideaId, failed]);
  return { fields, setFields, draftedBy };
}

/** The survey's fields as sent: every text trimmed, blank options left out (the server checks the rest). */
function cleaned(fields: SurveyFieldsInput): SurveyFieldsInput {
  return {
    ...fields,
    heading: fields.heading.trim(),
    intro: fields.intro.trim(),
    collector: fields.collector.trim(),
    questions: fields.questions.map(cleanedQuestion),
  };
}

/**
 * A problem survey's words, questions and pass line. A new survey starts from the draft of the idea's pain points;
 * every question is read for what would bias its answers as it is typed; the founder edits every word, and it is saved
 * as a draft (published from its card). Once answered, a survey's questions are fixed: its words around them are not.
 */
export function SurveyDialog({
  ideaId,
  ideaTitle,
  editing,
  origin,
  onClose,
  onSaved,
}: {
  ideaId: string;
  ideaTitle?: string;
  editing?: ServedSurvey;
  origin?: SurveyOrigin;
  onClose: () => void;
  onSaved: (survey: ServedSurvey) => void;
}) {
  const { call, busy, error, setError } = useApiAction();
  const { fields, setFields, draftedBy } = useSurveyDraft(ideaId, editing, setError);
  const [line, setLine] = useState<LineDraft>(() => emptyLine(origin?.factor ?? null, origin?.dueInDays ?? 21));
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const fixed = editing ? editing.received > 0 : false;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields) return;
    const next = cleaned(fields);
    if (editing) {
      const saved = await call(
        "action",
        () => callApi("editSurvey", { params: { id: editing.id }, body: { fields: next } }),
        "The survey could not be saved.",
      );
      if (saved) onSaved(saved);
      return;
    }
    const judged = lineOf(line, next.questions);
    if (!judged.ok) return setError(judged.message);
    const minimum = readNumber(line.minResponses, typingLocale());
    if (judged.line && !minimum.ok) return setError(`Respondents before it is judged: ${minimum.message}`);
    const saved = await call(
      "action",
      () =>
        callApi("publishSurvey", {
          body: {
            idea_id: ideaId,
            fields: next,
            ...(judged.line
              ? {
                  line: judged.line,
                  due_date: line.dueDate,
                  min_responses: minimum.ok ? minimum.value : 15,
                  ...(isFactorKey(line.factor) ? { factor: line.factor } : {}),
                }
              : {}),
            ...(origin && !origin.tracked ? { from_report_id: origin.reportId, from_item: origin.item } : {}),
          },
        }),
      "The survey could not be saved.",
    );
    if (saved) onSaved(saved);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? "Edit the survey" : "Draft a problem survey"}
      initialFocus={first}
      wide
    >
      {!fields ? (
        error ? (
          <Alert tone="error">{error}</Alert>
        ) : (
          <p className="flex items-center gap-2 text-ink-600" role="status">
            <Spinner className="size-4" /> Drafting questions from the idea&apos;s pain points…
          </p>
        )
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {!editing && (
            <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-ink-700">
              {draftedBy === "model"
                ? "Drafted by the AI model from the idea's pain points"
                : "Drafted from the pain points' own words"}
              : questions about what people did and what it cost them, never about your idea. Read and change every word
              before you publish.
            </p>
          )}
          <SurveyWords id={id} fields={fields} onChange={setFields} first={first} />
          {fixed ? (
            <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-ink-700">
              This survey has answers, so its questions stay as they were asked. Make a new survey to ask others.
            </p>
          ) : (
            <SurveyQuestions id={id} ideaTitle={ideaTitle} fields={fields} onChange={setFields} />
          )}
          {!editing && origin?.tracked ? (
            <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-ink-700">
              This step is already tracked as the experiment “{origin.tracked.hypothesis}”, so the survey asks without a
              pass line of its own: record what you learn on that experiment.
            </p>
          ) : (
            !editing && <LineEditor id={id} questions={fields.questions} draft={line} onChange={setLine} />
          )}
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" aria-disabled={busy}>
              {busy ? "Saving…" : editing ? "Save the survey" : "Save as draft"}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** The heading, the introduction, who collects the answers, and whether to ask for an e-mail. */
function SurveyWords({
  id,
  fields,
  onChange,
  first,
}: {
  id: string;
  fields: SurveyFieldsInput;
  onChange: (fields: SurveyFieldsInput) => void;
  first: React.RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-heading`} className={label}>
          Heading
        </label>
        <input
          id={`${id}-heading`}
          ref={first}
          value={fields.heading}
          maxLength={120}
          aria-describedby={`${id}-heading-hint`}
          onChange={(event) => onChange({ ...fields, heading: event.currentTarget.value })}
          className={`${fieldClass} mt-1.5`}
        />
        <p id={`${id}-heading-hint`} className="mt-1 text-sm text-ink-600">
          Name the problem, not your idea: people answer about their life, not your pitch.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-intro`} className={label}>
          Introduction (optional)
        </label>
        <input
          id={`${id}-intro`}
          value={fields.intro}
          maxLength={300}
          onChange={(event) => onChange({ ...fields, intro: event.currentTarget.value })}
          className={`${fieldClass} mt-1.5`}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-collector`} className={label}>
            Collected by (your name or company)
          </label>
          <input
            id={`${id}-collector`}
            value={fields.collector}
            maxLength={80}
            onChange={(event) => onChange({ ...fields, collector: event.currentTarget.value })}
            className={`${fieldClass} mt-1.5`}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            checked={fields.ask_email}
            onChange={(event) => onChange({ ...fields, ask_email: event.currentTarget.checked })}
          />
          Offer an optional e-mail for a follow-up conversation
        </label>
      </div>
    </>
  );
}

/** The survey's questions, read for a problem survey: one that names the idea is flagged. */
function SurveyQuestions({
  id,
  ideaTitle,
  fields,
  onChange,
}: {
  id: string;
  ideaTitle?: string;
  fields: SurveyFieldsInput;
  onChange: (fields: SurveyFieldsInput) => void;
}) {
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-ink-950">Questions</h3>
      <QuestionList
        id={id}
        questions={fields.questions}
        onChange={(questions) => onChange({ ...fields, questions })}
        askedOn="problem-survey"
        ideaNames={ideaTitle ? [ideaTitle] : []}
        max={SURVEY_QUESTIONS.max}
        whatAsks="A survey"
      />
    </div>
  );
}
