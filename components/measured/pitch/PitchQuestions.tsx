"use client";

import { PITCH_QUESTIONS_MAX, questionFlags, type SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { QuestionEditor } from "../survey/QuestionEditor";

/**
 * The questions a pitch page asks with its sign-up (issue 46): none to three, each answer optional for the visitor.
 * The survey's editor, its flags read for a pitch page (which may name the idea). Held in the dialog's state, as the
 * editor is controlled while the rest of the dialog reads its form. Once a sign-up has answered, the server keeps
 * them as they are (409), since the answers would otherwise be to other questions.
 */
export function PitchQuestions({
  id,
  questions,
  onChange,
}: {
  id: string;
  questions: SurveyQuestion[];
  onChange: (questions: SurveyQuestion[]) => void;
}) {
  const full = questions.length >= PITCH_QUESTIONS_MAX;
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">Questions with the sign-up (optional)</legend>
      <p className="text-sm text-ink-600">
        Up to {PITCH_QUESTIONS_MAX}, above the e-mail field, each answer optional: “How do you handle this today?”,
        “What would you expect to pay a month?”. Once someone has answered, the questions can no longer change.
      </p>
      {questions.map((question, index) => (
        <QuestionEditor
          key={index}
          id={id}
          index={index}
          count={questions.length}
          fewest={0}
          question={question}
          flags={questionFlags(question, { askedOn: "pitch-page" })}
          onChange={(changed) => onChange(questions.map((asked, at) => (at === index ? changed : asked)))}
          onMove={(by) => {
            const next = [...questions];
            const [moved] = next.splice(index, 1);
            if (moved) next.splice(index + by, 0, moved);
            onChange(next);
          }}
          onRemove={() => onChange(questions.filter((_, at) => at !== index))}
        />
      ))}
      <button
        type="button"
        className="btn-secondary min-h-9 px-3 text-sm aria-disabled:opacity-60"
        aria-disabled={full || undefined}
        onClick={full ? undefined : () => onChange([...questions, { kind: "text", text: "" }])}
      >
        Add a question
      </button>
      {full && <p className="text-sm text-ink-600">A pitch page asks {PITCH_QUESTIONS_MAX} questions at most.</p>}
    </fieldset>
  );
}
