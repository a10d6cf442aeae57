import { NeedsPlan } from "@/components/app/plan";

/**
 * Once an assumption has changed: how many, "Save as new version" (disabled with the reason without a plan, or while
 * a number does not read), "Undo changes", and the save's error.
 */
export function SaveChanges({
  changedCount,
  hasPlan,
  valid,
  saving,
  onSave,
  onUndo,
  error,
}: {
  changedCount: number;
  hasPlan: boolean;
  valid: boolean;
  saving: boolean;
  onSave: () => void;
  onUndo: () => void;
  error: string | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-3 print:hidden">
      <p className="text-sm font-medium text-ink-900">
        {changedCount === 1 ? "1 assumption changed." : `${changedCount} assumptions changed.`}
      </p>
      {hasPlan ? (
        <button type="button" className="btn-primary min-h-10" disabled={!valid || saving} onClick={onSave}>
          {saving ? "Saving…" : "Save as new version"}
        </button>
      ) : (
        <button
          type="button"
          className="btn-primary min-h-10 aria-disabled:opacity-60"
          aria-disabled
          aria-describedby="market-needs-plan"
        >
          Save as new version
        </button>
      )}
      <button type="button" className="btn-ghost min-h-10" disabled={saving} onClick={onUndo}>
        Undo changes
      </button>
      {!hasPlan && (
        <NeedsPlan id="market-needs-plan" className="w-full">
          A new version needs a plan: the figures above still move as you type.
        </NeedsPlan>
      )}
      {error && (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
