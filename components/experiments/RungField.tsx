import { rungChoices, rungs, type Rung } from "@/lib/core/experiments/rungs";

/**
 * How strong the founder says a typed result's evidence is: its rung on the ladder of commitment (issue 47). The
 * verdict weighs what people said least and money paid most; the result is labelled "reported by you".
 */
export function RungField({ id, rung, onRung }: { id: string; rung: Rung; onRung: (rung: Rung) => void }) {
  return (
    <fieldset aria-describedby={`${id}-rung-hint`}>
      <legend className="block text-sm font-semibold text-ink-900">How strong is this evidence?</legend>
      <p id={`${id}-rung-hint`} className="mt-1 text-sm text-ink-600">
        The verdict weighs what people did above what they said. Your result is labelled “reported by you”.
      </p>
      <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
        {rungs.map((choice) => (
          <label
            key={choice}
            className="flex min-h-10 cursor-pointer items-start gap-2 rounded-lg border border-ink-200 px-3 py-2 text-sm text-ink-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`${id}-rung`}
              value={choice}
              checked={rung === choice}
              onChange={() => onRung(choice)}
              className="mt-0.5 accent-brand-600"
            />
            <span>{rungChoices[choice]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
