"use client";

import type { RefObject } from "react";
import { DemoNotice, StillWriting } from "@/components/reports/parts";
import { ReportView } from "@/components/reports/ReportView";
import { AskReport } from "@/components/chat/AskReport";
import { suggestedQuestions } from "@/lib/core/chat/suggestions";
import { Spinner } from "@/components/ui/Spinner";
import type { ViewedReport } from "@/lib/core/report/schemas";
import type { ReportKind } from "@/lib/core/kinds";
import { ReportActions } from "./ReportActions";
import { ReportToc } from "./ReportToc";
import type { Report, SlotState } from "./ReportsProvider";

/** A tool page while its report has not begun to arrive. */
export function GeneratingReport() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <Spinner className="size-10 text-brand-600" />
      <p className="text-xl font-semibold text-ink-950">Analyzing data...</p>
      <p className="text-ink-600">This may take a few moments...</p>
    </div>
  );
}

/**
 * A tool page's report as it is written, with Back to prompt, its actions once done, and the page's contents beside it.
 * `announcement`: what the polite live region says (the report is ready).
 */
export function ToolReport({
  slot,
  report,
  status,
  announcement,
  areaRef,
  areaId,
  onBack,
  onChange,
}: {
  slot: ReportKind;
  report: Report;
  status: SlotState["status"];
  announcement: string;
  areaRef: RefObject<HTMLDivElement | null>;
  areaId: string;
  onBack: () => void;
  onChange: (report: Report) => void;
}) {
  // The report as it has arrived, the server's JSON (served, or patched while it streams): its kind's report, in part.
  const viewed = { ...report, kind: slot } as ViewedReport;
  // A finished report kept in the library: its proposals can be tracked as the idea's experiments.
  const tracking =
    status === "done" && typeof report.id === "string" && typeof report.idea_id === "string"
      ? { ideaId: report.idea_id, reportId: report.id }
      : undefined;
  return (
    <div className="min-[1400px]:grid min-[1400px]:grid-cols-[minmax(0,1fr)_12rem] min-[1400px]:gap-10">
      <div ref={areaRef} id={areaId} className="min-w-0 space-y-5">
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <button type="button" onClick={onBack} className="btn-ghost -ml-3 text-sm print:hidden">
          ← Back to prompt
        </button>
        {status === "done" && typeof report.id === "string" && (
          <ReportActions report={report as typeof report & { id: string }} onChange={onChange} />
        )}
        {report.demo === true && <DemoNotice />}
        <ReportView report={viewed} streaming={status === "generating"} tracking={tracking} />
        {status === "generating" && <StillWriting />}
        {status === "done" && typeof report.id === "string" && (
          <AskReport reportId={report.id} suggestions={suggestedQuestions(slot, report as never)} />
        )}
      </div>
      <ReportToc areaId={areaId} />
    </div>
  );
}
