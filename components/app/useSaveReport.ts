"use client";

import { useState } from "react";
import { pinReport, saveCopy } from "@/lib/client/reports";
import { kinds, type ReportKind } from "@/lib/core/kinds";

import { useReports } from "./ReportsProvider";

type Toast = { text: string; tone: "success" | "error" };

/** Save Report for the tool page `slot` shows: whether it can, whether it is saving, and the call itself. */
export function useSaveReport(slot: ReportKind | null, onToast: (toast: Toast) => void) {
  const { slots, show } = useReports();
  const current = slot ? slots[slot] : null;
  const canSave = Boolean(slot && current?.report && current.status === "done");
  const alreadySaved = current?.report?.saved === true;
  const [saving, setSaving] = useState(false);

  /**
   * Pins the report into the saved lists. A report from the history (it has an id) is pinned where it is, once; with
   * history off it is stored by `POST /api/data/saved-reports` (docs/API.md). Either way the slot then holds the saved report.
   */
  async function save() {
    if (!slot || !current?.report || saving || alreadySaved) return;
    setSaving(true);
    const failed = { text: "Failed to save report. Please try again.", tone: "error" as const };
    try {
      const tool = kinds[slot];
      const report = current.report;
      const { ok, status, data } =
        typeof report.id === "string"
          ? await pinReport(report.id).then((answer) => ({ ...answer, data: answer.data.report }))
          : await saveCopy(slot, report, {
              prompt: sessionStorage.getItem(tool.storage.prompt) ?? "",
              evidence: sessionStorage.getItem(tool.storage.evidence) || undefined,
            });
      if (ok) show(data);
      // 200: it was saved already, and stays one copy.
      const text = status === 200 ? "This report is already saved." : "Report saved successfully!";
      onToast(ok ? { text, tone: "success" } : failed);
    } catch {
      onToast(failed);
    }
    setSaving(false);
  }

  return { canSave, alreadySaved, saving, save };
}
