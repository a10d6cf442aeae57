"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { RefreshIcon, SaveIcon } from "@/components/ui/icons";
import { pinReport } from "@/lib/client/reports";
import { useHydrated } from "@/lib/client/useHydrated";
import { rememberIdea } from "@/lib/client/tools";
import { useApiAction } from "@/lib/client/useApiAction";
import { kinds, type ReportKind } from "@/lib/core/kinds";
import { ReportActions } from "./ReportActions";
import { useCanEdit, useHasPlan } from "./plan";
import { useReports, type Report } from "./ReportsProvider";

type PageReport = Report & {
  id: string;
  kind: ReportKind;
  idea_id: string;
  prompt: string;
  evidence?: string;
  saved: boolean;
};

/**
 * The actions of a report's own page: Save (pin it for good), Re-run (its tool's form, on this idea, with the text this
 * version was run with) and the library's export and share.
 */
export function ReportPageActions({ report: initial }: { report: PageReport }) {
  const router = useRouter();
  const { clear } = useReports();
  const [report, setReport] = useState(initial);
  const { call, busy: saving, error } = useApiAction();
  const [saved, setSaved] = useState(false);
  const kind = report.kind;
  const tool = kinds[kind];
  const hasPlan = useHasPlan();
  // A viewer of a shared idea (issue 49) is offered no save or re-run.
  const canEdit = useCanEdit();
  const planNote = { id: useId(), text: "Re-running and new share links need a plan; saving does not." };
  // Re-run is a client-side move: pressed before React runs, it would do nothing.
  const hydrated = useHydrated();

  async function save() {
    setSaved(false);
    const answer = await call("action", () => pinReport(report.id), "Failed to save report. Please try again.");
    if (!answer) return;
    setReport({ ...report, ...answer.report, saved: true });
    setSaved(true);
  }

  function rerun() {
    rememberIdea(kind, report.idea_id, { prompt: report.prompt, evidence: report.evidence });
    // The tool opens on its form ("Re-running: …"), not on the report it last showed.
    clear(kind);
    router.push(tool.path);
  }

  return (
    <div className="space-y-2">
      <ReportActions
        report={report}
        onChange={(next) => setReport({ ...report, ...next })}
        planNote={planNote}
        lead={
          canEdit ? (
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
              <button
                type="button"
                onClick={hasPlan && hydrated ? rerun : undefined}
                aria-disabled={!hasPlan || !hydrated || undefined}
                aria-describedby={hasPlan ? undefined : planNote.id}
                className="btn-secondary min-h-9 gap-1.5 px-3 text-sm aria-disabled:opacity-60"
              >
                <RefreshIcon className="size-4" />
                Re-run<span className="sr-only"> in {tool.label}</span>
              </button>
            </span>
          ) : (
            <span className="mr-auto" />
          )
        }
      />
      <p
        role={error ? "alert" : "status"}
        className={`text-sm ${error ? "text-red-700" : "text-ink-600"} ${error || saved ? "" : "sr-only"}`}
      >
        {error ?? (saved ? "Report saved: it is kept until you delete it." : "")}
      </p>
    </div>
  );
}
