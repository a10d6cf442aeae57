"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Modal } from "@/components/ui/Modal";
import { Spinner } from "@/components/ui/Spinner";
import { forEveryKind, kindOfPath, reportKinds, type ReportKind } from "@/lib/core/kinds";
import { RecentReportsList } from "./RecentReportsList";
import { ReportTypeTabs, type Tab } from "./ReportTypeTabs";
import { useReports } from "./ReportsProvider";
import { ReportPager, SavedReportsList } from "./SavedReportsList";
import { useSavedReports, type ReportGroups, type ReportItem } from "./reportLists";
import { useReportDelete } from "./useReportDelete";

const deleteButtonId = (id: string) => `delete-${id}`;

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
  const deletion = useReportDelete(deleteButtonId);
  const busy = deletion.calling;
  // What the last delete did, said in a live region that stays mounted (the list under it changes).
  const [notice, setNotice] = useState<string | null>(null);
  const error = deletion.error ?? (fetchError ? "Failed to fetch reports" : null);

  function close() {
    setNotice(null);
    onClose();
  }

  function showTab(next: Tab) {
    setTab(next);
    setNotice(null);
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

  const setRefocus = useRefocusAfterDelete(groups, fetchError !== undefined, tab, deletion.settled);

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
    if (deletion.deleting) return;
    setNotice(null);
    if (!(await deletion.remove(id))) return;
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
  }

  // The kind whose saved list is shown (the Recent tab has its own list and paging).
  const listKind: ReportKind = tab === "recent" ? FIRST_KIND : tab;
  const group = tab === "recent" ? undefined : groups?.[listKind];
  const page = pages[listKind];

  return (
    <Modal open={open} onClose={close} title="Load Reports" wide>
      <ReportTypeTabs tab={tab} onSelect={showTab} />
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
            confirming={deletion.confirming}
            deleting={deletion.deleting}
            onOpen={(item) => openReport(listKind, item.id)}
            onConfirm={(item) => deletion.ask(item.id)}
            onDelete={(item) => void remove(listKind, item)}
            onKeep={(item) => deletion.keep(item.id)}
            onShowRecent={() => {
              showTab("recent");
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
            deletion.setError(null);
            setPages((p) => ({ ...p, [listKind]: p[listKind] + step }));
          }}
        />
      )}
    </Modal>
  );
}

/** Where a deleted report's row was, and the lists as they were before it went. */
type Removed = { kind: ReportKind; index: number; before: ReportGroups | null };

/**
 * After a delete, the list is fetched again: the focus, kept on the Delete button meanwhile, moves to the row that
 * took the deleted one's place (else the one before it, else the tab) once the row is gone; then `settled`.
 */
function useRefocusAfterDelete(groups: ReportGroups | undefined, fetchFailed: boolean, tab: Tab, settled: () => void) {
  const [refocus, setRefocus] = useState<Removed | null>(null);
  useEffect(() => {
    if (!refocus) return;
    // The list could not be fetched again: nothing to land on but the tab.
    if (!fetchFailed && (!groups || groups === refocus.before)) return;
    const rows = fetchFailed || !groups ? [] : groups[refocus.kind].data;
    const next = rows[Math.min(refocus.index, rows.length - 1)];
    (
      document.getElementById(next ? `open-${next.id}` : `tab-${refocus.kind}`) ?? document.getElementById(`tab-${tab}`)
    )?.focus();
    setRefocus(null); // eslint-disable-line react-hooks/set-state-in-effect -- a one-off focus move after the list changed
    settled();
  }, [groups, refocus, tab, fetchFailed, settled]);
  return setRefocus;
}
