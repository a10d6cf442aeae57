import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { getDb } from "@/db";
import { saveReportBody } from "@/lib/core/api/reports";
import { kindNamed, type ReportKind } from "@/lib/core/kinds";
import { requireAccessClaims, SIGN_IN_REQUIRED } from "@/lib/server/auth/current-user";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { HttpError, idParam, KB, parseId, readJson, readQuery, route, type IdContext, json } from "@/lib/server/http";
import { noteRequestUser } from "@/lib/server/log";
import { savedListsBody } from "../reports/saved-lists";
import { deleteReport, findReport, saveReport } from "../reports/store";
import { contract } from "@/lib/core/api/contract";
import { memberAccess } from "./member-access";

/** A report (at most 100 KB) and the evidence it was made from (20,000 characters, up to 4 bytes each in JSON). */
export const MAX_REPORT_BYTES = 100 * KB;
const MAX_SAVE_BODY_BYTES = MAX_REPORT_BYTES + 96 * KB;

const reportTooLarge = () => new HttpError(413, "This report is too large to save (100 KB at most).");

/** Reads a save's body: the report in `data` at most 100 KB, whatever the declared length said. */
async function readSave<T extends { data: unknown }>(request: NextRequest, schema: z.ZodType<T>): Promise<T> {
  const body = await readJson(request, schema).catch((error: unknown) => {
    throw error instanceof HttpError && error.status === 413 ? reportTooLarge() : error;
  });
  if (new TextEncoder().encode(JSON.stringify(body.data)).length > MAX_REPORT_BYTES) throw reportTooLarge();
  return body;
}

/** Stores the report → 201; one the user already saved is answered as it is, with 200: saving twice keeps one copy. */
async function stored(userId: string, kind: ReportKind, body: z.infer<typeof saveReportBody>) {
  const { report, created } = await saveReport(await getDb(), userId, kind, body.data, body.prompt, body.evidence);
  return json(report, { status: created ? 201 : 200 });
}

/**
 * `POST /api/data/saved-reports`: a report the browser holds, of the kind named, into the saved lists. A report from
 * the user's history (its `id`) is pinned rather than copied.
 */
export const saveCopyRoute = route(
  async (request) => {
    const user = await requireSubscriber(request);
    const { kind, ...body } = await readSave(request, contract.saveReportCopy.body);
    return stored(user.id, kind, body);
  },
  { maxBodyBytes: MAX_SAVE_BODY_BYTES },
);

/** The original `save-…` calls: as `POST /api/data/saved-reports`, the kind named by the path. */
export function legacySaveRoute(kind: ReportKind) {
  return route(
    async (request) => {
      const user = await requireSubscriber(request);
      return stored(user.id, kind, await readSave(request, contract.legacySavePainPoints.body));
    },
    { maxBodyBytes: MAX_SAVE_BODY_BYTES },
  );
}

/** The original `GET …-report/{id}`: one of the caller's reports of that kind. Another user's, or none, is 404. */
export function legacyReadRoute(kind: ReportKind) {
  return route(async (request: NextRequest, { params }: IdContext) => {
    const id = parseId((await params).id, "report");
    const { db, access } = await memberAccess(request, "report", id, "read");
    return json(await findReport(db, access.ownerId, id, kind));
  });
}

/** `DELETE /api/data/reports/{id}`: one of the caller's reports, whatever its kind; its idea goes when nothing is left. */
export const deleteReportRoute = route(async (request: NextRequest, context: IdContext) => {
  const id = await idParam(context, "report");
  const { db, access } = await memberAccess(request, "report", id, "delete");
  await deleteReport(db, access.ownerId, id);
  return json({ message: "Report deleted." });
});

/** The original `DELETE delete-report/{type}/{id}`, or the two segments the other way round: the type names a kind. */
export const legacyDeleteRoute = route(
  async (request: NextRequest, { params }: { params: Promise<{ first: string; second: string }> }) => {
    const { first, second } = await params;
    const kind = kindNamed(first) ?? kindNamed(second);
    if (!kind) throw new HttpError(400, "Say which kind of report to delete: pp, ms or iv.");
    const id = parseId(kindNamed(first) ? second : first, "report");
    const { db, access } = await memberAccess(request, "report", id, "delete");
    await deleteReport(db, access.ownerId, id, kind);
    return json({ message: "Report deleted." });
  },
);

/**
 * `GET /api/data/saved-reports` (and the original `get-reports`): a page of each saved list, newest first; the pages
 * are pp_page/ms_page/iv_page (or ppPage/…).
 */
export const savedListsRoute = route(async (request: NextRequest) => {
  const claims = await requireAccessClaims(request);
  const query = readQuery(request, contract.listSavedReports.query);
  const pages = {
    pp: query.pp_page ?? query.ppPage ?? 1,
    ms: query.ms_page ?? query.msPage ?? 1,
    iv: query.iv_page ?? query.ivPage ?? 1,
  };
  // The library's most frequent call: the session is checked, and the body built, by one query.
  const body = await savedListsBody(await getDb(), claims, pages, query.limit);
  if (body === null) throw new HttpError(401, SIGN_IN_REQUIRED);
  noteRequestUser(claims.userId);
  return new Response(body, { headers: { "Content-Type": "application/json" } });
});
