/** The second, explicit choice before a report is deleted; both lists of Load Reports ask it the same way. */
export function DeleteConfirmation({
  title,
  deleting,
  onDelete,
  onKeep,
}: {
  title: string;
  deleting: boolean;
  onDelete: () => void;
  onKeep: () => void;
}) {
  return (
    <span className="flex shrink-0 items-center gap-1" role="group" aria-label={`Delete ${title}?`}>
      {/* Never disabled while deleting: a disabled button loses the focus to the page. */}
      <button
        type="button"
        onClick={onDelete}
        aria-disabled={deleting}
        aria-busy={deleting}
        className="rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 aria-disabled:opacity-70"
      >
        {deleting ? "Deleting…" : "Delete"}
        <span className="sr-only"> {title} for good</span>
      </button>
      {/* The safe choice takes the focus, so a second Enter does not destroy anything. */}
      {!deleting && (
        <button
          type="button"
          autoFocus
          onClick={onKeep}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-surface"
        >
          Keep
        </button>
      )}
    </span>
  );
}
