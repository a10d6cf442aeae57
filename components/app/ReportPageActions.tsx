"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { RefreshIcon, SaveIcon } from "@/components/ui/icons";
import { api } from "@/lib/client/api";
import { rememberIdea } from "@/lib/client/tools";
import { kinds, type ReportKind } from "@/lib/core/kinds";
import { ReportActions } from "./ReportActions";
import { useReports, type Report } from "./ReportsProvider";

type PageReport = Report & {
  id: string;
  kind: ReportKind;
  idea_id: string;
  prompt: string;
  evidence?: string;
  saved: boolean;
};

const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

/**
 * The actions of a report's own page: Save (pin it for good), Re-run (its tool's form, on this idea, with the text this
 * version was run with) and the library's export and share.
 */
export function ReportPageActions({ report: initial }: { report: PageReport }) {
  const router = useRouter();
  const { clear } = useReports();
  const [report, setReport] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const slot = report.kind;
  const tool = kinds[slot];

  async function save() {
    setSaving(true);
    setNote(null);
    try {
      const { ok, data } = await api<{ report: Report }>(`/api/data/reports/${report.id}/save`, { method: "POST" });
      if (ok) setReport({ ...report, ...data.report, saved: true });
      setNote(
        ok
          ? { text: "Report saved: it is kept until you delete it.", error: false }
          : { text: data.message ?? "Failed to save report. Please try again.", error: true },
      );
    } catch {
      setNote({ text: OFFLINE, error: true });
    }
    setSaving(false);
  }

  function rerun() {
    rememberIdea(slot, report.idea_id, { prompt: report.prompt, evidence: report.evidence });
    // The tool opens on its form ("Re-running: …"), not on the report it last showed.
    clear(slot);
    router.push(tool.path);
  }

  return (
    <div className="space-y-2">
      <ReportActions
        report={report}
        onChange={(next) => setReport({ ...report, ...next })}
        lead={
          <span className="mr-auto flex flex-wrap gap-2">
            <button
              type="button"
              onClick={save}
              disabled={saving || report.saved}
              aria-busy={saving}
              className="btn-primary min-h-9 gap-1.5 px-3 text-sm disabled:opacity-60"
            >
              <SaveIcon className="size-4" />
              {report.saved ? "Saved" : saving ? "Saving…" : "Save Report"}
            </button>
            <button type="button" onClick={rerun} className="btn-secondary min-h-9 gap-1.5 px-3 text-sm">
              <RefreshIcon className="size-4" />
              Re-run<span className="sr-only"> in {tool.label}</span>
            </button>
          </span>
        }
      />
      <p
        role={note?.error ? "alert" : "status"}
        className={`text-sm ${note?.error ? "text-red-700" : "text-ink-600"} ${note ? "" : "sr-only"}`}
      >
        {note?.text ?? ""}
      </p>
    </div>
  );
}
