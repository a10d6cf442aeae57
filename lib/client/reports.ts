"use client";

import type { ReportKind } from "@/lib/core/kinds";
import { callApi } from "./call-api";

/**
 * The two ways the browser puts a report in the saved lists (docs/API.md): pin one the server keeps (its `id`), or,
 * with history off, store the copy the browser holds. Either answers the saved report; `status` 201 when this call
 * saved it, 200 when it was saved already.
 */
export function pinReport(id: string) {
  return callApi("pinReport", { params: { id } });
}

export function saveCopy(kind: ReportKind, data: object, idea: { prompt: string; evidence?: string }) {
  return callApi("saveReportCopy", { body: { kind, data, ...idea } });
}
