/** One number of the editor, typed as text; `problemId` names what is wrong with its input, if anything. */
export function InputCell({
  value,
  onText,
  onLeave,
  label,
  problemId,
}: {
  value: string | undefined;
  onText: (text: string) => void;
  onLeave?: () => void;
  label: string;
  problemId: string | undefined;
}) {
  return (
    <input
      type="text"
      inputMode="decimal"
      value={value}
      onChange={(event) => onText(event.target.value)}
      onBlur={onLeave}
      aria-label={label}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
      className="w-full max-w-28 rounded-md border border-stone-300 bg-white px-1.5 py-1 text-right text-sm text-ink-950 tabular-nums focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500"
    />
  );
}
