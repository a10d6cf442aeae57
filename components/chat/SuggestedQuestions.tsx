/** An empty thread: where answers come from and, with a plan, the first questions to ask with one press. */
export function SuggestedQuestions({
  suggestions,
  hasPlan,
  onAsk,
}: {
  suggestions: string[];
  hasPlan: boolean;
  onAsk: (question: string) => void;
}) {
  return (
    <div>
      <p className="text-sm text-ink-700">
        Answers come from this report and your evidence; every quote is checked against your evidence. The conversation
        is the idea&apos;s: a new version keeps it.
      </p>
      {hasPlan && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Suggested questions">
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                className="btn-secondary min-h-9 px-3 py-2 text-left text-sm font-medium"
                onClick={() => onAsk(suggestion)}
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
