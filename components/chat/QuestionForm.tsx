import type { KeyboardEvent, RefObject } from "react";
import { NeedsPlan } from "@/components/app/plan";

export const MESSAGE_MAX = 2_000;

/**
 * The question box: Enter sends and Shift+Enter starts a new line, Ask (or Stop while an answer comes), and Clear
 * conversation once there is one. Without a plan the box and Ask are disabled with the reason, `hint`-plan.
 */
export function QuestionForm({
  hint,
  box,
  text,
  onText,
  onSend,
  hasPlan,
  busy,
  onStop,
  canClear,
  onClear,
}: {
  hint: string;
  box: RefObject<HTMLTextAreaElement | null>;
  text: string;
  onText: (text: string) => void;
  onSend: (question: string) => void;
  hasPlan: boolean;
  busy: boolean;
  onStop: () => void;
  canClear: boolean;
  onClear: () => void;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend(text);
    }
  }

  return (
    <form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(text);
      }}
    >
      <label htmlFor={`${hint}-box`} className="block text-sm font-semibold text-ink-900">
        Your question
      </label>
      <textarea
        id={`${hint}-box`}
        ref={box}
        value={text}
        rows={2}
        maxLength={MESSAGE_MAX}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={!hasPlan}
        aria-describedby={hasPlan ? hint : `${hint} ${hint}-plan`}
        className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink-950 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-stone-100"
      />
      <p id={hint} className="mt-1 text-xs text-ink-600">
        Enter sends; Shift+Enter starts a new line. {text.length.toLocaleString("en-GB")} / 2,000
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {busy ? (
          <button type="button" className="btn-secondary min-h-10" onClick={onStop}>
            Stop
          </button>
        ) : hasPlan ? (
          <button type="submit" className="btn-primary min-h-10" disabled={!text.trim()}>
            Ask
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary min-h-10 aria-disabled:opacity-60"
            aria-disabled
            aria-describedby={`${hint}-plan`}
          >
            Ask
          </button>
        )}
        {canClear && (
          <button type="button" className="btn-ghost min-h-10 text-sm" onClick={onClear}>
            Clear conversation
          </button>
        )}
      </div>
      {!hasPlan && (
        <NeedsPlan id={`${hint}-plan`} className="mt-2">
          Asking about a report needs a plan; the conversation stays here to read, export and clear.
        </NeedsPlan>
      )}
    </form>
  );
}
