import { NextRequest } from "next/server";
import { GET as listPages, POST as createPage } from "@/app/api/data/pitch-pages/route";
import { GET as draft } from "@/app/api/data/pitch-pages/draft/route";
import { DELETE as deletePage, GET as getPage, PATCH as patchPage } from "@/app/api/data/pitch-pages/[id]/route";
import { GET as signups } from "@/app/api/data/pitch-pages/[id]/signups/route";
import { DELETE as deleteSignup } from "@/app/api/data/pitch-pages/[id]/signups/[signup]/route";
import { POST as signupRoute } from "@/app/api/p/[slug]/signup/route";
import { GET as publicPage } from "@/app/p/[slug]/route";
import { ORIGIN, type ApiResponse, type TestClient } from "@/test/api";
import type { PitchSignupList } from "@/lib/core/api/pitch";
import { expect } from "vitest";
import { subscriber } from "@/test/ai/helpers";
import { validated } from "@/test/experiments/helpers";
import { formStamp } from "@/lib/server/measured/pitch/form-stamp";

export const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

export const pageFields = (overrides: Record<string, unknown> = {}) => ({
  headline: "Stock that orders itself",
  subheading: "BeanCount predicts your milk and bean orders from last week's sales.",
  benefits: ["No more running out of oat milk", "Orders in one tap", "Less waste"],
  price: "$29 a month",
  cta: "waitlist",
  collector: "BeanCount Ltd",
  link: "https://beancount.example/about",
  ...overrides,
});

export const pitch = {
  draft: (client: TestClient, ideaId: string) => client.call(draft, `/api/data/pitch-pages/draft?idea_id=${ideaId}`),
  list: (client: TestClient, ideaId: string) => client.call(listPages, `/api/data/pitch-pages?idea_id=${ideaId}`),
  create: (client: TestClient, body: unknown) =>
    client.call(createPage, "/api/data/pitch-pages", { method: "POST", body }),
  get: (client: TestClient, id: string) => client.call(getPage, `/api/data/pitch-pages/${id}`, { params: { id } }),
  patch: (client: TestClient, id: string, body: unknown) =>
    client.call(patchPage, `/api/data/pitch-pages/${id}`, { method: "PATCH", body, params: { id } }),
  delete: (client: TestClient, id: string) =>
    client.call(deletePage, `/api/data/pitch-pages/${id}`, { method: "DELETE", params: { id } }),
  signups: async (client: TestClient, id: string, format = "json") =>
    (await client.call(signups, `/api/data/pitch-pages/${id}/signups?format=${format}`, {
      params: { id },
    })) as unknown as ApiResponse<PitchSignupList>,
  deleteSignup: (client: TestClient, id: string, signup: string) =>
    client.call(deleteSignup, `/api/data/pitch-pages/${id}/signups/${signup}`, {
      method: "DELETE",
      params: { id, signup },
    }),
};

/** A visitor's GET of the public page: its own address (through the trusted proxy hop) and user agent. */
export async function visit(
  slug: string,
  {
    address,
    agent = BROWSER,
    query = "",
    headers = {},
  }: { address: string; agent?: string; query?: string; headers?: Record<string, string> },
) {
  const request = new NextRequest(new URL(`/p/${slug}${query}`, ORIGIN), {
    headers: { "x-forwarded-for": address, "user-agent": agent, ...headers },
  });
  const response = await publicPage(request, { params: Promise.resolve({ slug }) });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/**
 * The page's form, posted as a browser posts it (same origin), shown `shownMsAgo` before: by default after the visitor's
 * visit of the page (`visit: false` posts without one), with a stamp of its own (`stamp` to send a given one).
 */
export async function signUp(
  slug: string,
  {
    address,
    email,
    source = "",
    shownMsAgo = 5_000,
    extra = {},
    raw,
    contentType = "application/x-www-form-urlencoded",
    visited = true,
    stamp,
  }: {
    address: string;
    email?: string;
    source?: string;
    shownMsAgo?: number;
    extra?: Record<string, string>;
    raw?: string;
    contentType?: string;
    visited?: boolean;
    stamp?: string;
  },
) {
  if (visited) await visit(slug, { address });
  const t = stamp ?? formStamp(slug, Date.now() - shownMsAgo);
  const form = new URLSearchParams({ email: email ?? "", t, s: source, ...extra });
  const request = new NextRequest(new URL(`/api/p/${slug}/signup`, ORIGIN), {
    method: "POST",
    headers: { "x-forwarded-for": address, "user-agent": BROWSER, origin: ORIGIN, "content-type": contentType },
    body: raw ?? form.toString(),
  });
  const response = await signupRoute(request, { params: Promise.resolve({ slug }) });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

let block = 0;
/** Addresses no other call of this file has used. */
export const addresses = (n: number) => {
  block++;
  return Array.from({ length: n }, (_, i) => `10.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`);
};

/** A live pitch page on a fresh founder's validated idea, from its first next step. */
export async function livePage(overrides: Record<string, unknown> = {}) {
  const client = await subscriber();
  const validation = await validated(client);
  const created = await pitch.create(client, {
    idea_id: validation.idea_id,
    fields: pageFields(),
    target_percent: 20,
    min_visitors: 10,
    due_date: "2099-12-31",
    factor: validation.next_steps[0]!.factor,
    from_report_id: validation.id,
    from_item: "next_steps/0",
    ...overrides,
  });
  expect(created.status, created.text).toBe(201);
  const published = await pitch.patch(client, created.body.id, { status: "live" });
  expect(published.status).toBe(200);
  return { client, validation, page: published.body };
}
