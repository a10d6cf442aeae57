import type { NextRequest } from "next/server";
import { z } from "zod";
import { getDb } from "@/db";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { requireCaller } from "@/lib/server/auth/current-user";
import { HttpError, idParam, limitParam, readJson, readQuery, readText, type IdContext } from "@/lib/server/http";
import { plainText, singleLineText } from "@/lib/core/text";
import { listHistory, listVersions } from "../reports/history";
import { compareIdeas, deleteIdea, findIdea, IDEA_TITLE_MAX, listIdeas, renameIdea } from "../reports/ideas";
import { kindNamed } from "@/lib/core/kinds";
import { searchLibrary } from "../reports/search";
import { librarySettings, updateSettings } from "../reports/settings";
import { revokeShare, shareReport } from "../reports/share";
import { findReport, pinReport } from "../reports/store";

async function caller(request: NextRequest) {
  const db = await getDb();
  return { db, userId: (await requireCaller(db, request)).user.id };
}

const cursorParam = plainText()
  .max(200, "That cursor is not valid: use the nextCursor of the previous page.")
  .optional();

const historyQuery = z.object({
  limit: limitParam(50, 20),
  cursor: cursorParam,
  kind: z
    .string()
    .transform((value, context) => {
      const kind = kindNamed(value);
      if (!kind) context.addIssue({ code: "custom", message: "kind must be pp, ms or iv." });
      return kind ?? undefined;
    })
    .optional(),
  shared: z.enum(["1", "true"], { error: "shared must be 1 when given." }).optional(),
});

export async function historyRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  const query = readQuery(request, historyQuery);
  return Response.json(
    await listHistory(db, userId, {
      limit: query.limit,
      cursor: query.cursor,
      kind: query.kind,
      shared: query.shared !== undefined,
    }),
  );
}

export async function reportRoute(request: NextRequest, context: IdContext) {
  const { db, userId } = await caller(request);
  return Response.json(await findReport(db, userId, await idParam(context, "report")));
}

export async function pinRoute(request: NextRequest, context: IdContext) {
  const user = await requireSubscriber(request);
  const { report, created } = await pinReport(await getDb(), user.id, await idParam(context, "report"));
  return Response.json(
    { message: created ? "Report saved." : "This report is already saved.", report },
    { status: created ? 201 : 200 },
  );
}

export async function versionsRoute(request: NextRequest, context: IdContext) {
  const { db, userId } = await caller(request);
  return Response.json(await listVersions(db, userId, await idParam(context, "report")));
}

const shareBody = z.strictObject(
  {
    include_quotes: z.boolean({ error: "include_quotes must be true or false." }).optional(),
    include_conversation: z.boolean({ error: "include_conversation must be true or false." }).optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "The share call takes include_quotes and include_conversation only."
        : 'Send { "include_quotes": true, "include_conversation": true } (either may be left out) or no body.',
  },
);

/**
 * POST share: the body is optional (no body: the quotes and the conversation are left out); when sent, it is JSON
 * `{ include_quotes?, include_conversation? }`.
 */
async function readShareBody(request: NextRequest): Promise<z.infer<typeof shareBody>> {
  if (request.headers.get("content-type") !== null) return readJson(request, shareBody);
  const text = await readText(request);
  if (text.trim() !== "") throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  return {};
}

export async function shareRoute(request: NextRequest, context: IdContext) {
  const user = await requireSubscriber(request);
  const id = await idParam(context, "report");
  const body = await readShareBody(request);
  const options = {
    includeQuotes: body.include_quotes === true,
    includeConversation: body.include_conversation === true,
  };
  return Response.json(await shareReport(await getDb(), user.id, id, options), { status: 201 });
}

export async function revokeShareRoute(request: NextRequest, context: IdContext) {
  const { db, userId } = await caller(request);
  await revokeShare(db, userId, await idParam(context, "report"));
  return Response.json({ message: "The share link no longer works." });
}

export async function ideasRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  const query = readQuery(request, z.object({ limit: limitParam(100, 50), cursor: cursorParam }));
  return Response.json(await listIdeas(db, userId, query.limit, query.cursor));
}

export async function ideaRoute(request: NextRequest, context: IdContext) {
  const { db, userId } = await caller(request);
  return Response.json(await findIdea(db, userId, await idParam(context, "idea")));
}

const renameBody = z.object({
  title: singleLineText({ error: "Give the idea a title." })
    .trim()
    .min(1, "Give the idea a title.")
    .max(IDEA_TITLE_MAX, `Keep the title under ${IDEA_TITLE_MAX} characters.`),
});

export async function renameIdeaRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "idea");
  const { db, userId } = await caller(request);
  const { title } = await readJson(request, renameBody);
  return Response.json(await renameIdea(db, userId, id, title));
}

export async function deleteIdeaRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "idea");
  const { db, userId } = await caller(request);
  await deleteIdea(db, userId, id);
  return Response.json({ message: "Idea deleted, with its reports and experiments." });
}

const compareQuery = z.object({
  ids: z
    .string({ error: "Name two to four ideas to compare: ids=a,b." })
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ error: "One of the idea ids is not valid." }))
        .min(2, "Pick at least two ideas to compare.")
        .max(4, "Compare at most four ideas at once."),
    ),
});

export async function compareRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  const { ids } = readQuery(request, compareQuery);
  return Response.json({ data: await compareIdeas(db, userId, ids) });
}

const searchQuery = z.object({
  q: plainText({ error: "Type a word to search for." })
    .trim()
    .min(1, "Type a word to search for.")
    .max(200, "Keep the search under 200 characters."),
});

export async function searchRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  const { q } = readQuery(request, searchQuery);
  return Response.json(await searchLibrary(db, userId, q));
}

export async function settingsRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  return Response.json(await librarySettings(db, userId));
}

const settingsBody = z
  .object({
    keep_history: z.boolean({ error: "keep_history must be true or false." }).optional(),
    experiment_reminders: z.boolean({ error: "experiment_reminders must be true or false." }).optional(),
  })
  .refine((body) => body.keep_history !== undefined || body.experiment_reminders !== undefined, {
    message: "Send keep_history or experiment_reminders (true or false).",
  });

export async function updateSettingsRoute(request: NextRequest) {
  const { db, userId } = await caller(request);
  const change = await readJson(request, settingsBody);
  return Response.json(await updateSettings(db, userId, change));
}
