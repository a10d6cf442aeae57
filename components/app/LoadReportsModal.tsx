"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { Alert } from "@/components/ui/Alert";
import { Modal } from "@/components/ui/Modal";
import { Spinner } from "@/components/ui/Spinner";
import { api } from "@/lib/client/api";
import { forEveryKind, kindOfPath, reportKinds, type ReportKind } from "@/lib/core/kinds";
import { RecentReportsList } from "./RecentReportsList";
import { ReportTypeTabs, type Tab } from "./ReportTypeTabs";
import { useReports } from "./ReportsProvider";
import { ReportPager, SavedReportsList } from "./SavedReportsList";
import { useSavedReports, type ReportGroups, type ReportItem } from "./reportLists";

/** The tab of the tool page a path is on; anywhere else (the dashboard, the library) the first kind's. */
export function defaultTab(pathname: string): ReportKind {
  return kindOfPath(pathname) ?? FIRST_KIND;
}
const FIRST_KIND = reportKinds[0];

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
  const [pages, setPages] = useState<Record<ReportKind, number>>(() => forEveryKind(() => 1));
  const { data: groups, error: fetchError, mutate } = useSavedReports(open, pages);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The report whose Delete was pressed once: a second, explicit choice deletes it.
  const [confirming, setConfirming] = useState<string | null>(null);
  // Where the deleted report's row was: once the list comes back without it, the focus goes to the row there now.
  const [refocus, setRefocus] = useState<{ kind: ReportKind; index: number; before: ReportGroups | null } | null>(null);
  // The saved report being deleted: its confirmation stays, saying so, until the list comes back without it.
  const [deleting, setDeleting] = useState<string | null>(null);
  // What the last delete did, said in a live region that stays mounted (the list under it changes).
  const [notice, setNotice] = useState<string | null>(null);
  const error = deleteError ?? (fetchError ? "Failed to fetch reports" : null);

  function close() {
    setNotice(null);
    onClose();
  }

  /**
   * After a report is deleted: its tool stops showing it (Save, Share and Export would act on nothing), the founder is
   * told, and the keyboard focus, which was on a button that is gone, goes back to the tab.
   */
  function deleted(kind: ReportKind, id: string, title: string, focus: HTMLElement | null | undefined) {
    if (slots[kind].report?.id === id) clear(kind);
    setNotice(`Deleted “${title}”.`);
    if (focus !== null) (focus ?? document.getElementById(`tab-${tab}`))?.focus();
  }

  // After a delete, the list is fetched again: the focus, kept on the Delete button meanwhile, moves to the row that
  // took the deleted one's place (else the one before it, else the tab) once the row is gone.
  useEffect(() => {
    if (!refocus) return;
    // The list could not be fetched again: nothing to land on but the tab.
    const failed = fetchError !== undefined;
    if (!failed && (!groups || groups === refocus.before)) return;
    const rows = failed ? [] : groups![refocus.kind].data;
    const next = rows[Math.min(refocus.index, rows.length - 1)];
    (
      document.getElementById(next ? `open-${next.id}` : `tab-${refocus.kind}`) ?? document.getElementById(`tab-${tab}`)
    )?.focus();
    setRefocus(null); // eslint-disable-line react-hooks/set-state-in-effect -- a one-off focus move after the list changed
    setConfirming(null);
    setDeleting(null);
  }, [groups, refocus, tab, fetchError]);

  /** A report opens at its own address, /app/reports/{id}, whichever list it was chosen from. */
  function openReport(_kind: ReportKind, id: string) {
    close();
    router.push(`/app/reports/${id}`);
  }

  /**
   * Deletes a saved report after the second, explicit choice. The confirmation stays, its Delete button saying
   * "Deleting…" and keeping the focus, until the list comes back without the row (see `refocus`).
   */
  async function remove(kind: ReportKind, { id, title }: ReportItem) {
    if (deleting) return;
    setDeleting(id);
    setBusy(true);
    setDeleteError(null);
    setNotice(null);
    try {
      const { ok } = await api(`/api/data/reports/${id}`, { method: "DELETE" });
      if (!ok) throw new Error("delete");
      const shown = groups?.[kind];
      deleted(kind, id, title, null);
      setRefocus({
        kind,
        index: Math.max(0, shown?.data.findIndex((item) => item.id === id) ?? 0),
        before: groups ?? null,
      });
      // Fetched again; a page that emptied steps back, and totalPages never drops below 1.
      if (shown && shown.data.length === 1 && pages[kind] > 1) setPages((p) => ({ ...p, [kind]: p[kind] - 1 }));
      else void mutate();
    } catch {
      setDeleteError("Failed to delete report. Please try again.");
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
  function keep({ id }: ReportItem) {
    flushSync(() => setConfirming(null));
    document.getElementById(`delete-${id}`)?.focus();
  }

  // The kind whose saved list is shown (the Recent tab has its own list and paging).
  const listKind: ReportKind = tab === "recent" ? FIRST_KIND : tab;
  const group = tab === "recent" ? undefined : groups?.[listKind];
  const page = pages[listKind];

  return (
    <Modal open={open} onClose={close} title="Load Reports" wide>
      <ReportTypeTabs
        tab={tab}
        onSelect={(kind) => {
          setTab(kind);
          setNotice(null);
        }}
      />
      <div id="reports-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-4 min-h-48">
        <p role="status" className={notice ? "mb-3 text-sm font-semibold text-ink-900" : "sr-only"}>
          {notice ?? ""}
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        {tab === "recent" && open && <RecentReportsList busy={busy} onOpen={openReport} onDeleted={deleted} />}
        {tab !== "recent" && !group && !error && (
          <p className="flex items-center gap-2 py-8 text-ink-600">
            <Spinner className="size-4" /> Loading your reports…
          </p>
        )}
        {group && (
          <SavedReportsList
            group={group}
            busy={busy}
            confirming={confirming}
            deleting={deleting}
            onOpen={(item) => openReport(listKind, item.id)}
            onConfirm={(item) => setConfirming(item.id)}
            onDelete={(item) => void remove(listKind, item)}
            onKeep={keep}
            onShowRecent={() => {
              setTab("recent");
              setNotice(null);
              requestAnimationFrame(() => document.getElementById("tab-recent")?.focus());
            }}
          />
        )}
      </div>
      {tab !== "recent" && (
        <ReportPager
          page={page}
          totalPages={Math.max(1, group?.totalPages ?? 1)}
          onMove={(step) => {
            setDeleteError(null);
            setPages((p) => ({ ...p, [listKind]: p[listKind] + step }));
          }}
        />
      )}
    </Modal>
  );
}
