"use client";

import { questionFlags, type AskedOn, type SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { QuestionEditor } from "./QuestionEditor";

/**
 * The questions a survey or a pitch page asks, each with its editor and what would bias its answers (read as it is
 * typed, for where it is asked), and a way to add one up to `max`; a list may shrink to `fewest`.
 */
export function QuestionList({
  id,
  questions,
  onChange,
  askedOn,
  ideaNames = [],
  max,
  fewest = 1,
  whatAsks,
}: {
  id: string;
  questions: SurveyQuestion[];
  onChange: (questions: SurveyQuestion[]) => void;
  askedOn: AskedOn;
  ideaNames?: readonly string[];
  max: number;
  fewest?: number;
  /** "A survey", "A pitch page": what asks at most `max`. */
  whatAsks: string;
}) {
  const full = questions.length >= max;
  return (
    <>
      {questions.map((question, index) => (
        <QuestionEditor
          key={index}
          id={id}
          index={index}
          count={questions.length}
          fewest={fewest}
          question={question}
          flags={questionFlags(question, { askedOn, ideaNames })}
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
      {full && (
        <p className="text-sm text-ink-600">
          {whatAsks} asks {max} questions at most.
        </p>
      )}
    </>
  );
}
