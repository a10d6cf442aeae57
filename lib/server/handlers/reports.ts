import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { getDb } from "@/db";
import type { ReportKind } from "@/db/schema";
import { evidenceSchema } from "@/lib/core/api/generation";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { requireAccessClaims, requireCaller, SIGN_IN_REQUIRED } from "@/lib/server/auth/current-user";
import {
  HttpError,
  KB,
  limitParam,
  parseId,
  readJson,
  readQuery,
  route,
  wholeNumberParam,
  type IdContext,
} from "@/lib/server/http";
import { plainText } from "@/lib/core/text";
import { noteRequestUser } from "@/lib/server/log";
import { savedListsBody } from "../reports/saved-lists";
import { deleteReport, findReport, saveReport } from "../reports/store";
import { kindNamed } from "@/lib/core/kinds";

/** A report (at most 100 KB) and the evidence it was made from (20,000 characters, up to 4 bytes each in JSON). */
export const MAX_REPORT_BYTES = 100 * KB;
const MAX_SAVE_BODY_BYTES = MAX_REPORT_BYTES + 96 * KB;

const saveBody = z.object({
  data: z
    .unknown()
    .refine((value) => typeof value === "object" && value !== null, "The request needs the report in data."),
  prompt: plainText().max(4_000, "The prompt is longer than 4,000 characters.").optional(),
  evidence: evidenceSchema.optional(),
});

const reportTooLarge = () => new HttpError(413, "This report is too large to save (100 KB at most).");

/**
 * POST save-…: the report in `data` (at most 100 KB) → 201 with the stored report. A report from the user's history
 * (its `id`) is pinned rather than copied; one already saved is answered with 200 and stays one copy.
 */
export function saveRoute(kind: ReportKind) {
  return route(
    async (request) => {
      const user = await requireSubscriber(request);
      const body = await readJson(request, saveBody).catch((error: unknown) => {
        throw error instanceof HttpError && error.status === 413 ? reportTooLarge() : error;
      });
      if (new TextEncoder().encode(JSON.stringify(body.data)).length > MAX_REPORT_BYTES) throw reportTooLarge();
      const { report, created } = await saveReport(await getDb(), user.id, kind, body.data, body.prompt, body.evidence);
      // A report the user already saved is answered as it is, with 200: saving twice keeps one copy.
      return Response.json(report, { status: created ? 201 : 200 });
    },
    { maxBodyBytes: MAX_SAVE_BODY_BYTES },
  );
}

/** GET …-report/{id}: one of the caller's reports. Another user's, or none, is 404. */
export function readRoute(kind: ReportKind) {
  return route<IdContext>(async (request, { params }) => {
    const db = await getDb();
    const caller = await requireCaller(db, request);
    const id = parseId((await params).id, "report");
    return Response.json(await findReport(db, caller.user.id, id, kind));
  });
}

/** DELETE delete-report/{type}/{id}, or the two segments the other way round: the type is the one naming a kind. */
export const deleteRoute = route<{ params: Promise<{ first: string; second: string }> }>(
  async (request, { params }) => {
    const { first, second } = await params;
    const kind = kindNamed(first) ?? kindNamed(second);
    if (!kind) throw new HttpError(400, "Say which kind of report to delete: pp, ms or iv.");
    const id = parseId(kindNamed(first) ? second : first, "report");
    const db = await getDb();
    const caller = await requireCaller(db, request);
    await deleteReport(db, caller.user.id, kind, id);
    return Response.json({ message: "Report deleted." });
  },
);

const listQuery = z.object({
  pp_page: wholeNumberParam("pp_page").optional(),
  ms_page: wholeNumberParam("ms_page").optional(),
  iv_page: wholeNumberParam("iv_page").optional(),
  ppPage: wholeNumberParam("ppPage").optional(),
  msPage: wholeNumberParam("msPage").optional(),
  ivPage: wholeNumberParam("ivPage").optional(),
  limit: limitParam(50, 10),
});

/** GET get-reports: a page of each kind, newest first; the pages are pp_page/ms_page/iv_page (or ppPage/…). */
export async function listRoute(request: NextRequest) {
  const claims = await requireAccessClaims(request);
  const query = readQuery(request, listQuery);
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
}
