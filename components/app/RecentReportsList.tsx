"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { formatDateTime } from "@/lib/core/format";
import { kinds, type ReportKind } from "@/lib/core/kinds";
import { DeleteConfirmation } from "./DeleteConfirmation";
import { useRecentReports, type HistoryItem } from "./reportLists";
import { useReportDelete } from "./useReportDelete";

const deleteButtonId = (id: string) => `recent-delete-${id}`;

/** Every report made in the last 30 days, saved or not, newest first, with "Show more". */
export function RecentReportsList({
  busy,
  onOpen,
  onDeleted,
}: {
  busy: boolean;
  onOpen: (kind: ReportKind, id: string) => void;
  onDeleted: (kind: ReportKind, id: string, title: string, focus: HTMLElement | null | undefined) => void;
}) {
  const { items, cursor, failed, loadingMore, more, refresh } = useRecentReports();
  const {
    confirming,
    ask,
    deleting,
    error: deleteError,
    remove: deleteReport,
    keep,
    settled,
  } = useReportDelete(deleteButtonId);
  // The deleted report and where its row was: once the list comes back without it, the focus goes to the row there.
  const [removed, setRemoved] = useState<{ item: HistoryItem; index: number } | null>(null);

  useEffect(() => {
    if (!removed) return;
    // The list could not be fetched again: nothing to land on but the tab.
    if (!failed && items?.some((other) => other.id === removed.item.id)) return;
    const rows = failed ? [] : (items ?? []);
    const neighbour = rows[Math.min(removed.index, rows.length - 1)];
    const { item } = removed;
    setRemoved(null); // eslint-disable-line react-hooks/set-state-in-effect -- a one-off focus move after the list changed
    settled();
    onDeleted(
      item.kind,
      item.id,
      item.title,
      neighbour ? document.getElementById(`recent-${neighbour.id}`) : undefined,
    );
  }, [removed, items, failed, onDeleted, settled]);

  /**
   * Deletes a report of the history (saved or not), after the second, explicit choice, with the call the saved lists
   * use (scoped to the user by the server). Meanwhile the confirmation stays and its Delete button, saying "Deleting…",
   * keeps the focus; the row goes once the list comes back without it, and the focus moves to the row that takes its
   * place (else the one before, else the tab).
   */
  async function remove(item: HistoryItem) {
    if (!(await deleteReport(item.id))) return;
    setRemoved({ item, index: Math.max(0, items?.findIndex((other) => other.id === item.id) ?? 0) });
    void refresh();
  }

  if (failed && !items) return <Alert tone="error">Failed to fetch reports</Alert>;
  if (!items) {
    return (
      <p className="flex items-center gap-2 py-8 text-ink-600">
        <Spinner className="size-4" /> Loading your recent reports…
      </p>
    );
  }
  if (items.length === 0)
    return (
      <p className="py-8 text-center text-ink-600">
        Reports you generate appear here, saved or not, for 30 days. Deleted ones are gone for good.
      </p>
    );
  return (
    <>
      <p className="mb-3 text-sm text-ink-600">
        Every report you made in the last 30 days. Save one to keep it for good, or delete one you do not want kept.
      </p>
      <ul className="divide-y divide-line rounded-xl border border-line">
        {items.map((item) => (
          <RecentReportRow
            key={item.id}
            item={item}
            busy={busy}
            confirming={confirming === item.id}
            deleting={deleting === item.id}
            deleteBlocked={deleting !== null}
            onOpen={() => onOpen(item.kind, item.id)}
            onAsk={() => ask(item.id)}
            onDelete={() => void remove(item)}
            onKeep={() => keep(item.id)}
          />
        ))}
      </ul>
      {failed && <Alert tone="error">Failed to fetch reports</Alert>}
      {deleteError && <Alert tone="error">{deleteError}</Alert>}
      {cursor && (
        <button
          type="button"
          onClick={() => void more()}
          disabled={loadingMore}
          aria-busy={loadingMore}
          className="btn-secondary mt-3 min-h-10 w-full text-sm disabled:opacity-60"
        >
          {loadingMore ? "Loading…" : "Show more"}
        </button>
      )}
    </>
  );
}

/** One report of the history: Open (its title and what it is), and Delete, asked twice. */
function RecentReportRow({
  item,
  busy,
  confirming,
  deleting,
  deleteBlocked,
  onOpen,
  onAsk,
  onDelete,
  onKeep,
}: {
  item: HistoryItem;
  busy: boolean;
  confirming: boolean;
  deleting: boolean;
  /** A delete is under way (this report's or another's). */
  deleteBlocked: boolean;
  onOpen: () => void;
  onAsk: () => void;
  onDelete: () => void;
  onKeep: () => void;
}) {
  return (
    <li className="flex items-center gap-2 pr-2">
      <button
        id={`recent-${item.id}`}
        type="button"
        onClick={onOpen}
        disabled={busy || deleting}
        className="block min-w-0 flex-1 px-4 py-3 text-left hover:bg-surface"
      >
        <span className="block font-semibold text-ink-950 [overflow-wrap:anywhere] hover:text-brand-700">
          {item.title}
        </span>
        <span className="text-sm text-ink-600">
          {kinds[item.kind].label}
          {item.version > 1 ? ` · version ${item.version}` : ""} · {formatDateTime(item.created_at)}
          {item.saved ? " · Saved" : ""}
          {item.shared ? " · Shared" : ""}
          {item.demo ? " · Demo" : ""}
        </span>
      </button>
      {confirming ? (
        <DeleteConfirmation title={item.title} deleting={deleting} onDelete={onDelete} onKeep={onKeep} />
      ) : (
        <button
          id={deleteButtonId(item.id)}
          type="button"
          onClick={onAsk}
          disabled={deleteBlocked}
          aria-label={`Delete ${item.title}`}
          className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          Delete
        </button>
      )}
    </li>
  );
}
