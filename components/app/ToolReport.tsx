"use client";

import type { RefObject } from "react";
import { DemoNotice, StillWriting } from "@/components/reports/parts";
import { ReportView } from "@/components/reports/ReportView";
import { AskReport } from "@/components/chat/AskReport";
import { suggestedQuestions } from "@/lib/core/chat/suggestions";
import { Spinner } from "@/components/ui/Spinner";
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
  report,
  status,
  announcement,
  areaRef,
  areaId,
  onBack,
  onChange,
}: {
  report: Report;
  status: SlotState["status"];
  announcement: string;
  areaRef: RefObject<HTMLDivElement | null>;
  areaId: string;
  onBack: () => void;
  onChange: (report: Report) => void;
}) {
  // A finished report the library keeps: its actions and questions, and its proposals tracked as the idea's experiments.
  const kept = status === "done" && report.id !== undefined ? { ...report, id: report.id } : null;
  const tracking = kept?.idea_id ? { ideaId: kept.idea_id, reportId: kept.id } : undefined;
  return (
    <div className="min-[1400px]:grid min-[1400px]:grid-cols-[minmax(0,1fr)_12rem] min-[1400px]:gap-10">
      <div ref={areaRef} id={areaId} className="min-w-0 space-y-5">
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <button type="button" onClick={onBack} className="btn-ghost -ml-3 text-sm print:hidden">
          ← Back to prompt
        </button>
        {kept && <ReportActions report={kept} onChange={onChange} />}
        {report.demo === true && <DemoNotice />}
        <ReportView report={report} streaming={status === "generating"} tracking={tracking} />
        {status === "generating" && <StillWriting />}
        {kept && <AskReport reportId={kept.id} kind={kept.kind} suggestions={suggestedQuestions(kept)} />}
      </div>
      <ReportToc areaId={areaId} />
    </div>
  );
}
