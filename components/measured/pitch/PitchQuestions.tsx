"use client";

import { PITCH_QUESTIONS_MAX, type SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { QuestionList } from "../survey/QuestionList";

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
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">Questions with the sign-up (optional)</legend>
      <p className="text-sm text-ink-600">
        Up to {PITCH_QUESTIONS_MAX}, above the e-mail field, each answer optional: “How do you handle this today?”,
        “What would you expect to pay a month?”. Once someone has answered, the questions can no longer change.
      </p>
      <QuestionList
        id={id}
        questions={questions}
        onChange={onChange}
        askedOn="pitch-page"
        max={PITCH_QUESTIONS_MAX}
        fewest={0}
        whatAsks="A pitch page"
      />
    </fieldset>
  );
}
