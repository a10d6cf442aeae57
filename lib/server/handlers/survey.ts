import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { getDb } from "@/db";
import type { ServedSurvey, SurveyDraft, SurveyList, SurveyResponseList } from "@/lib/core/api/survey";
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
import { cleanSource, DIRECT } from "@/lib/core/measured/traffic";
import { requireCaller } from "@/lib/server/auth/current-user";
import { afterResponse } from "@/lib/server/background";
import {
  appUrl,
  HttpError,
  json,
  KB,
  postedAsForm,
  readJson,
  readPostedForm,
  readQuery,
  type IdContext,
} from "@/lib/server/http";
import { admitResponse } from "@/lib/server/measured/admit";
import { htmlAnswer, slugOf, type SlugContext } from "@/lib/server/measured/page";
import { recordResponse } from "@/lib/server/measured/survey/counted";
import { draftSurvey } from "@/lib/server/measured/survey/draft";
import { surveyFormRules, surveyFormStamp } from "@/lib/server/measured/survey/form-stamp";
import { judgeSurveyIfDue } from "@/lib/server/measured/survey/judge";
import { stateOf } from "@/lib/server/measured/survey/public-page";
import { renderSurveyPage, surveyConsentLine, type SurveyNotice } from "@/lib/server/measured/survey/render";
import { deleteResponse, listResponses, responsesCsv } from "@/lib/server/measured/survey/responses";
import {
  createSurvey,
  deleteSurvey,
  getSurvey,
  listSurveys,
  publicSurvey,
  updateSurvey,
} from "@/lib/server/measured/survey/surveys";
import { turnstileSiteKey } from "@/lib/server/turnstile";
import type { Survey } from "@/db/schema";

export type ResponseContext = { params: Promise<{ id: string; response: string }> };

/** The founder's survey bodies (seven questions of six options, each at most 300 characters): room to spare. */
export const SURVEY_BODY_BYTES = 32 * KB;
/** A survey's form: seven answers of at most 500 characters, an address, the proofs. */
export const ANSWER_BODY_BYTES = 16 * KB;

export const SURVEY_PLAN_REQUIRED =
  "Drafting, publishing, resuming and editing surveys need an active plan. Your surveys stay yours: read their answers, download them, pause or delete a survey.";

export async function surveysRoute(request: NextRequest) {
  const { idea_id } = readQuery(request, contract.listSurveys.query);
  const { db, ownerId } = await listerOf(request, idea_id);
  return json<SurveyList>({ data: await listSurveys(db, ownerId, idea_id) });
}

export async function surveyDraftRoute(request: NextRequest) {
  const query = readQuery(request, contract.draftSurvey.query);
  const { db, owner } = await memberAccessWithPlan(
    request,
    "idea",
    query.idea_id,
    "publish_pages",
    SURVEY_PLAN_REQUIRED,
  );
  return json<SurveyDraft>(await draftSurvey(db, owner, query.idea_id));
}

export async function createSurveyRoute(request: NextRequest) {
  const db = await getDb();
  const caller = (await requireCaller(db, request)).user;
  const body = await readJson(request, contract.publishSurvey.body).catch(planFirst(caller, SURVEY_PLAN_REQUIRED));
  const { access } = await accessWithPlan(db, caller, "idea", body.idea_id, "publish_pages", SURVEY_PLAN_REQUIRED);
  const survey = await createSurvey(db, access.ownerId, {
    ideaId: body.idea_id,
    fields: body.fields,
    line: body.line ?? null,
    dueDate: body.due_date ?? null,
    minResponses: body.min_responses,
    factor: body.factor ?? null,
    indexable: body.indexable,
    source: body.from_report_id ? { reportId: body.from_report_id, item: body.from_item ?? null } : null,
  });
  await recordActivity(db, {
    ...actorOf(access),
    action: "published_page",
    subject: `the survey "${survey.fields.heading}"`,
  });
  return json<ServedSurvey>(survey, { status: 201 });
}

async function surveyId(context: IdContext) {
  const { id } = await context.params;
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new HttpError(400, "That survey id is not valid.");
  return parsed.data;
}

export async function surveyRoute(request: NextRequest, context: IdContext) {
  const id = await surveyId(context);
  const { db, access } = await memberAccess(request, "survey", id, "read");
  return json<ServedSurvey>(await getSurvey(db, access.ownerId, id));
}

export async function updateSurveyRoute(request: NextRequest, context: IdContext) {
  const id = await surveyId(context);
  const { db, access } = await memberAccess(request, "survey", id, "publish_pages");
  const patch = await readJson(request, contract.editSurvey.body);
  // Publishing, resuming and rewording need the owner's plan; pausing and indexing settings do not.
  if (patch.status === "live" || patch.fields) await requireOwnerPlan(db, access, SURVEY_PLAN_REQUIRED);
  return json<ServedSurvey>(await updateSurvey(db, access.ownerId, id, patch));
}

export async function deleteSurveyRoute(request: NextRequest, context: IdContext) {
  const id = await surveyId(context);
  const { db, access } = await memberAccess(request, "survey", id, "publish_pages");
  await deleteSurvey(db, access.ownerId, id);
  return json({ message: "Survey deleted, with its visits and answers." });
}

export async function surveyResponsesRoute(request: NextRequest, context: IdContext) {
  const id = await surveyId(context);
  const { format } = readQuery(request, contract.surveyResponses.query);
  const { db, access } = await memberAccess(request, "survey", id, "see_personal_data");
  const { survey, rows } = await listResponses(db, access.ownerId, id);
  if (format === "csv") {
    return new Response(responsesCsv(survey.fields.questions, rows), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="survey-answers-${id.slice(0, 8)}.csv"`,
      },
    });
  }
  return json<SurveyResponseList>({ data: rows });
}

export async function deleteResponseRoute(request: NextRequest, context: ResponseContext) {
  const { id: rawId, response } = await context.params;
  const id = await surveyId({ params: Promise.resolve({ id: rawId }) });
  const parsed = z.uuid().safeParse(response);
  if (!parsed.success) throw new HttpError(400, "That response id is not valid.");
  const { db, access } = await memberAccess(request, "survey", id, "see_personal_data");
  await deleteResponse(db, access.ownerId, id, parsed.data);
  return json({ message: "Response deleted, with all its answers." });
}

const MESSAGES: Record<Exclude<SurveyNotice, null>, string> = {
  thanks: "Thank you: your answers are in.",
  already: "Thank you: you have already answered.",
  invalid: "That e-mail address does not look right.",
  empty: "Answer at least one question.",
  limited: "Too many answers from your network. Please try again later.",
  closed: "This survey is closed and no longer takes answers.",
  challenge: "The check that you are a person did not pass. Please try again.",
};

/** The form's answers and address, as the page writes them back when it shows the form again. */
const keptValues = (form: Record<string, string>) =>
  Object.fromEntries(Object.entries(form).filter(([key]) => /^(q[0-6](_other)?|email)$/.test(key)));

/**
 * `POST /api/p/{slug}/answer`: a survey's form (a plain HTML form post, or JSON). A stored response is answered with a
 * redirect back to the page (303, built on APP_URL) saying thank you; a problem with the survey shown again, every
 * answer kept, and the problem said (a form post) or `{ message }` (JSON). A filled hidden field, a form sent too
 * fast or a spent stamp is thanked and stored nowhere.
 */
export async function surveyAnswerRoute(request: NextRequest, context: SlugContext) {
  const slug = await slugOf(context);
  if (!slug) throw new HttpError(404, "Page not found.");
  const asForm = postedAsForm(request);
  const raw = await readPostedForm(request, asForm);
  const db = await getDb();
  const found = await publicSurvey(db, slug);
  if (!found) throw new HttpError(404, "Page not found.");
  const { survey } = found;
  const parsed = contract.surveyAnswer.body.safeParse(raw);
  const values = parsed.success ? keptValues(parsed.data.form) : {};
  const answer = (notice: Exclude<SurveyNotice, null>, status: number, headers: Record<string, string> = {}) => {
    if (!asForm) return json({ message: MESSAGES[notice] }, { status, headers });
    if (notice === "thanks" || notice === "already") {
      return new Response(null, {
        status: 303,
        headers: { Location: appUrl(`/p/${slug}?n=${notice}#answers`).toString() },
      });
    }
    const source = cleanSource(parsed.success ? parsed.data.s : undefined) ?? DIRECT;
    return surveyShownAgain(survey, { open: found.open, slug, source }, notice, values, status);
  };
  // A draft (its founder's preview), a paused survey and one whose founder's plan ended take nothing.
  if (!found.open || survey.status !== "live") return answer("closed", 409);
  const asked = survey.fields.questions.length;
  // A field of a question this survey does not ask (q5 of three) is not one of its answers: refused, not ignored.
  if (!parsed.success || Object.keys(parsed.data.form).some((key) => Number(/^q(\d)/.exec(key)?.[1] ?? -1) >= asked)) {
    throw new HttpError(400, "That form is not this survey's: send its questions' fields only.");
  }
  const form = parsed.data;
  const email = form.email ? z.email().max(254).safeParse(form.email) : null;
  if (email && !email.success) return answer("invalid", 400);
  if (email && !survey.fields.ask_email) throw new HttpError(400, "This survey does not ask for an e-mail address.");
  const answers = answersFromForm(survey.fields.questions, form.form);
  if (answers.every((given) => given === null)) return answer("empty", 400);
  const proof = { honeypot: form.website, stamp: form.t, turnstile: form.turnstile };
  const admission = await admitResponse(db, request, slug, proof, surveyFormRules);
  if (!admission.admitted) {
    switch (admission.refused) {
      case "limited":
        return answer("limited", 429, { "Retry-After": String(admission.retryAfterSeconds) });
      case "unproven":
        return answer("thanks", 202);
      case "challenge":
        return answer("challenge", 400);
    }
  }
  const outcome = await recordResponse(db, survey.id, {
    // Read again against the questions as they are when it is stored: a founder's edit may have come between.
    answersTo: (questions) => answersFromForm(questions, form.form),
    email: email?.data ?? null,
    source: cleanSource(form.s) ?? DIRECT,
    consent: surveyConsentLine(survey.fields),
    visitor: admission.visitor,
  });
  if (outcome === "full" || outcome === "closed") return answer("closed", 409);
  if (outcome === "empty") return answer("empty", 400);
  if (outcome === "limited") return answer("limited", 429, { "Retry-After": String(secondsToTomorrow()) });
  if (outcome === "added") afterResponse(async () => void (await judgeSurveyIfDue(db, survey.id)), "survey judge");
  return answer(outcome === "added" ? "thanks" : "already", outcome === "added" ? 201 : 200);
}

/** Until the next UTC day, when a network's day of stored responses starts again. */
function secondsToTomorrow(now = new Date()): number {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000));
}

/** The survey shown again after a problem with its form: the answers kept, the problem said, a new stamp. */
function surveyShownAgain(
  survey: Survey,
  { open, slug, source }: { open: boolean; slug: string; source: string },
  notice: Exclude<SurveyNotice, null>,
  values: Record<string, string>,
  status: number,
) {
  const body = renderSurveyPage({
    slug,
    fields: survey.fields,
    state: stateOf(survey, open),
    indexable: survey.indexable,
    source,
    stamp: surveyFormStamp(slug),
    notice,
    values,
    turnstileSiteKey: turnstileSiteKey(),
  });
  return htmlAnswer(body, status, false);
}
