"use client";

import { useState } from "react";
import { api } from "@/lib/client/api";
import { kinds, type ReportKind } from "@/lib/core/kinds";

import { useReports, type Report } from "./ReportsProvider";

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
      if (typeof report.id === "string") {
        const { ok, data } = await api<{ report: Report }>(`/api/data/reports/${report.id}/save`, { method: "POST" });
        if (ok) show(slot, data.report);
        const text = data.message === "This report is already saved." ? data.message : "Report saved successfully!";
        onToast(ok ? { text, tone: "success" } : failed);
      } else {
        const { ok, data } = await api<Report>("/api/data/saved-reports", {
          method: "POST",
          body: {
            kind: slot,
            data: report,
            prompt: sessionStorage.getItem(tool.storage.prompt) ?? "",
            evidence: sessionStorage.getItem(tool.storage.evidence) || undefined,
          },
        });
        if (ok) show(slot, data);
        onToast(ok ? { text: "Report saved successfully!", tone: "success" } : failed);
      }
    } catch {
      onToast(failed);
    }
    setSaving(false);
  }

  return { canSave, alreadySaved, saving, save };
}
