import { assertNever } from "@/lib/core/kinds";
import type { ViewedReport } from "@/lib/core/report/schemas";
import { PainPointView } from "./pain-points/PainPointView";
import { StrategyView } from "./strategy/StrategyView";
import { ValidationView } from "./validation/ValidationView";
import type { Tracking } from "./parts";

/**
 * The view of a report's kind. `streaming`: the report is still being written, so the pain-point view shows a missing
 * market gap as still to come (the other views simply leave out what has not arrived).
 */
export function ReportView({
  report,
  streaming = false,
  tracking,
}: {
  report: ViewedReport;
  streaming?: boolean;
  /** In the app, a finished report of an idea: its proposals get "Track this" (lib/experiments). */
  tracking?: Tracking;
}) {
  const { kind } = report;
  switch (kind) {
    case "pp":
      return <PainPointView report={report} streaming={streaming} />;
    case "ms":
      return <StrategyView report={report} tracking={tracking} />;
    case "iv":
      return <ValidationView report={report} tracking={tracking} />;
    default:
      return assertNever(kind);
  }
}
