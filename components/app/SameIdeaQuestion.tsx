import type { RefObject } from "react";

/**
 * Asked when a run's text no longer reads as the chosen idea: a new idea, a new version of this one, or back to the
 * text. `fieldId` names the question's parts; `questionRef` takes the focus when it appears.
 */
export function SameIdeaQuestion({
  fieldId,
  title,
  questionRef,
  onNewIdea,
  onSameIdea,
  onKeepEditing,
}: {
  fieldId: string;
  title: string | undefined;
  questionRef: RefObject<HTMLDivElement | null>;
  onNewIdea: () => void;
  onSameIdea: () => void;
  onKeepEditing: () => void;
}) {
  return (
    <div
      ref={questionRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${fieldId}-question`}
      aria-describedby={`${fieldId}-question-help`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <p id={`${fieldId}-question`} className="font-semibold text-ink-950 [overflow-wrap:anywhere]">
        Is this still “{title ?? "the same idea"}”?
      </p>
      <p id={`${fieldId}-question-help`} className="mt-1 text-sm text-ink-700">
        The text has changed a lot since this idea was last run. A new version sits beside the idea&apos;s earlier
        reports so you can compare them; a new idea gets a page of its own.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={onNewIdea} className="btn-primary min-h-10 px-4 text-sm">
          No, it is a new idea
        </button>
        <button type="button" onClick={onSameIdea} className="btn-secondary min-h-10 px-4 text-sm">
          Yes, a new version of it
        </button>
        <button type="button" onClick={onKeepEditing} className="btn-ghost min-h-10 px-4 text-sm">
          Keep editing
        </button>
      </div>
    </div>
  );
}
