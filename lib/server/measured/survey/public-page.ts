import "server-only";
import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import { afterResponse } from "@/lib/server/background";
import { utcToday } from "@/lib/server/experiments/store";
import { clientAddress } from "@/lib/server/http";
import { turnstileSiteKey } from "@/lib/server/turnstile";
import type { Survey } from "@/db/schema";
import { isFounder } from "../founder";
import { htmlAnswer } from "../page";
import { isCountedVisit, sourceOfRequest } from "../visit";
import { visitorOf } from "../visitor";
import { surveyFormStamp } from "./form-stamp";
import { renderSurveyPage, type SurveyNotice } from "./render";
import { recordSurveyVisit } from "./counted";
import { judgeSurveyIfDue } from "./judge";
import { publicSurvey } from "./surveys";

const NOTICES: ReadonlySet<string> = new Set<string>(["thanks", "already"] satisfies Exclude<SurveyNotice, null>[]);
const isNotice = (value: string | null): value is "thanks" | "already" => value !== null && NOTICES.has(value);

/** What a survey shows a visitor: its form, paused, closed (the founder's plan ended) or its founder's preview. */
export const stateOf = (survey: Survey, open: boolean) =>
  !open ? "closed" : survey.status === "draft" ? "preview" : survey.status === "paused" ? "paused" : "live";

/**
 * A survey at `/p/{slug}`, or null when no survey has that slug (or it is a draft and the caller is not its founder).
 * A visit is counted as on a pitch page (lib/server/measured/visit.ts); the thank-you after an answer is `?n=thanks`.
 */
export async function serveSurveyPage(db: Db, request: NextRequest, slug: string): Promise<Response | null> {
  const found = await publicSurvey(db, slug);
  if (!found) return null;
  const { survey, open } = found;
  const founder = await isFounder(db, request, survey.userId);
  if (survey.status === "draft" && !founder) return null;
  const source = sourceOfRequest(request);
  const state = stateOf(survey, open);
  if (state === "live" && isCountedVisit(request, founder)) {
    const visitor = visitorOf(clientAddress(request), request.headers.get("user-agent") ?? "", utcToday());
    if (await recordSurveyVisit(db, survey.id, visitor, source)) {
      afterResponse(async () => void (await judgeSurveyIfDue(db, survey.id)), "survey judge");
    }
  }
  const noticeParam = new URL(request.url).searchParams.get("n");
  const body = renderSurveyPage({
    slug,
    fields: survey.fields,
    state,
    indexable: survey.indexable,
    source,
    stamp: surveyFormStamp(slug),
    notice: isNotice(noticeParam) ? noticeParam : null,
    turnstileSiteKey: turnstileSiteKey(),
  });
  return htmlAnswer(body, 200, survey.indexable && state === "live");
}
