import type { ViewedReport } from "@/lib/ai/schemas";
import { PainPointView } from "./PainPointView";
import { StrategyView } from "./StrategyView";
import { ValidationView } from "./ValidationView";

/**
 * The view of a report's kind. `streaming`: the report is still being written, so the pain-point view shows a missing
 * market gap as still to come (the other views simply leave out what has not arrived).
 */
export function ReportView({ report, streaming = false }: { report: ViewedReport; streaming?: boolean }) {
  switch (report.kind) {
    case "pp":
      return <PainPointView report={report} streaming={streaming} />;
    case "ms":
      return <StrategyView report={report} />;
    case "iv":
      return <ValidationView report={report} />;
  }
}
