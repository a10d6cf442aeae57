import { NextRequest } from "next/server";
import { asc, eq } from "drizzle-orm";
import { POST as answerRoute } from "@/app/api/p/[slug]/answer/route";
import { getDb } from "@/db";
import { surveyResponses, surveyVisits } from "@/db/schema";
import { surveyFormStamp } from "@/lib/server/measured/survey/form-stamp";
import { ORIGIN } from "@/test/api";
import { BROWSER } from "@/test/pitch/helpers";

/** Script, a closing quote, an event handler and a backtick: what a stored XSS would try. */
export const XSS = `<script>alert(1)</script>"'><img src=x onerror=alert(1)>\``;
/** A shorter one, for the fields of 40 characters (a scale's ends). */
export const SHORT_XSS = `<img src=x onerror=alert(1)>`;

/** Distinct user agents of one browser. */
export const agents = (n: number) => Array.from({ length: n }, (_, i) => BROWSER.replace("17_0", `17_${i}`));

/**
 * A post to the answer route without a visit first, as a script sends it: `fields` as a form (a fresh stamp shown 5 s
 * ago unless `stamp`), or `json` as JSON (with the same stamp unless it has its own `t`), or `raw` as it is.
 */
export async function post(
  slug: string,
  {
    address,
    fields,
    json,
    raw,
    stamp,
    contentType,
    origin = ORIGIN,
    agent = BROWSER,
  }: {
    address: string;
    fields?: Record<string, string>;
    json?: Record<string, unknown>;
    raw?: string;
    stamp?: string;
    contentType?: string;
    origin?: string;
    agent?: string;
  },
) {
  const t = stamp ?? surveyFormStamp(slug, Date.now() - 5_000);
  const body =
    raw ?? (json ? JSON.stringify({ t, s: "", ...json }) : new URLSearchParams({ t, s: "", ...fields }).toString());
  const type = contentType ?? (json ? "application/json" : "application/x-www-form-urlencoded");
  const request = new NextRequest(new URL(`/api/p/${slug}/answer`, ORIGIN), {
    method: "POST",
    headers: { "x-forwarded-for": address, "user-agent": agent, origin, "content-type": type },
    body,
  });
  const response = await answerRoute(request, { params: Promise.resolve({ slug }) });
  return {
    status: response.status,
    location: response.headers.get("location"),
    retryAfter: response.headers.get("retry-after"),
    text: await response.text(),
  };
}

/** The survey's stored responses, oldest first, straight from the database. */
export async function storedResponses(surveyId: string) {
  const db = await getDb();
  return db
    .select()
    .from(surveyResponses)
    .where(eq(surveyResponses.pageId, surveyId))
    .orderBy(asc(surveyResponses.createdAt));
}

/** The survey's stored visit rows. */
export async function storedVisits(surveyId: string) {
  const db = await getDb();
  return db.select().from(surveyVisits).where(eq(surveyVisits.pageId, surveyId));
}

/** No answer of the list is a 5xx. */
export const serverErrors = (answers: readonly { status: number }[]) => answers.filter((a) => a.status >= 500);
