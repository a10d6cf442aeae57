"use client";

import { pinReport, saveCopy } from "@/lib/client/reports";
import { useApiAction } from "@/lib/client/useApiAction";
import { kinds, type ReportKind } from "@/lib/core/kinds";

import { useReports } from "./ReportsProvider";

type Toast = { text: string; tone: "success" | "error" };

/** Save Report for the tool page `slot` shows: whether it can, whether it is saving, and the call itself. */
export function useSaveReport(kind: ReportKind | null, onToast: (toast: Toast) => void) {
  const { slots, show } = useReports();
  const current = kind ? slots[kind] : null;
  const canSave = Boolean(kind && current?.report && current.status === "done");
  const alreadySaved = current?.report?.saved === true;
  const { task, busy: saving } = useApiAction();

  /**
   * Pins the report into the saved lists. A report from the history (it has an id) is pinned where it is, once; with
   * history off it is stored by `POST /api/data/saved-reports` (docs/API.md). Either way the slot then holds the saved report.
   */
  async function save() {
    if (!kind || !current?.report || saving || alreadySaved) return;
    const failed = { text: "Failed to save report. Please try again.", tone: "error" as const };
    const report = current.report;
    const tool = kinds[kind];
    // The outcome is a toast, not the hook's error: whatever failed, the same words.
    let started = false;
    const done = await task(
      "action",
      async () => {
        started = true;
        const { ok, status, data } =
          typeof report.id === "string"
            ? await pinReport(report.id).then((answer) => ({ ...answer, data: answer.data.report }))
            : await saveCopy(kind, report, {
                prompt: sessionStorage.getItem(tool.storage.prompt) ?? "",
                evidence: sessionStorage.getItem(tool.storage.evidence) || undefined,
              });
        if (!ok) throw new Error();
        show(data);
        // 200: it was saved already, and stays one copy.
        onToast({
          text: status === 200 ? "This report is already saved." : "Report saved successfully!",
          tone: "success",
        });
      },
      failed.text,
    );
    if (started && !done) onToast(failed);
  }

  return { canSave, alreadySaved, saving, save };
}
