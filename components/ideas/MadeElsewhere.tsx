/**
 * The mark of a validation saved from a copy LaunchLens did not make (or that was changed after): shown wherever its
 * grade is, since it moves no verdict, no list's grade and no comparison.
 */
export function MadeElsewhere() {
  return (
    <span
      title="Saved from a copy LaunchLens did not make: its scores move no decision."
      className="inline-flex items-center rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-ink-700 ring-1 ring-stone-400/40 ring-inset"
    >
      Not made by LaunchLens<span className="sr-only">: its scores move no decision</span>
    </span>
  );
}
