import "server-only";
import type { NextRequest } from "next/server";
import { HttpError, readQuery } from "@/lib/server/http";
import { consume } from "@/lib/server/rate-limit";
import { idParam, type IdContext } from "@/lib/server/http";
import { experimentsWithVariants } from "@/lib/server/measured/pitch/chart-variants";
import { listThread } from "@/lib/server/chat/store";
import { aboutNote } from "@/lib/core/chat/about";
import { findReport } from "../reports/store";
import { attachment, exportFileName } from "../export/download";
import { reportToMarkdown } from "@/lib/core/export/markdown";
import { PdfQueueFullError, PdfTimeoutError, PdfUserBusyError, renderReportPdf } from "../export/pdf-pool";
import { exportPolicy } from "../export/policy";
import { contract } from "@/lib/core/api/contract";
import { ideaDigest } from "../experiments/digest";
import { memberAccess } from "./member-access";

const busy = (status: 429 | 503, message: string, seconds: number = exportPolicy.busyRetryAfterSeconds) =>
  new HttpError(status, message, {}, { "Retry-After": String(seconds) });

/**
 * GET reports/{id}/export?format=md|pdf[&experiments=1][&conversation=1]: the report as a file to download, Markdown
 * or a print-quality PDF drawn on the server's PDF worker threads (lib/server/export/pdf-pool.ts). With experiments=1
 * an idea validation ends with its idea's verdict and experiments; with conversation=1 any report ends with its
 * idea's conversation ("Ask about this report"). Each user's exports are counted per format
 * (exportPolicy.limits): past the limit, a 429 with Retry-After.
 */
export async function exportRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "report");
  const { format, experiments, conversation, digest } = readQuery(request, contract.exportReport.query);
  // Found first, so that a wrong id (another user's, or none) costs no export.
  const { db, caller, access } = await memberAccess(request, "report", id, "export");
  const [userId, ownerId] = [caller.id, access.ownerId];
  const report = await findReport(db, ownerId, id);
  if (experiments && report.kind !== "iv") {
    throw new HttpError(400, "Only an idea validation is exported with its experiments: leave out experiments=1.");
  }
  if (digest && report.kind !== "iv") {
    throw new HttpError(400, "Only an idea validation's decision has a digest: leave out digest=1.");
  }
  const quota = await consume(
    db,
    `export:${format}:${userId}`,
    format === "pdf" ? exportPolicy.limits.pdfPerUser : exportPolicy.limits.markdownPerUser,
  );
  if (!quota.allowed) {
    const minutes = Math.ceil(quota.retryAfterSeconds / 60);
    throw busy(
      429,
      `You have exported many ${format === "pdf" ? "PDFs" : "Markdown files"} in the last few minutes. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
      quota.retryAfterSeconds,
    );
  }
  const [ideaExperiments, thread, decisionOnly] = await Promise.all([
    experiments ? experimentsWithVariants(db, ownerId, report.idea_id, userId) : undefined,
    conversation
      ? listThread(db, ownerId, id).then((messages) =>
          messages.map((message) => ({ ...message, note: aboutNote(message.metadata.about, report) })),
        )
      : undefined,
    digest ? ideaDigest(db, ownerId, report.idea_id, userId) : undefined,
  ]);
  const extras =
    ideaExperiments || thread || decisionOnly
      ? { experiments: ideaExperiments, conversation: thread, digest: decisionOnly }
      : undefined;
  const name = exportFileName(`${digest ? "decision " : ""}${report.title || "report"}`, report.created_at, format);
  if (format === "md") {
    return new Response(reportToMarkdown(report.kind, report, extras), {
      headers: { "Content-Type": "text/markdown; charset=utf-8", "Content-Disposition": attachment(name) },
    });
  }
  let pdf: Uint8Array;
  try {
    pdf = await renderReportPdf(report.kind, report, userId, extras);
  } catch (error) {
    if (error instanceof PdfUserBusyError)
      throw busy(429, "Your other PDFs are still being made. Please try again when they have downloaded.");
    if (error instanceof PdfQueueFullError)
      throw busy(503, "Many PDFs are being made right now. Please try again in a few seconds.");
    if (error instanceof PdfTimeoutError)
      throw busy(503, "Making this PDF took too long. Please try again in a moment, or export it as Markdown.");
    throw error;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a Uint8Array is a body; TypeScript's DOM types refuse one over a SharedArrayBuffer, which this is not
  return new Response(pdf as BodyInit, {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": attachment(name) },
  });
}
