"use client";

import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { kinds, type ReportKind } from "@/lib/core/kinds";
import { useReports } from "./ReportsProvider";
import { ToolForm } from "./ToolForm";
import { GeneratingReport, ToolReport } from "./ToolReport";
import { useToolForm } from "./useToolForm";

/** A tool page: the prompt form, the loader, or the report as it is written (docs/ARCHITECTURE.md, "Screens"). */
export function ToolPage({ kind }: { kind: ReportKind }) {
  const { slots, clear, show } = useReports();
  const { report, status, error } = slots[kind];
  const form = useToolForm(kind);
  const reportArea = useRef<HTMLDivElement>(null);
  const reportAreaId = useId();
  const announcement = useReadyAnnouncement(status, kinds[kind].label, reportArea);

  if (status === "generating" && !report) return <GeneratingReport />;
  if (report) {
    return (
      <ToolReport
        report={report}
        status={status}
        announcement={announcement}
        areaRef={reportArea}
        areaId={reportAreaId}
        onBack={() => clear(kind)}
        onChange={show}
      />
    );
  }
  return <ToolForm kind={kind} form={form} error={error} />;
}

/** When a report the founder waited for is finished, the focus moves to its heading and a polite live region says so. */
function useReadyAnnouncement(status: string, label: string, area: RefObject<HTMLDivElement | null>) {
  const wasGenerating = useRef(false);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (status === "generating") wasGenerating.current = true;
    if (status !== "done" || !wasGenerating.current) return;
    wasGenerating.current = false;
    const heading = area.current?.querySelector("h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    setAnnouncement(`Your ${label} report is ready.`);
  }, [status, label, area]);
  return announcement;
}
