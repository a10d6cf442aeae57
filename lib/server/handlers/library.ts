import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { HttpError, idParam, readJson, readQuery, readText, type IdContext, json } from "@/lib/server/http";
import { listHistory, listVersions } from "../reports/history";
import { compareIdeas, deleteIdea, findIdea, listIdeas, renameIdea } from "../reports/ideas";
import { type ShareBody } from "@/lib/core/api/library";
import { searchLibrary } from "../reports/search";
import { librarySettings, updateSettings } from "../reports/settings";
import { currentShare, revokeShare, shareReport } from "../reports/share";
import { findReport, pinReport } from "../reports/store";
import { contract } from "@/lib/core/api/contract";
import type { IdeaSummary } from "@/lib/core/api/ideas";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { ownerOf } from "../team/owner";
import { accessWithPlan, memberAccess } from "./member-access";

async function caller(request: NextRequest) {
  const db = await getDb();
  return { db, userId: (await requireCaller(db, request)).user.id };
}

export async function historyRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  const query = readQuery(request, contract.history.query);
  return json(
    await listHistory(db, userId, {
      limit: query.limit,
      cursor: query.cursor,
      kind: query.kind,
      shared: query.shared !== undefined,
    }),
  );
}

export async function reportRoute(request: NextRequest, context: IdContext) {
  const { db, access } = await memberAccess(request, "report", await idParam(context, "report"), "read");
  return json(await findReport(db, access.ownerId, access.rowId));
}

/** Pinning needs no plan: a founder without one keeps what they made (lib/core/retention.ts). */
export async function pinRoute(request: NextRequest, context: IdContext) {
  const { db, access } = await memberAccess(request, "report", await idParam(context, "report"), "run_reports");
  const { report, created } = await pinReport(db, access.ownerId, access.rowId);
  return json(
    { message: created ? "Report saved." : "This report is already saved.", report },
    { status: created ? 201 : 200 },
  );
}

export async function versionsRoute(request: NextRequest, context: IdContext) {
  const { db, access } = await memberAccess(request, "report", await idParam(context, "report"), "read");
  return json(await listVersions(db, access.ownerId, access.rowId, access.callerId));
}

/**
 * POST share: the body is optional (no body: the quotes, the conversation and the experiments are left out); when
 * sent, it is JSON `{ include_quotes?, include_conversation?, include_experiments? }`.
 */
async function readShareBody(request: NextRequest): Promise<ShareBody> {
  if (request.headers.get("content-type") !== null) return readJson(request, contract.shareReport.body);
  const text = await readText(request);
  if (text.trim() !== "") throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  return {};
}

export async function shareRoute(request: NextRequest, context: IdContext) {
  const db = await getDb();
  const caller = (await requireCaller(db, request)).user;
  const id = await idParam(context, "report");
  const { access } = await accessWithPlan(db, caller, "report", id, "publish_pages");
  const body = await readShareBody(request);
  const options = {
    includeQuotes: body.include_quotes === true,
    includeConversation: body.include_conversation === true,
    includeExperiments: body.include_experiments === true,
  };
  if (options.includeExperiments && (await findReport(db, access.ownerId, id)).kind !== "iv") {
    throw new HttpError(400, "Only an idea validation is shared with its experiments: leave out include_experiments.");
  }
  return json(await shareReport(db, access.ownerId, id, options), { status: 201 });
}

/** GET share: the live link again, to copy, without replacing it (and without counting against the hourly links). */
export async function currentShareRoute(request: NextRequest, context: IdContext) {
  const { db, access } = await memberAccess(request, "report", await idParam(context, "report"), "publish_pages");
  return json(await currentShare(db, access.ownerId, access.rowId));
}

export async function revokeShareRoute(request: NextRequest, context: IdContext) {
  const { db, access } = await memberAccess(request, "report", await idParam(context, "report"), "publish_pages");
  await revokeShare(db, access.ownerId, access.rowId);
  return json({ message: "The share link no longer works." });
}

export async function ideasRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  const query = readQuery(request, contract.listIdeas.query);
  return json(await listIdeas(db, userId, query.limit, query.cursor));
}

export async function ideaRoute(request: NextRequest, context: IdContext) {
  const { db, access } = await memberAccess(request, "idea", await idParam(context, "idea"), "read");
  const idea = await findIdea(db, access.ownerId, access.ideaId, access.callerId);
  if (!idea.shared) return json(idea);
  const owner = await ownerOf(db, access);
  return json<IdeaSummary>({ ...idea, shared: { ...idea.shared, owner_plan_active: hasPaidPlan(owner) } });
}

export async function renameIdeaRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "idea");
  const { db, access } = await memberAccess(request, "idea", id, "edit_idea");
  const { title } = await readJson(request, contract.renameIdea.body);
  return json(await renameIdea(db, access.ownerId, id, title));
}

export async function deleteIdeaRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "idea");
  const { db, access } = await memberAccess(request, "idea", id, "delete");
  const { variants } = readQuery(request, contract.deleteIdea.query);
  const deleted = await deleteIdea(db, access.ownerId, id, variants);
  return json({
    message:
      deleted.variants > 0
        ? "Idea deleted, with its reports, experiments and variants."
        : "Idea deleted, with its reports and experiments.",
  });
}

export async function compareRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  const { ids } = readQuery(request, contract.compareIdeas.query);
  return json({ data: await compareIdeas(db, userId, ids) });
}

export async function searchRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  const { q } = readQuery(request, contract.search.query);
  return json(await searchLibrary(db, userId, q));
}

export async function settingsRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  return json(await librarySettings(db, userId));
}

export async function updateSettingsRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  const change = await readJson(request, contract.editSettings.body);
  return json(await updateSettings(db, userId, change));
}
