import { formatDateTime } from "@/lib/core/format";
import { UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import { DeleteConfirmation } from "./DeleteConfirmation";
import type { ReportGroup, ReportItem } from "./reportLists";

/** One page of the saved reports of a kind, each with Open and Delete (asked twice); or the empty-list notice. */
export function SavedReportsList({
  group,
  busy,
  confirming,
  deleting,
  onOpen,
  onConfirm,
  onDelete,
  onKeep,
  onShowRecent,
}: {
  group: ReportGroup;
  busy: boolean;
  confirming: string | null;
  deleting: string | null;
  onOpen: (item: ReportItem) => void;
  onConfirm: (item: ReportItem) => void;
  onDelete: (item: ReportItem) => void;
  onKeep: (item: ReportItem) => void;
  /** Shows the Recent tab, where the unsaved runs are. */
  onShowRecent?: () => void;
}) {
  if (group.data.length === 0)
    return (
      <div className="py-8 text-center text-ink-600">
        <p>No reports found for this category.</p>
        {onShowRecent && (
          <p className="mt-2 text-sm">
            Reports you ran but did not save are kept for {UNSAVED_REPORT_DAYS} days under{" "}
            <button
              type="button"
              onClick={onShowRecent}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              Recent
            </button>
            .
          </p>
        )}
      </div>
    );
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {group.data.map((item) => (
        <li key={item.id} className="flex items-center gap-3 px-4 py-3">
          <button
            id={`open-${item.id}`}
            type="button"
            onClick={() => onOpen(item)}
            disabled={busy}
            className="min-w-0 flex-1 text-left"
          >
            <span className="block font-semibold text-ink-950 [overflow-wrap:anywhere] hover:text-brand-700">
              {item.title}
            </span>
            <span className="text-sm text-ink-600">
              {formatDateTime(item.created_at)}
              {item.demo ? " · Demo" : ""}
            </span>
          </button>
          {confirming === item.id ? (
            <DeleteConfirmation
              title={item.title}
              deleting={deleting === item.id}
              onDelete={() => onDelete(item)}
              onKeep={() => onKeep(item)}
            />
          ) : (
            <button
              id={`delete-${item.id}`}
              type="button"
              onClick={() => onConfirm(item)}
              disabled={busy}
              aria-label={`Delete ${item.title}`}
              className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              Delete
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Previous, "Page n of m", Next under a saved list. */
export function ReportPager({
  page,
  totalPages,
  onMove,
}: {
  page: number;
  totalPages: number;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <div className="mt-4 flex items-center justify-between">
      <button
        type="button"
        onClick={() => onMove(-1)}
        disabled={page <= 1}
        className="btn-secondary min-h-10 text-sm disabled:opacity-50"
      >
        Previous
      </button>
      <span className="text-sm text-ink-600">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        onClick={() => onMove(1)}
        disabled={page >= totalPages}
        className="btn-secondary min-h-10 text-sm disabled:opacity-50"
      >
        Next
      </button>
    </div>
  );
}
