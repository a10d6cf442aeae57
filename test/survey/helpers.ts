import { NextRequest } from "next/server";
import { expect } from "vitest";
import { GET as listSurveys, POST as createSurvey } from "@/app/api/data/surveys/route";
import { GET as draft } from "@/app/api/data/surveys/draft/route";
import { DELETE as deleteSurvey, GET as getSurvey, PATCH as patchSurvey } from "@/app/api/data/surveys/[id]/route";
import { GET as responses } from "@/app/api/data/surveys/[id]/responses/route";
import { DELETE as deleteResponse } from "@/app/api/data/surveys/[id]/responses/[response]/route";
import { POST as answerRoute } from "@/app/api/p/[slug]/answer/route";
import { GET as publicPage } from "@/app/p/[slug]/route";
import type { SurveyResponseList } from "@/lib/core/api/survey";
import { surveyFormStamp } from "@/lib/server/measured/survey/form-stamp";
import { ORIGIN, type ApiResponse, type TestClient } from "@/test/api";
import { subscriber } from "@/test/ai/helpers";
import { validated } from "@/test/experiments/helpers";
import { BROWSER } from "@/test/pitch/helpers";

export { addresses, BROWSER } from "@/test/pitch/helpers";

/** The problem survey the tests ask: a text, the "how do you handle it" choice, a 1-5 scale. */
export const surveyFields = (overrides: Record<string, unknown> = {}) => ({
  heading: "Running out of stock in a small cafe",
  intro: "Five minutes about the last time it happened.",
  questions: [
    { kind: "text", text: "When did you last run out of milk or beans?" },
    {
      kind: "choice",
      text: "How do you handle it today?",
      options: [
        "I do nothing about it",
        "I work around it myself",
        "I use a free tool or app",
        "I pay for a tool or a service",
      ],
      other: true,
    },
    {
      kind: "scale",
      text: "How much did it get in the way last month?",
      scale: "1-5",
      low: "Not at all",
      high: "A great deal",
    },
  ],
  collector: "BeanCount Ltd",
  ask_email: true,
  ...overrides,
});

export const survey = {
  draft: (client: TestClient, ideaId: string) => client.call(draft, `/api/data/surveys/draft?idea_id=${ideaId}`),
  list: (client: TestClient, ideaId: string) => client.call(listSurveys, `/api/data/surveys?idea_id=${ideaId}`),
  create: (client: TestClient, body: unknown) =>
    client.call(createSurvey, "/api/data/surveys", { method: "POST", body }),
  get: (client: TestClient, id: string) => client.call(getSurvey, `/api/data/surveys/${id}`, { params: { id } }),
  patch: (client: TestClient, id: string, body: unknown) =>
    client.call(patchSurvey, `/api/data/surveys/${id}`, { method: "PATCH", body, params: { id } }),
  delete: (client: TestClient, id: string) =>
    client.call(deleteSurvey, `/api/data/surveys/${id}`, { method: "DELETE", params: { id } }),
  responses: async (client: TestClient, id: string, format = "json") =>
    (await client.call(responses, `/api/data/surveys/${id}/responses?format=${format}`, {
      params: { id },
    })) as unknown as ApiResponse<SurveyResponseList>,
  deleteResponse: (client: TestClient, id: string, response: string) =>
    client.call(deleteResponse, `/api/data/surveys/${id}/responses/${response}`, {
      method: "DELETE",
      params: { id, response },
    }),
};

/** A respondent's GET of the public survey: its own address (through the trusted proxy hop) and user agent. */
export async function open(
  slug: string,
  { address, agent = BROWSER, headers = {} }: { address: string; agent?: string; headers?: Record<string, string> },
) {
  const request = new NextRequest(new URL(`/p/${slug}`, ORIGIN), {
    headers: { "x-forwarded-for": address, "user-agent": agent, ...headers },
  });
  const response = await publicPage(request, { params: Promise.resolve({ slug }) });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/**
 * The survey's form, posted as a browser posts it, shown `shownMsAgo` before: after the respondent's visit by default,
 * with a stamp of its own.
 */
export async function answer(
  slug: string,
  {
    address,
    fields = {},
    shownMsAgo = 5_000,
    visited = true,
    stamp,
    raw,
    contentType = "application/x-www-form-urlencoded",
    agent = BROWSER,
  }: {
    address: string;
    fields?: Record<string, string>;
    shownMsAgo?: number;
    visited?: boolean;
    stamp?: string;
    raw?: string;
    contentType?: string;
    agent?: string;
  },
) {
  if (visited) await open(slug, { address, agent });
  const t = stamp ?? surveyFormStamp(slug, Date.now() - shownMsAgo);
  const body = raw ?? new URLSearchParams({ t, s: "", ...fields }).toString();
  const request = new NextRequest(new URL(`/api/p/${slug}/answer`, ORIGIN), {
    method: "POST",
    headers: { "x-forwarded-for": address, "user-agent": agent, origin: ORIGIN, "content-type": contentType },
    body,
  });
  const response = await answerRoute(request, { params: Promise.resolve({ slug }) });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

/** A live survey on a fresh founder's validated idea; with `line`, judged into a new experiment. */
export async function liveSurvey(overrides: Record<string, unknown> = {}) {
  const client = await subscriber();
  const validation = await validated(client);
  const created = await survey.create(client, {
    idea_id: validation.idea_id,
    fields: surveyFields(),
    ...overrides,
  });
  expect(created.status, created.text).toBe(201);
  const published = await survey.patch(client, created.body.id, { status: "live" });
  expect(published.status, published.text).toBe(200);
  return { client, validation, survey: published.body };
}
