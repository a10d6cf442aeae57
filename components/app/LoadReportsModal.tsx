"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { Alert } from "@/components/ui/Alert";
import { Modal } from "@/components/ui/Modal";
import { Spinner } from "@/components/ui/Spinner";
import { api } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format";
import { toolNames } from "@/lib/client/tools";
import type { ReportKind } from "@/lib/report-kinds";
import { useReports } from "./ReportsProvider";

type Tab = ReportKind | "recent";
type Item = { id: string; title: string; created_at: string; demo?: boolean };
type Group = { data: Item[]; totalPages: number };
type HistoryItem = Item & { kind: ReportKind; saved: boolean; shared: boolean; version: number };

const kindLabels: Record<ReportKind, string> = toolNames;

const tabs: { kind: Tab; label: string }[] = [
  { kind: "recent", label: "Recent" },
  { kind: "pp", label: "Pain Points" },
  { kind: "ms", label: "Marketing Strategy" },
  { kind: "iv", label: "Idea Validation" },
];

async function fetchGroups(pages: Record<ReportKind, number>): Promise<Record<ReportKind, Group>> {
  const query = new URLSearchParams({
    pp_page: String(pages.pp),
    ms_page: String(pages.ms),
    iv_page: String(pages.iv),
    limit: "10",
  });
  const { ok, data } = await api<Record<ReportKind, Group>>(`/api/data/get-reports?${query}`);
  if (!ok) throw new Error(data.message);
  return { pp: data.pp, ms: data.ms, iv: data.iv };
}

/** The tab that matches the page: pain-points → pp, market → ms, validator → iv, anything else → pp. */
export function defaultTab(pathname: string): ReportKind {
  if (pathname.startsWith("/app/market")) return "ms";
  if (pathname.startsWith("/app/validator")) return "iv";
  return "pp";
}

export function LoadReportsModal({
  open,
  onClose,
  pathname,
}: {
  open: boolean;
  onClose: () => void;
  pathname: string;
}) {
  const router = useRouter();
  const { slots, clear } = useReports();
  const [tab, setTab] = useState<Tab>(() => defaultTab(pathname));
  const [pages, setPages] = useState<Record<ReportKind, number>>({ pp: 1, ms: 1, iv: 1 });
  const [groups, setGroups] = useState<Record<ReportKind, Group> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The report whose Delete was pressed once: a second, explicit choice deletes it.
  const [confirming, setConfirming] = useState<string | null>(null);

  // Bumped to fetch the lists again after a delete.
  const [version, setVersion] = useState(0);
  // Where the deleted report's row was: once the list comes back without it, the focus goes to the row there now.
  const [refocus, setRefocus] = useState<{
    kind: ReportKind;
    index: number;
    before: Record<ReportKind, Group> | null;
  } | null>(null);
  // The saved report being deleted: its confirmation stays, saying so, until the list comes back without it.
  const [deleting, setDeleting] = useState<string | null>(null);
  // What the last delete did, said in a live region that stays mounted (the list under it changes).
  const [notice, setNotice] = useState<string | null>(null);

  function close() {
    setNotice(null);
    onClose();
  }

  /**
   * After a report is deleted: its tool stops showing it (Save, Share and Export would act on nothing), the founder is
   * told, and the keyboard focus, which was on a button that is gone, goes back to the tab.
   */
  function deleted(kind: ReportKind, id: string, title: string, focus: HTMLElement | null | undefined) {
    if ((slots[kind].report as { id?: unknown } | null)?.id === id) clear(kind);
    setNotice(`Deleted “${title}”.`);
    if (focus !== null) (focus ?? document.getElementById(`tab-${tab}`))?.focus();
  }

  // After a delete, the list is fetched again: the focus, kept on the Delete button meanwhile, moves to the row that
  // took the deleted one's place (else the one before it, else the tab) once the row is gone.
  useEffect(() => {
    if (!refocus) return;
    // The list could not be fetched again: nothing to land on but the tab.
    const failed = error !== null;
    if (!failed && (!groups || groups === refocus.before)) return;
    const rows = failed ? [] : groups![refocus.kind].data;
    const next = rows[Math.min(refocus.index, rows.length - 1)];
    (
      document.getElementById(next ? `open-${next.id}` : `tab-${refocus.kind}`) ?? document.getElementById(`tab-${tab}`)
    )?.focus();
    setRefocus(null); // eslint-disable-line react-hooks/set-state-in-effect -- a one-off focus move after the list changed
    setConfirming(null);
    setDeleting(null);
  }, [groups, refocus, tab, error]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    fetchGroups(pages).then(
      (result) => {
        if (!current) return;
        setGroups(result);
        setError(null);
      },
      () => current && setError("Failed to fetch reports"),
    );
    return () => {
      current = false;
    };
  }, [open, pages, version]);

  /** A report opens at its own address, /app/reports/{id}, whichever list it was chosen from. */
  function openReport(_kind: ReportKind, id: string) {
    close();
    router.push(`/app/reports/${id}`);
  }

  /**
   * Deletes a saved report after the second, explicit choice. The confirmation stays, its Delete button saying
   * "Deleting…" and keeping the focus, until the list comes back without the row (see `refocus`).
   */
  async function remove(kind: ReportKind, id: string, title: string) {
    if (deleting) return;
    setDeleting(id);
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const { ok } = await api(`/api/data/delete-report/${kind}/${id}`, { method: "DELETE" });
      if (!ok) throw new Error("delete");
      const shown = groups?.[kind];
      deleted(kind, id, title, null);
      setRefocus({ kind, index: Math.max(0, shown?.data.findIndex((item) => item.id === id) ?? 0), before: groups });
      // Refetch; a page that emptied steps back, and totalPages never drops below 1.
      if (shown && shown.data.length === 1 && pages[kind] > 1) setPages((p) => ({ ...p, [kind]: p[kind] - 1 }));
      else setVersion((v) => v + 1);
    } catch {
      setError("Failed to delete report. Please try again.");
      // The Delete button stays; the focus goes back to it.
      flushSync(() => {
        setConfirming(null);
        setDeleting(null);
      });
      document.getElementById(`delete-${id}`)?.focus();
    }
    setBusy(false);
  }

  /** Keep: the question goes, and the focus returns to the Delete button that asked it. */
  function keep(id: string) {
    flushSync(() => setConfirming(null));
    document.getElementById(`delete-${id}`)?.focus();
  }

  // The kind whose saved list is shown (the Recent tab has its own list and paging).
  const listKind: ReportKind = tab === "recent" ? "pp" : tab;
  const group = tab === "recent" ? undefined : groups?.[listKind];

  /** The ARIA tabs pattern: arrow keys move between tabs (wrapping), Home and End go to the ends; a tab opens as it is reached. */
  function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((entry) => entry.kind === tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const kind = tabs[(next + tabs.length) % tabs.length]!.kind;
    setTab(kind);
    setNotice(null);
    document.getElementById(`tab-${kind}`)?.focus();
  }
  const totalPages = Math.max(1, group?.totalPages ?? 1);
  const page = pages[listKind];

  return (
    <Modal open={open} onClose={close} title="Load Reports" wide>
      {/* Two rows of two on a phone, one row from 640 px: every tab in sight, none scrolled out of view. */}
      <div
        role="tablist"
        aria-label="Report type"
        onKeyDown={moveBetweenTabs}
        className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1 sm:flex"
      >
        {tabs.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            role="tab"
            id={`tab-${kind}`}
            aria-selected={tab === kind}
            aria-controls="reports-panel"
            tabIndex={tab === kind ? 0 : -1}
            onClick={() => {
              setTab(kind);
              setNotice(null);
            }}
            className={`min-h-10 flex-1 rounded-lg px-3 py-2 text-sm leading-tight font-semibold sm:whitespace-nowrap ${tab === kind ? "bg-white text-ink-950 shadow-sm" : "text-ink-600 hover:text-ink-950"}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="reports-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-4 min-h-48">
        <p role="status" className={notice ? "mb-3 text-sm font-semibold text-ink-900" : "sr-only"}>
          {notice ?? ""}
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        {tab === "recent" && open && <RecentList busy={busy} onOpen={openReport} onDeleted={deleted} />}
        {tab !== "recent" && !group && !error && (
          <p className="flex items-center gap-2 py-8 text-ink-600">
            <Spinner className="size-4" /> Loading your reports…
          </p>
        )}
        {group && group.data.length === 0 && (
          <p className="py-8 text-center text-ink-600">No reports found for this category.</p>
        )}
        {group && group.data.length > 0 && (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {group.data.map((item) => (
              <li key={item.id} className="flex items-center gap-3 px-4 py-3">
                <button
                  id={`open-${item.id}`}
                  type="button"
                  onClick={() => openReport(listKind, item.id)}
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
                    onDelete={() => void remove(listKind, item.id, item.title)}
                    onKeep={() => keep(item.id)}
                  />
                ) : (
                  <button
                    id={`delete-${item.id}`}
                    type="button"
                    onClick={() => setConfirming(item.id)}
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
        )}
      </div>
      {tab !== "recent" && (
        <div className="mt-4 flex items-center justify-between">
          <button
            type="button"
            onClick={() => setPages((p) => ({ ...p, [listKind]: p[listKind] - 1 }))}
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
            onClick={() => setPages((p) => ({ ...p, [listKind]: p[listKind] + 1 }))}
            disabled={page >= totalPages}
            className="btn-secondary min-h-10 text-sm disabled:opacity-50"
          >
            Next
          </button>
        </div>
      )}
    </Modal>
  );
}

/** Every report made in the last 30 days, saved or not, newest first, with "Show more". */
function RecentList({
  busy,
  onOpen,
  onDeleted,
}: {
  busy: boolean;
  onOpen: (kind: ReportKind, id: string) => void;
  onDeleted: (kind: ReportKind, id: string, title: string, focus: HTMLElement | null | undefined) => void;
}) {
  const [items, setItems] = useState<HistoryItem[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  /**
   * Deletes a report of the history (saved or not), after the second, explicit choice, with the call the saved lists
   * use (scoped to the user by the server). Meanwhile the confirmation stays and its Delete button, saying "Deleting…",
   * keeps the focus; the row goes once the server has deleted it, and the focus moves to the row that takes its place
   * (else the one before, else the tab).
   */
  async function remove(item: HistoryItem) {
    if (deleting) return;
    setDeleting(item.id);
    setDeleteFailed(false);
    const { ok } = await api(`/api/data/delete-report/${item.kind}/${item.id}`, { method: "DELETE" }).catch(() => ({
      ok: false,
    }));
    if (!ok) {
      flushSync(() => {
        setDeleting(null);
        setConfirming(null);
        setDeleteFailed(true);
      });
      document.getElementById(`recent-delete-${item.id}`)?.focus();
      return;
    }
    const rest = items?.filter((other) => other.id !== item.id) ?? [];
    const index = items?.findIndex((other) => other.id === item.id) ?? 0;
    const neighbour = rest[Math.min(index, rest.length - 1)];
    flushSync(() => {
      setDeleting(null);
      setConfirming(null);
      setItems(rest);
    });
    onDeleted(
      item.kind,
      item.id,
      item.title,
      neighbour ? document.getElementById(`recent-${neighbour.id}`) : undefined,
    );
  }

  /** Keep: the question goes, and the focus returns to the Delete button that asked it. */
  function keep(id: string) {
    flushSync(() => setConfirming(null));
    document.getElementById(`recent-delete-${id}`)?.focus();
  }

  async function load(after: string | null) {
    setLoading(true);
    try {
      const { ok, data } = await api<{ data: HistoryItem[]; nextCursor: string | null }>(
        `/api/data/history?limit=10${after ? `&cursor=${after}` : ""}`,
      );
      if (!ok) throw new Error(data.message);
      setItems((current) => [...(after ? (current ?? []) : []), ...data.data]);
      setCursor(data.nextCursor);
      setFailed(false);
    } catch {
      setFailed(true);
    }
    setLoading(false);
  }

  useEffect(() => {
    // Fetched once when the tab opens; the modal mounts it again on each opening.
    void load(null); // eslint-disable-line react-hooks/set-state-in-effect -- a fetch on mount
  }, []);

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
          <li key={item.id} className="flex items-center gap-2 pr-2">
            <button
              id={`recent-${item.id}`}
              type="button"
              onClick={() => onOpen(item.kind, item.id)}
              disabled={busy || deleting === item.id}
              className="block min-w-0 flex-1 px-4 py-3 text-left hover:bg-surface"
            >
              <span className="block font-semibold text-ink-950 [overflow-wrap:anywhere] hover:text-brand-700">
                {item.title}
              </span>
              <span className="text-sm text-ink-600">
                {kindLabels[item.kind]}
                {item.version > 1 ? ` · version ${item.version}` : ""} · {formatDateTime(item.created_at)}
                {item.saved ? " · Saved" : ""}
                {item.shared ? " · Shared" : ""}
                {item.demo ? " · Demo" : ""}
              </span>
            </button>
            {confirming === item.id ? (
              <DeleteConfirmation
                title={item.title}
                deleting={deleting === item.id}
                onDelete={() => void remove(item)}
                onKeep={() => keep(item.id)}
              />
            ) : (
              <button
                id={`recent-delete-${item.id}`}
                type="button"
                onClick={() => setConfirming(item.id)}
                disabled={deleting !== null}
                aria-label={`Delete ${item.title}`}
                className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                Delete
              </button>
            )}
          </li>
        ))}
      </ul>
      {failed && <Alert tone="error">Failed to fetch reports</Alert>}
      {deleteFailed && <Alert tone="error">Failed to delete report. Please try again.</Alert>}
      {cursor && (
        <button
          type="button"
          onClick={() => load(cursor)}
          disabled={loading}
          aria-busy={loading}
          className="btn-secondary mt-3 min-h-10 w-full text-sm disabled:opacity-60"
        >
          {loading ? "Loading…" : "Show more"}
        </button>
      )}
    </>
  );
}

/** The second, explicit choice before a report is deleted; both lists of the modal ask it the same way. */
function DeleteConfirmation({
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
