import "server-only";
import type { NextRequest } from "next/server";
import { shownVariant } from "@/lib/core/measured/variants";
import { visitorOf } from "@/lib/server/measured/visitor";
import { utcToday } from "@/lib/server/experiments/store";
import { z } from "zod";
import { getDb } from "@/db";
import { type PitchPageList, type PitchSignupList, type ServedPitchPage } from "@/lib/core/api/pitch";
import { cleanSource, DIRECT } from "@/lib/core/measured/traffic";
import { requireCaller } from "@/lib/server/auth/current-user";
import { afterResponse } from "@/lib/server/background";
import {
  appUrl,
  clientAddress,
  HttpError,
  json,
  KB,
  postedAsForm,
  readJson,
  readPostedForm,
  readQuery,
  type IdContext,
} from "@/lib/server/http";
import { htmlAnswer, slugOf, type SlugContext } from "@/lib/server/measured/page";
import { admitResponse } from "@/lib/server/measured/admit";
import { pitchFormRules } from "@/lib/server/measured/pitch/form-stamp";
import { consentLine, renderPitchPage, type Notice } from "@/lib/server/measured/pitch/render";
import { formStamp } from "@/lib/server/measured/pitch/form-stamp";
import { draftPitchPage, type PitchDraft } from "@/lib/server/measured/pitch/draft";
import { recordSignup } from "@/lib/server/measured/pitch/counted";
import { judgeIfDue } from "@/lib/server/measured/pitch/judge";
import {
  createPitchPage,
  deletePitchPage,
  getPitchPage,
  listPitchPages,
  publicPage,
  updatePitchPage,
} from "@/lib/server/measured/pitch/pages";
import { deleteSignup, listSignups, signupsCsv } from "@/lib/server/measured/pitch/signups";
import { contract } from "@/lib/core/api/contract";
import { actorOf, recordActivity } from "../team/activity";
import {
  accessWithPlan,
  listerOf,
  memberAccess,
  memberAccessWithPlan,
  planFirst,
  requireOwnerPlan,
} from "./member-access";
import { answersFromForm } from "@/lib/core/measured/survey/answers";
import { turnstileSiteKey } from "@/lib/server/turnstile";
import type { PitchPage } from "@/db/schema";

export type SignupContext = { params: Promise<{ id: string; signup: string }> };

/** The founder's page bodies (three benefits, a link, three questions of six options): room to spare. */
export const PITCH_BODY_BYTES = 16 * KB;
/** A sign-up form: an address, a stamp, a source, and up to three answers of at most 500 characters (encoded). */
export const SIGNUP_BODY_BYTES = 16 * KB;

export const NOT_THIS_PAGES_FORM = "That form is not this page's: send its fields only.";

export const PITCH_PLAN_REQUIRED =
  "Drafting, publishing, resuming and editing pitch pages need an active plan. Your pages stay yours: read their sign-ups, download them, pause or delete a page.";

export async function pitchPagesRoute(request: NextRequest) {
  const { idea_id } = readQuery(request, contract.listPitchPages.query);
  const { db, ownerId } = await listerOf(request, idea_id);
  return json<PitchPageList>({ data: await listPitchPages(db, ownerId, idea_id) });
}

export async function pitchDraftRoute(request: NextRequest) {
  const query = readQuery(request, contract.draftPitchPage.query);
  const { db, owner } = await memberAccessWithPlan(
    request,
    "idea",
    query.idea_id,
    "publish_pages",
    PITCH_PLAN_REQUIRED,
  );
  const from = query.from_report_id
    ? { reportId: query.from_report_id, item: query.from_item ?? "next_steps/0" }
    : undefined;
  return json<PitchDraft>(await draftPitchPage(db, owner, query.idea_id, from));
}

export async function createPitchRoute(request: NextRequest) {
  const db = await getDb();
  const caller = (await requireCaller(db, request)).user;
  const body = await readJson(request, contract.publishPitchPage.body).catch(planFirst(caller, PITCH_PLAN_REQUIRED));
  const { access } = await accessWithPlan(db, caller, "idea", body.idea_id, "publish_pages", PITCH_PLAN_REQUIRED);
  const page = await createPitchPage(db, access.ownerId, {
    ideaId: body.idea_id,
    fields: body.fields,
    targetPercent: body.target_percent ?? 0,
    minVisitors: body.min_visitors,
    dueDate: body.due_date ?? "",
    experimentId: body.experiment_id ?? null,
    factor: body.factor ?? null,
    indexable: body.indexable,
    source: body.from_report_id ? { reportId: body.from_report_id, item: body.from_item ?? null } : null,
    questionLine: body.question_line
      ? {
          line: body.question_line.line,
          minResponses: body.question_line.min_responses,
          factor: body.question_line.factor ?? null,
        }
      : null,
  });
  await recordActivity(db, {
    ...actorOf(access),
    action: "published_page",
    subject: `the pitch page "${page.fields.headline}"`,
  });
  return json<ServedPitchPage>(page, { status: 201 });
}

async function pitchId(context: IdContext) {
  const { id } = await context.params;
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new HttpError(400, "That pitch page id is not valid.");
  return parsed.data;
}

export async function pitchPageRoute(request: NextRequest, context: IdContext) {
  const id = await pitchId(context);
  const { db, access } = await memberAccess(request, "pitchPage", id, "read");
  return json<ServedPitchPage>(await getPitchPage(db, access.ownerId, id));
}

export async function updatePitchRoute(request: NextRequest, context: IdContext) {
  const id = await pitchId(context);
  const { db, access } = await memberAccess(request, "pitchPage", id, "publish_pages");
  const patch = await readJson(request, contract.editPitchPage.body);
  // Publishing, resuming and rewording need the owner's plan; pausing and indexing settings do not.
  if (patch.status === "live" || patch.fields) await requireOwnerPlan(db, access, PITCH_PLAN_REQUIRED);
  return json<ServedPitchPage>(await updatePitchPage(db, access.ownerId, id, patch));
}

export async function deletePitchRoute(request: NextRequest, context: IdContext) {
  const id = await pitchId(context);
  const { db, access } = await memberAccess(request, "pitchPage", id, "publish_pages");
  await deletePitchPage(db, access.ownerId, id);
  return json({ message: "Pitch page deleted, with its visits and sign-ups." });
}

export async function pitchSignupsRoute(request: NextRequest, context: IdContext) {
  const id = await pitchId(context);
  const { format } = readQuery(request, contract.pitchSignups.query);
  const { db, access } = await memberAccess(request, "pitchPage", id, "see_personal_data");
  const { questions, rows } = await listSignups(db, access.ownerId, id);
  if (format === "csv") {
    return new Response(signupsCsv(questions, rows), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="pitch-signups-${id.slice(0, 8)}.csv"`,
      },
    });
  }
  return json<PitchSignupList>({ data: rows });
}

export async function deleteSignupRoute(request: NextRequest, context: SignupContext) {
  const { id: rawId, signup } = await context.params;
  const id = await pitchId({ params: Promise.resolve({ id: rawId }) });
  const parsed = z.uuid().safeParse(signup);
  if (!parsed.success) throw new HttpError(400, "That sign-up id is not valid.");
  const signupId = parsed.data;
  const { db, access } = await memberAccess(request, "pitchPage", id, "see_personal_data");
  await deleteSignup(db, access.ownerId, id, signupId);
  return json({ message: "Sign-up deleted." });
}

/** The answers' fields of a posted form (`q0`, `q2_other`), as answersFromForm reads them and the page writes them back. */
const answerFields = (raw: unknown): Record<string, string> =>
  raw && typeof raw === "object"
    ? Object.fromEntries(
        Object.entries(raw).filter(
          (entry): entry is [string, string] => /^q\d+(_other)?$/.test(entry[0]) && typeof entry[1] === "string",
        ),
      )
    : {};

/** A field of a question the page does not ask (q2 of two, q3 of any, whatever its value): not this page's form. */
const asksMore = (raw: unknown, asked: number) =>
  raw !== null &&
  typeof raw === "object" &&
  Object.keys(raw).some((key) => /^q\d+(_other)?$/.test(key) && Number(/^q(\d+)/.exec(key)?.[1]) >= asked);

/**
 * The page shown again after a bad address or a failed person check, when it asks questions: the answers and the
 * address kept (a redirect would lose them), the problem said, a new stamp.
 */
function pitchShownAgain(
  request: NextRequest,
  page: PitchPage,
  slug: string,
  raw: unknown,
  values: Record<string, string>,
  notice: "invalid" | "challenge",
) {
  const posted = raw && typeof raw === "object" ? Object.entries(raw) : [];
  const text = (name: string) => {
    const value = posted.find(([key]) => key === name)?.[1];
    return typeof value === "string" ? value : "";
  };
  const visitor = visitorOf(clientAddress(request), request.headers.get("user-agent") ?? "", utcToday());
  const body = renderPitchPage({
    slug,
    // The variant this visitor was shown, as the page shows it.
    fields: shownVariant(page.fields, visitor.visitorHash).fields,
    state: "live",
    indexable: page.indexable,
    source: cleanSource(text("s")) ?? DIRECT,
    stamp: formStamp(slug),
    notice,
    values: { ...values, email: text("email").slice(0, 254) },
    turnstileSiteKey: turnstileSiteKey(),
  });
  return htmlAnswer(body, 400, false);
}

/**
 * `POST /api/p/{slug}/signup`: the page's form (a plain HTML form post, or JSON). A form post is answered with a
 * redirect back to the page (303, built on APP_URL) carrying a notice; JSON with `{ message }`. A page with questions
 * shows itself again on a bad address, its answers kept. A filled hidden field or a form sent too fast is thanked and
 * stored nowhere, its answers with it.
 */
export async function pitchSignupRoute(request: NextRequest, context: SlugContext) {
  const slug = await slugOf(context);
  const asForm = postedAsForm(request);
  const answer = (notice: Exclude<Notice, null>, status: number, message: string) =>
    asForm && slug
      ? new Response(null, { status: 303, headers: { Location: appUrl(`/p/${slug}?n=${notice}#email`).toString() } })
      : json({ message }, { status });
  if (!slug) throw new HttpError(404, "Page not found.");
  const raw = await readPostedForm(request, asForm);
  const db = await getDb();
  const found = await publicPage(db, slug);
  if (!found) throw new HttpError(404, "Page not found.");
  // A draft (its founder's preview), a paused page and one whose founder's plan ended take nothing.
  if (!found.open || found.page.status !== "live") {
    return answer("closed", 409, "This page is closed and no longer takes sign-ups.");
  }
  const questions = found.page.fields.questions ?? [];
  const answered = answerFields(raw);
  if (asksMore(raw, questions.length)) throw new HttpError(400, NOT_THIS_PAGES_FORM);
  const parsed = contract.pitchSignup.body.safeParse(raw);
  if (!parsed.success || /[\u0000-\u001f\u007f]/.test(parsed.data.email)) {
    if (asForm && questions.length > 0) return pitchShownAgain(request, found.page, slug, raw, answered, "invalid");
    return answer("invalid", 400, "That e-mail address does not look right.");
  }
  const form = parsed.data;
  const proof = { honeypot: form.website, stamp: form.t, turnstile: form["cf-turnstile-response"] };
  const admission = await admitResponse(db, request, slug, proof, pitchFormRules);
  if (!admission.admitted) {
    switch (admission.refused) {
      case "limited":
        if (asForm) return answer("limited", 429, "");
        throw new HttpError(
          429,
          "Too many sign-ups from your network. Please try again later.",
          {},
          { "Retry-After": String(admission.retryAfterSeconds) },
        );
      case "unproven":
        return answer("joined", 202, "Thank you: you are on the list.");
      case "challenge":
        if (asForm && questions.length > 0)
          return pitchShownAgain(request, found.page, slug, raw, answered, "challenge");
        return answer("challenge", 400, "The check that you are a person did not pass. Please try again.");
    }
  }
  const outcome = await recordSignup(db, found.page.id, {
    email: form.email,
    source: cleanSource(form.s) ?? DIRECT,
    consent: consentLine(found.page.fields),
    visitor: admission.visitor,
    // Read again against the questions as they are when it is stored: a founder's edit may have come between.
    answersTo: (asked) => answersFromForm(asked, answered),
  });
  if (outcome === "full") return answer("closed", 409, "This list is full.");
  if (outcome === "closed") return answer("closed", 409, "This page is closed and no longer takes sign-ups.");
  if (outcome === "limited") {
    return answer("limited", 429, "Too many sign-ups from your network today. Please try again tomorrow.");
  }
  if (outcome === "added") afterResponse(async () => void (await judgeIfDue(db, found.page.id)), "pitch judge");
  return answer(
    outcome === "added" ? "joined" : "already",
    outcome === "added" ? 201 : 200,
    "Thank you: you are on the list.",
  );
}
