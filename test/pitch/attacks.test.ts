import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as signupRoute } from "@/app/api/p/[slug]/signup/route";
import { POST as createPage } from "@/app/api/data/pitch-pages/route";
import { getDb } from "@/db";
import { pitchSignups } from "@/db/schema";
import { subscriber } from "@/test/ai/helpers";
import { ORIGIN } from "@/test/api";
import { validated } from "@/test/experiments/helpers";
import { BROWSER, pageFields, pitch, signUp, visit } from "./helpers";

const XSS = `<script>alert(1)</script>"'><img src=x onerror=alert(1)>\``;

async function livePage(fields: Record<string, unknown> = {}) {
  const client = await subscriber();
  const validation = await validated(client);
  const created = await pitch.create(client, {
    idea_id: validation.idea_id,
    fields: pageFields(fields),
    target_percent: 10,
    due_date: "2099-12-31",
  });
  expect(created.status, created.text).toBe(201);
  await pitch.patch(client, created.body.id, { status: "live" });
  return { client, validation, page: created.body };
}

describe("the public page and the sign-up route under attack", () => {
  it("stored XSS in every field is rendered as text, with no markup and no link but the founder's http(s) one", async () => {
    const { page } = await livePage({
      headline: `H ${XSS}`,
      subheading: `S ${XSS}`,
      benefits: [`B1 ${XSS}`, `B2 ${XSS}`, `B3 ${XSS}`],
      price: `P ${XSS}`,
      collector: `C ${XSS}`,
      link: `https://example.com/?q="><script>alert(1)</script>`,
    });
    const { text } = await visit(page.slug, {
      address: "198.51.100.1",
      query: `?utm_source=${encodeURIComponent(XSS)}&n=${encodeURIComponent(XSS)}`,
    });
    expect(text).not.toMatch(/<script|<img|javascript:/i);
    const tags = [...text.matchAll(/<([a-z]+)\b([^>]*)>/gi)];
    const allowed = ["html", "head", "meta", "title", "style", "body", "main", "h1", "p", "ul", "li", "form"];
    allowed.push("label", "input", "div", "button", "a", "footer");
    expect(tags.filter(([, name]) => !allowed.includes(name!.toLowerCase()))).toEqual([]);
    // No attribute starts an event handler: every quote a field held is escaped.
    expect(tags.filter(([, , attributes]) => /\son[a-z]+=/i.test(attributes!.replace(/"[^"]*"/g, '""')))).toEqual([]);
    expect(text.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)!.length).toBeGreaterThanOrEqual(7);
    const links = [...text.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(2);
    expect(links[0]).toContain('rel="nofollow ugc noopener"');
    expect(links[0]).toMatch(/^<a href="https:\/\/example\.com\/\?q=&quot;&gt;&lt;script&gt;/);
    expect(links[1]).toMatch(/^<a href="mailto:hello@launchlens\.app\?subject=Report%20pitch%20page%20/);
  });

  it("refuses a link that is not http(s), NUL bytes, huge and malformed bodies, with no 5xx", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const base = { idea_id, target_percent: 10, due_date: "2099-12-31" };
    for (const link of ["javascript:alert(1)", "data:text/html,<b>", "https://user:pw@example.com", "//evil.example"]) {
      const answer = await pitch.create(client, { ...base, fields: pageFields({ link }) });
      expect(answer.status, link).toBe(400);
    }
    for (const field of ["headline", "subheading", "collector", "price"]) {
      const answer = await pitch.create(client, { ...base, fields: pageFields({ [field]: "a\u0000b" }) });
      expect(answer.status, field).toBe(400);
    }
    expect(
      (await pitch.create(client, { ...base, fields: pageFields({ benefits: ["1", "2", "3", "4"] }) })).status,
    ).toBe(400);
    expect((await pitch.create(client, { ...base, fields: pageFields({ headline: "x".repeat(91) }) })).status).toBe(
      400,
    );
    const huge = await client.call(createPage, "/api/data/pitch-pages", {
      method: "POST",
      rawBody: JSON.stringify({ ...base, fields: pageFields({ subheading: "x".repeat(100_000) }) }),
      headers: { "content-type": "application/json" },
    });
    expect(huge.status).toBe(413);
    const malformed = await client.call(createPage, "/api/data/pitch-pages", {
      method: "POST",
      rawBody: '{"idea_id": ',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect((await pitch.get(client, "not-a-uuid")).status).toBe(400);
    expect((await pitch.list(client, idea_id)).body.data).toEqual([]);

    const { page } = await livePage();
    const answers = await Promise.all([
      signUp(page.slug, { address: "198.51.100.2", raw: "x".repeat(100_000) }),
      signUp(page.slug, { address: "198.51.100.2", raw: '{"email": ', contentType: "application/json" }),
      signUp(page.slug, { address: "198.51.100.2", raw: "<xml/>", contentType: "text/xml" }),
      signUp(page.slug, { address: "198.51.100.2", email: "a\u0000@example.com" }),
      signUp(page.slug, { address: "198.51.100.2", email: `${XSS}@example.com` }),
      signUp(page.slug, { address: "198.51.100.2", raw: "email=%00%ff%fe&t=1" }),
      signUp("../../etc/passwd", { address: "198.51.100.2", email: "x@example.com" }),
      signUp("no-such-page-0000000000", { address: "198.51.100.2", email: "x@example.com" }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([413, 400, 415, 303, 303, 303, 404, 404]);
    expect(answers[3]!.location).toMatch(/n=invalid/);
    expect(answers[4]!.location).toMatch(/n=invalid/);
    const db = await getDb();
    expect(await db.select().from(pitchSignups).where(eq(pitchSignups.pageId, page.id))).toEqual([]);
  });

  it("the same address twice at once is one row; a flood from one address is refused after its limit", async () => {
    const { client, page } = await livePage();
    const twice = await Promise.all([
      signUp(page.slug, { address: "198.51.100.3", email: "same@example.com" }),
      signUp(page.slug, { address: "198.51.100.4", email: "SAME@example.com" }),
    ]);
    expect(twice.map((a) => a.status)).toEqual([303, 303]);
    expect((await pitch.signups(client, page.id)).body.data.map((row) => row.email)).toEqual(["same@example.com"]);
    const flood = [];
    for (let i = 0; i < 14; i++)
      flood.push(await signUp(page.slug, { address: "198.51.100.5", email: `f${i}@example.com` }));
    expect(flood.filter((a) => a.location?.includes("n=joined"))).toHaveLength(10);
    expect(flood.filter((a) => a.location?.includes("n=limited"))).toHaveLength(4);
    expect((await pitch.signups(client, page.id)).body.data).toHaveLength(11);
  });

  it("refuses a sign-up another site posts, and never lets anyone but the founder read or change the page", async () => {
    const { client, page } = await livePage();
    const request = new NextRequest(new URL(`/api/p/${page.slug}/signup`, ORIGIN), {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "198.51.100.6",
        "user-agent": BROWSER,
      },
      body: "email=victim%40example.com",
    });
    expect((await signupRoute(request, { params: Promise.resolve({ slug: page.slug }) })).status).toBe(403);
    const stranger = await subscriber();
    expect((await pitch.patch(stranger, page.id, { fields: pageFields({ headline: "Hacked" }) })).status).toBe(404);
    expect((await pitch.get(client, page.id)).body.fields.headline).toBe("Stock that orders itself");
    const noSession = await pitch.get(new (await import("@/test/api")).TestClient(), page.id);
    expect(noSession.status).toBe(401);
  });
});
