import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { pitchSignups, pitchVisits, users } from "@/db/schema";
import { DELETE as deleteIdea } from "@/app/api/data/ideas/[id]/route";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { GET as accountExport } from "@/app/api/data/account-export/route";
import { PASSWORD } from "@/test/auth/helpers";
import { settleBackgroundWork } from "@/lib/server/background";
import { judgeDuePages } from "@/lib/server/measured/pitch/judge";
import { subscriber } from "@/test/ai/helpers";
import { emailsTo } from "@/test/api";
import { api, validated } from "@/test/experiments/helpers";
import { addresses, BROWSER, livePage, pitch, signUp, visit } from "./helpers";

describe("a pitch page from a validation's next step", () => {
  it("is drafted by code, created as a draft hidden from visitors, published, and served escaped", async () => {
    const client = await subscriber();
    const validation = await validated(client);
    const drafted = await pitch.draft(client, validation.idea_id);
    expect(drafted.status).toBe(200);
    expect(drafted.body.fields.headline.length).toBeGreaterThan(0);
    const created = await pitch.create(client, {
      idea_id: validation.idea_id,
      fields: drafted.body.fields,
      target_percent: 10,
      due_date: "2099-12-31",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "draft", min_visitors: 100, indexable: false });
    expect((await visit(created.body.slug, { address: "203.0.113.1" })).status).toBe(404);
    // The founder's preview shows the draft; its form takes nothing until the page is published.
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const preview = await visit(created.body.slug, { address: "203.0.113.1", headers: { cookie } });
    expect(preview.text).toContain("Preview: only you can see this page until you publish it.");
    expect((await signUp(created.body.slug, { address: "203.0.113.1", email: "early@example.com" })).location).toMatch(
      /n=closed/,
    );
    const live = await pitch.patch(client, created.body.id, { status: "live" });
    const page = await visit(live.body.slug, { address: "203.0.113.1" });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(Buffer.byteLength(page.text)).toBeLessThan(20 * 1024);
    const experiments = await api.list(client, validation.idea_id);
    expect((experiments.body.data as { metric: string; unit: string }[])[0]).toMatchObject({
      metric: "Pitch page sign-up rate",
      unit: "%",
    });
    // Indexing on: no robots line, no header.
    await pitch.patch(client, created.body.id, { indexable: true });
    const indexed = await visit(live.body.slug, { address: "203.0.113.2" });
    expect(indexed.headers.get("x-robots-tag")).toBeNull();
    expect(indexed.text).not.toContain("noindex");
  });

  it("counts visitors once a day, not bots, prefetches or the founder; sources and sign-ups; dedupes; CSV; deletes", async () => {
    const { client, page } = await livePage({ min_visitors: 100 });
    const [a, b, c] = addresses(3);
    await visit(page.slug, { address: a!, query: "?utm_source=newsletter" });
    await visit(page.slug, { address: a!, query: "?utm_source=newsletter" });
    await visit(page.slug, { address: b!, headers: { referer: "https://www.reddit.com/r/cafes" } });
    await visit(page.slug, { address: c!, agent: "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    await visit(page.slug, { address: c!, agent: BROWSER.replace("Safari", "HeadlessChrome") });
    await visit(page.slug, { address: c!, headers: { "sec-purpose": "prefetch" } });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    await visit(page.slug, { address: c!, headers: { cookie } });
    let served = (await pitch.get(client, page.id)).body;
    expect(served.figure).toMatchObject({ visitors: 2, signups: 0, tooFew: true });

    expect((await signUp(page.slug, { address: a!, email: "Ann@Example.com", source: "newsletter" })).location).toBe(
      `http://localhost:3000/p/${page.slug}?n=joined#email`,
    );
    expect(
      (await signUp(page.slug, { address: a!, email: "ann@example.com ", source: "newsletter" })).location,
    ).toMatch(/n=already/);
    // A bot: the hidden field filled, or sent at once: thanked, nothing stored.
    const bot = { address: c!, visited: false };
    await signUp(page.slug, { ...bot, email: "bot1@example.com", extra: { website: "spam" } });
    await signUp(page.slug, { ...bot, email: "bot2@example.com", shownMsAgo: 100 });
    await signUp(page.slug, { ...bot, email: "bot3@example.com", extra: { t: "123.forged" } });
    await signUp(page.slug, { ...bot, email: "bot4@example.com", shownMsAgo: 25 * 60 * 60_000 });
    await signUp(page.slug, { address: b!, email: "bea@example.com", source: "reddit.com" });
    served = (await pitch.get(client, page.id)).body;
    expect(served.figure).toMatchObject({ visitors: 2, signups: 2, rate: 100 });
    expect(served.sources).toEqual([
      { source: "newsletter", visitors: 1, signups: 1 },
      { source: "reddit.com", visitors: 1, signups: 1 },
    ]);
    const list = await pitch.signups(client, page.id);
    expect(list.body.data.map((row) => row.email)).toEqual(["ann@example.com", "bea@example.com"]);
    expect(list.body.data[0]!.consent).toContain("BeanCount Ltd collects your e-mail address");
    const csv = await pitch.signups(client, page.id, "csv");
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.text.split("\r\n")[0]).toBe('"email","source","signed_up_at","consent"');
    expect(csv.text).toContain('"ann@example.com","newsletter"');
    expect((await pitch.deleteSignup(client, page.id, list.body.data[0]!.id)).status).toBe(200);
    expect((await pitch.signups(client, page.id)).body.data).toHaveLength(1);

    // Another founder: every call is a 404.
    const stranger = await subscriber();
    expect((await pitch.get(stranger, page.id)).status).toBe(404);
    expect((await pitch.patch(stranger, page.id, { status: "paused" })).status).toBe(404);
    expect((await pitch.signups(stranger, page.id)).status).toBe(404);
    expect((await pitch.deleteSignup(stranger, page.id, list.body.data[1]!.id)).status).toBe(404);
    expect((await pitch.delete(stranger, page.id)).status).toBe(404);

    // Paused: the page says so and takes nothing.
    await pitch.patch(client, page.id, { status: "paused" });
    expect((await visit(page.slug, { address: "203.0.113.77" })).text).toContain("paused");
    expect((await signUp(page.slug, { address: "203.0.113.77", email: "late@example.com" })).location).toMatch(
      /n=closed/,
    );
    // Deleted: visits and sign-ups go with it.
    expect((await pitch.delete(client, page.id)).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(pitchSignups).where(eq(pitchSignups.pageId, page.id))).toEqual([]);
    expect(await db.select().from(pitchVisits).where(eq(pitchVisits.pageId, page.id))).toEqual([]);
    expect((await visit(page.slug, { address: a! })).status).toBe(404);
  });

  it("judges itself at the minimum of visitors: the result is recorded, the verdict moves, the founder is told", async () => {
    const { client, validation, page } = await livePage({ min_visitors: 10, target_percent: 50 });
    const before = (await api.decision(client, validation.idea_id)).body;
    const visitors = addresses(10);
    for (const address of visitors.slice(0, 9)) await visit(page.slug, { address, query: "?utm_source=x" });
    await signUp(page.slug, { address: visitors[0]!, email: "one@example.com" });
    await settleBackgroundWork();
    expect((await pitch.get(client, page.id)).body.judged_at).toBeNull();
    await visit(page.slug, { address: visitors[9]!, query: "?utm_source=y" });
    await settleBackgroundWork();
    const judged = (await pitch.get(client, page.id)).body;
    expect(judged.judged_at).not.toBeNull();
    const [experiment] = (await api.list(client, validation.idea_id)).body.data as {
      status: string;
      result: { value: number; denominator: number; notes: string };
    }[];
    // 1 of 10 is 10 % (95 % interval 1.8–40.4 %), wholly under the 50 % line: failed, decided as a typed result is.
    expect(experiment).toMatchObject({ status: "failed", result: { value: 1, denominator: 10 } });
    expect(experiment!.result.notes).toContain("once its sample could tell");
    // Measured by LaunchLens, on the rung the page's price puts it (issue 47).
    expect(experiment!.result).toMatchObject({ source: "pitch", rung: "signed_up_priced", shown: page.fields.price });
    const after = (await api.decision(client, validation.idea_id)).body;
    expect(after.reasons).not.toEqual(before.reasons);
    const [mail] = await emailsTo(await ownerEmail(client));
    expect(mail!.subject).toBe("Your pitch page did not pass its pass line");
    expect(mail!.text).toContain("1 sign-up of 10 unique visitors, 10%");
    // The founder can still add a result (notes, evidence) by hand; more visitors judge nothing again.
    await visit(page.slug, { address: "203.0.113.99" });
    await settleBackgroundWork();
    expect((await api.list(client, validation.idea_id)).body.data[0]).toMatchObject({ history: [] });
  });

  it("judges at the due date in the maintenance pass, and stops taking sign-ups when the plan ends", async () => {
    const { client, validation, page } = await livePage({ min_visitors: 100, target_percent: 10 });
    const [a, b] = addresses(2);
    await visit(page.slug, { address: a! });
    await visit(page.slug, { address: b! });
    await signUp(page.slug, { address: a!, email: "a@example.com" });
    await settleBackgroundWork();
    expect(await judgeDuePages(await getDb(), "2100-01-01")).toBeGreaterThanOrEqual(1);
    const [experiment] = (await api.list(client, validation.idea_id)).body.data as { status: string }[];
    expect(experiment!.status).toBe("passed");

    const db = await getDb();
    await db
      .update(users)
      .set({ subscription: null })
      .where(eq(users.email, await ownerEmail(client)));
    const closed = await visit(page.slug, { address: "203.0.113.50" });
    expect(closed.text).toContain("This page is closed");
    expect((await signUp(page.slug, { address: "203.0.113.50", email: "c@example.com" })).location).toMatch(/n=closed/);
    expect((await pitch.signups(client, page.id)).body.data).toHaveLength(1);
  });

  it("goes with its idea", async () => {
    const { client, validation, page } = await livePage();
    await visit(page.slug, { address: "203.0.113.60" });
    await client.call(deleteIdea, `/api/data/ideas/${validation.idea_id}`, {
      method: "DELETE",
      params: { id: validation.idea_id },
    });
    expect((await visit(page.slug, { address: "203.0.113.61" })).status).toBe(404);
    expect((await pitch.get(client, page.id)).status).toBe(404);
  });
});

describe("the account's data", () => {
  it("the download holds the pages with their sign-ups; deleting the account takes them all", async () => {
    const { client, page } = await livePage();
    await visit(page.slug, { address: "203.0.113.70" });
    await signUp(page.slug, { address: "203.0.113.70", email: "kept@example.com", source: "blog" });
    const exported = await client.call(accountExport, "/api/data/account-export");
    expect(exported.status).toBe(200);
    const data = JSON.parse(exported.text) as { pitch_pages: { slug: string; signups: { email: string }[] }[] };
    expect(data.pitch_pages).toMatchObject([{ slug: page.slug, signups: [{ email: "kept@example.com" }] }]);
    const gone = await client.call(deleteAccount, "/api/auth/delete-account", {
      method: "DELETE",
      body: { password: PASSWORD },
    });
    expect(gone.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(pitchSignups).where(eq(pitchSignups.pageId, page.id))).toEqual([]);
    expect(await db.select().from(pitchVisits).where(eq(pitchVisits.pageId, page.id))).toEqual([]);
    expect((await visit(page.slug, { address: "203.0.113.71" })).status).toBe(404);
  });
});

describe("counts under load", () => {
  it("50 concurrent visits from distinct addresses and 30 concurrent sign-ups with duplicates lose and double nothing", async () => {
    const { client, page } = await livePage({ min_visitors: 1000 });
    const visitors = addresses(50);
    // Each visitor twice at once: 100 requests, 50 visitor-days.
    const visits = await Promise.all(
      [...visitors, ...visitors].map((address, i) =>
        visit(page.slug, { address, query: i % 2 ? "?utm_source=ads" : "?utm_source=blog" }),
      ),
    );
    expect(visits.every((answer) => answer.status === 200)).toBe(true);
    // 30 sign-ups: 15 addresses, each twice at once, from 30 distinct visitors.
    const senders = visitors.slice(0, 30);
    const signups = await Promise.all(
      senders.map((address, i) => signUp(page.slug, { address, email: `load${i % 15}@example.com` })),
    );
    expect(signups.every((answer) => answer.status === 303)).toBe(true);
    await settleBackgroundWork();
    const served = (await pitch.get(client, page.id)).body;
    expect(served.figure).toMatchObject({ visitors: 50, signups: 15 });
    expect(served.sources.reduce((sum, s) => sum + s.visitors, 0)).toBe(50);
    expect((await pitch.signups(client, page.id)).body.data).toHaveLength(15);
  });
});

async function ownerEmail(client: Awaited<ReturnType<typeof subscriber>>) {
  const { GET: user } = await import("@/app/api/auth/user/route");
  const answer = await client.call(user, "/api/auth/user");
  return (answer.body as { email: string }).email;
}
