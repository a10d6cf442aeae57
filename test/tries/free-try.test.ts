import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as readTry, POST as startTry } from "@/app/api/try/route";
import { GET as readStamp } from "@/app/api/try/stamp/route";
import { POST as authenticate } from "@/app/api/auth/authenticate/route";
import { GET as user } from "@/app/api/auth/user/route";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { claimedTrialPath } from "@/lib/core/tries/policy";
import { GET as readIdea } from "@/app/api/data/ideas/[id]/route";
import { POST as saveValidation } from "@/app/api/(legacy)/data/save-validator-report/route";
import { getDb } from "@/db";
import { aiUsage, freeTries, ideas, reports } from "@/db/schema";
import { settleBackgroundWork } from "@/lib/server/background";
import { forgetEnv } from "@/lib/server/env";
import { runMaintenance } from "@/lib/server/maintenance";
import { tryCountsSince } from "@/lib/server/tries/counts";
import { tryStamp } from "@/lib/server/tries/admit";
import { formStamp, readFormStamp } from "@/lib/server/measured/pitch/form-stamp";
import { TRY_MIN_SUBMIT_MS } from "@/lib/core/tries/policy";
import { TestClient } from "@/test/api";
import { parseEvents, subscriber } from "@/test/ai/helpers";
import { PASSWORD, signUp } from "@/test/auth/helpers";
import { TurnstileStandIn } from "@/test/turnstile-standin";

const IDEA = "A booking app for independent dog groomers that fills cancelled slots from a waitlist of nearby owners.";
const EVIDENCE =
  'Groomer in Leeds: "Every cancelled slot is forty pounds I never get back, and it happens twice a week."';

const tryIdea = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.call(startTry, "/api/try", {
    method: "POST",
    body: { prompt: IDEA, evidence: EVIDENCE, stamp: tryStamp(Date.now() - 9_000), ...body },
    headers: { accept: "text/event-stream" },
  });

async function triedOnce(client = new TestClient()) {
  const response = await tryIdea(client);
  await settleBackgroundWork();
  expect(response.status).toBe(200);
  return { client, events: parseEvents(response.text) };
}

const withEnv = async <T>(values: Record<string, string>, run: () => Promise<T>): Promise<T> => {
  Object.assign(process.env, values);
  forgetEnv();
  try {
    return await run();
  } finally {
    for (const key of Object.keys(values)) delete process.env[key];
    forgetEnv();
  }
};

describe("a free try", () => {
  it("streams one idea validation to a visitor without an account, readable again from their browser only", async () => {
    const { client, events } = await triedOnce();
    expect(events[0]!.event).toBe("partial");
    const done = events.find((event) => event.event === "done")!.data;
    expect(done).toMatchObject({ kind: "iv", demo: true });
    expect(Object.keys(done.scores as object)).toHaveLength(8);
    expect(done).toHaveProperty("market_size");
    // The cookies a browser keeps: the try's own and today's marker, both httpOnly.
    expect([...client.cookies.keys()].sort()).toEqual(["ll_tried", "ll_try"]);

    const again = await client.call(readTry, "/api/try");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "finished", prompt: IDEA, evidence: EVIDENCE });
    expect(again.body.report).toMatchObject({ kind: "iv", overall_score: done.overall_score });

    // Anyone else: no cookie, a made-up one, or another try's id, finds nothing.
    expect((await new TestClient().call(readTry, "/api/try")).status).toBe(204);
    const stranger = new TestClient();
    stranger.cookies.set("ll_try", "x".repeat(43));
    expect((await stranger.call(readTry, "/api/try")).status).toBe(204);
    const [row] = await (await getDb()).select({ id: freeTries.id, tokenHash: freeTries.tokenHash }).from(freeTries);
    stranger.cookies.set("ll_try", row!.id);
    expect((await stranger.call(readTry, "/api/try")).status).toBe(204);
    // Only the token's HMAC is stored.
    expect(row!.tokenHash).not.toBe(client.cookies.get("ll_try"));

    // Its model calls are counted without a user.
    const usage = await (await getDb()).select().from(aiUsage).where(eq(aiUsage.kind, "try"));
    expect(usage.length).toBeGreaterThan(0);
    expect(usage.every((call) => call.userId === null)).toBe(true);
  });

  it("is one a day: the same browser, then another browser on the same address, are offered the trial", async () => {
    const { client } = await triedOnce();
    const sameBrowser = await tryIdea(client);
    expect(sameBrowser.status).toBe(429);
    expect(sameBrowser.body).toMatchObject({ reason: "browser-daily", offer_trial: true });
    expect(sameBrowser.body.message).toMatch(/7-day trial/);

    const sameAddress = await tryIdea(new TestClient(client.address));
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.body).toMatchObject({ reason: "address-daily", offer_trial: true });
    expect(sameAddress.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("lets one of two tries sent at once from one address through", async () => {
    const address = new TestClient().address;
    const answers = await Promise.all([tryIdea(new TestClient(address)), tryIdea(new TestClient(address))]);
    await settleBackgroundWork();
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
  });

  it("refuses an oversized body, malformed JSON and NUL bytes with a 4xx, storing nothing", async () => {
    const db = await getDb();
    const before = (await db.select({ id: freeTries.id }).from(freeTries)).length;
    const huge = await new TestClient().call(startTry, "/api/try", {
      method: "POST",
      rawBody: JSON.stringify({ prompt: IDEA, evidence: "x".repeat(200_000), stamp: tryStamp(Date.now() - 9_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(huge.status).toBe(413);
    const malformed = await new TestClient().call(startTry, "/api/try", {
      method: "POST",
      rawBody: '{"prompt": "A booking app',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const nul = await tryIdea(new TestClient(), { prompt: `${IDEA}\u0000` });
    expect(nul.status).toBe(400);
    expect((await db.select({ id: freeTries.id }).from(freeTries)).length).toBe(before);
  });

  it("stops at the global daily cap", async () => {
    await withEnv({ FREE_TRIES_PER_DAY: "0" }, async () => {
      const refused = await tryIdea(new TestClient());
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ reason: "global-cap", offer_trial: true });
    });
  });

  it("turns simple bots away and counts every refusal by its reason, without personal data", async () => {
    const before = await tryCountsSince(await getDb(), 1);
    const bot = await tryIdea(new TestClient(), { website: "https://spam.example" });
    expect(bot.status).toBe(400);
    expect(bot.body.reason).toBe("bot");
    const quick = await tryIdea(new TestClient(), { stamp: tryStamp(Date.now() - 400) });
    expect(quick.status).toBe(400);
    expect(quick.body).toMatchObject({ reason: "too-fast", offer_trial: false });
    const after = await tryCountsSince(await getDb(), 1);
    expect((after["refused:bot"] ?? 0) - (before["refused:bot"] ?? 0)).toBe(1);
    expect((after["refused:too-fast"] ?? 0) - (before["refused:too-fast"] ?? 0)).toBe(1);
    // A refused try stores nothing.
    const stored = await (await getDb()).select().from(freeTries).where(eq(freeTries.prompt, "spam"));
    expect(stored).toHaveLength(0);
  });

  it("refuses bad input with the app's words, keeping nothing", async () => {
    const short = await tryIdea(new TestClient(), { prompt: "hi" });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/at least 10 characters/);
    const missing = await new TestClient().call(startTry, "/api/try", { method: "POST", body: { prompt: IDEA } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/stamp must be the signed stamp of GET \/api\/try\/stamp/);
  });

  it("counts the minimum time from the server's signed stamp, never from a number the client sends", async () => {
    // The old field is no pass: without the server's stamp there is no try.
    const claimed = await new TestClient().call(startTry, "/api/try", {
      method: "POST",
      body: { prompt: IDEA, elapsed_ms: 9_000 },
    });
    expect(claimed.status).toBe(400);
    // A stamp the server did not sign, one of a pitch page's form, a day-old one, one from the future: a bot's.
    const forged = `${Date.now() - 9_000}.${"A".repeat(16)}`;
    const stale = tryStamp(Date.now() - 25 * 60 * 60_000);
    const future = tryStamp(Date.now() + 60_000);
    for (const stamp of [forged, formStamp("a-page", Date.now() - 9_000), stale, future, "9000"]) {
      const refused = await tryIdea(new TestClient(), { stamp });
      expect(refused.status, stamp).toBe(400);
      expect(refused.body, stamp).toMatchObject({ reason: "bot" });
    }
    // Nor does a try's stamp pass a pitch page's sign-up form.
    expect(readFormStamp("a-page", tryStamp(Date.now() - 9_000))).toBeNull();
  });

  it("takes a pasted idea sent three seconds after its form appeared, however quick the typing", async () => {
    // The form asks for its stamp as it appears; the idea is pasted and sent at once: too soon by the server's clock.
    const client = new TestClient();
    const { body } = await client.call(readStamp, "/api/try/stamp");
    const atOnce = await tryIdea(client, { stamp: body.stamp });
    expect(atOnce.body).toMatchObject({ reason: "too-fast" });
    // The try page waits out the rest of the minimum (useTry), and the same stamp then lets it through.
    await new Promise((resolve) => setTimeout(resolve, TRY_MIN_SUBMIT_MS));
    const waited = await tryIdea(client, { stamp: body.stamp });
    await settleBackgroundWork();
    expect(waited.status).toBe(200);
    expect(parseEvents(waited.text).some((event) => event.event === "done")).toBe(true);
  });

  it("moves into the account on sign-up from that browser, as version 1 of a new idea, exactly once", async () => {
    const { client, events } = await triedOnce();
    const tried = events.find((event) => event.event === "done")!.data;
    const replayed = client.cookies.get("ll_try")!;
    const account = await signUp(client);
    const db = await getDb();
    const [idea] = await db
      .select()
      .from(ideas)
      .where(eq(ideas.userId, (await userIdOf(account.email))!));
    expect(idea).toMatchObject({ prompt: IDEA, evidence: EVIDENCE });
    const [report] = await db.select().from(reports).where(eq(reports.ideaId, idea!.id));
    expect(report).toMatchObject({ kind: "iv", version: 1, evidence: EVIDENCE, madeByServer: true, isDemo: true });
    expect(report!.savedAt).not.toBeNull();
    expect((report!.data as { overall_score: number }).overall_score).toBe(tried.overall_score);
    // The browser's try is gone, its cookie cleared; today's marker stays.
    expect(client.cookies.has("ll_try")).toBe(false);
    expect((await client.call(readTry, "/api/try")).status).toBe(204);
    const seen = await client.call(readIdea, `/api/data/ideas/${idea!.id}`, { params: { id: idea!.id } });
    expect(seen.status).toBe(200);

    // The old cookie replayed by another account's log-in claims nothing.
    const other = await signUp(new TestClient());
    const replay = new TestClient();
    replay.cookies.set("ll_try", replayed);
    const login = await replay.call(authenticate, "/api/auth/authenticate", {
      method: "POST",
      body: { email: other.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.claimed_idea_id).toBeUndefined();
    expect(
      await db
        .select()
        .from(ideas)
        .where(eq(ideas.userId, (await userIdOf(other.email))!)),
    ).toHaveLength(0);
  });

  it("hands the visitor a copy to read, which saved into an account is not the server's", async () => {
    const { client } = await triedOnce();
    const kept = await client.call(readTry, "/api/try");
    const report = kept.body.report!;
    expect(report).not.toHaveProperty("provenance");
    const founder = await subscriber();
    const saved = await founder.call(saveValidation, "/api/data/save-validator-report", {
      method: "POST",
      body: { data: report, prompt: IDEA, evidence: EVIDENCE },
    });
    expect(saved.status).toBe(201);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(reports)
      .where(eq(reports.id, saved.body.id as string));
    expect(row).toMatchObject({ madeByServer: false, isDemo: true });
  });

  it("starts the trial its button promised, and the checkout opens the kept idea", async () => {
    const { client } = await triedOnce();
    const account = await signUp(client);
    const [idea] = await (
      await getDb()
    )
      .select()
      .from(ideas)
      .where(eq(ideas.userId, (await userIdOf(account.email))!));
    const started = await client.call(checkout, claimedTrialPath(idea!.id));
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe(`http://localhost:3000/app/ideas/${idea!.id}?from=try`);
    expect((await client.call(user, "/api/auth/user")).body).toMatchObject({
      subscription_status: "trialing",
      has_access: true,
    });
    // Followed again once subscribed, it opens the idea without starting anything.
    expect((await client.call(checkout, claimedTrialPath(idea!.id))).headers.get("location")).toBe(
      `http://localhost:3000/app/ideas/${idea!.id}?from=try`,
    );
    expect((await client.call(checkout, "/api/billing/checkout?interval=month&idea=../../evil")).body).toEqual({
      message: "idea must be an idea's id.",
    });
  });

  it("is claimed once when two tabs log in at the same moment", async () => {
    const account = await signUp(new TestClient());
    const { client } = await triedOnce();
    const token = client.cookies.get("ll_try")!;
    const tabs = [new TestClient(client.address), new TestClient(client.address)];
    for (const tab of tabs) tab.cookies.set("ll_try", token);
    const answers = await Promise.all(
      tabs.map((tab) =>
        tab.call(authenticate, "/api/auth/authenticate", {
          method: "POST",
          body: { email: account.email, password: PASSWORD },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.body.claimed_idea_id)).toHaveLength(1);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(ideas)
        .where(eq(ideas.userId, (await userIdOf(account.email))!)),
    ).toHaveLength(1);
  });

  it("is deleted by maintenance once its 24 hours are over", async () => {
    const { client } = await triedOnce();
    const db = await getDb();
    await db.update(freeTries).set({ expiresAt: new Date(Date.now() - 1_000) });
    expect((await client.call(readTry, "/api/try")).status).toBe(204);
    const counts = await runMaintenance(db);
    expect(counts.free_tries).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(freeTries)).toHaveLength(0);
  });
});

async function userIdOf(email: string) {
  const { users } = await import("@/db/schema");
  const [user] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, email));
  return user?.id;
}

describe("a free try with Turnstile configured", () => {
  const siteverify = new TurnstileStandIn();
  const env: Record<string, string> = {};
  beforeAll(async () => Object.assign(env, siteverify.env(await siteverify.start())));
  afterAll(() => siteverify.stop());

  it("lets a token Cloudflare accepts through, and refuses a missing or rejected one", async () => {
    await withEnv(env, async () => {
      const missing = await tryIdea(new TestClient());
      expect(missing.status).toBe(403);
      expect(missing.body.reason).toBe("turnstile");
      const rejected = await tryIdea(new TestClient(), { turnstile_token: "forged" });
      expect(rejected.status).toBe(403);
      const visitor = new TestClient();
      const accepted = await tryIdea(visitor, { turnstile_token: "good-token" });
      await settleBackgroundWork();
      expect(accepted.status).toBe(200);
      const last = siteverify.forms.at(-1)!;
      expect(last.get("remoteip")).toBe(visitor.address);
    });
  });
});
