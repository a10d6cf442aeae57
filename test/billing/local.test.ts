import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { GET as user } from "@/app/api/auth/user/route";
import { POST as cancel } from "@/app/api/billing/cancel/route";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { POST as portal } from "@/app/api/billing/portal/route";
import { POST as webhook } from "@/app/api/billing/webhook/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { trialClaims, users } from "@/db/schema";
import { endLapsedLocalPlan } from "@/lib/server/billing/local";
import { recordTrialClaim } from "@/lib/server/billing/trial-claims";
import { TestClient } from "@/test/api";
import { PASSWORD, signedInAccount, userByEmail } from "./helpers";

const SUCCESS = "http://localhost:3000/auth/choose-plan?checkout=success";
let counter = 0;
const address = (local: string, domain = "example.com") => `${local}.${Date.now()}${counter++}@${domain}`;

describe("local billing (no Stripe key)", () => {
  it("starts the 7-day trial at once and goes back to choose-plan", async () => {
    const { client, email } = await signedInAccount();
    const response = await client.call(checkout, "/api/billing/checkout?interval=year");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:3000/auth/choose-plan?checkout=success");

    const stored = await userByEmail(email);
    expect(stored).toMatchObject({
      subscription: "basic",
      subscriptionStatus: "trialing",
      stripeSubscriptionId: null,
      subscriptionInterval: "year",
    });
    const days = (stored!.trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await client.call(user, "/api/auth/user")).body).toMatchObject({
      subscription: "basic",
      subscription_status: "trialing",
      has_access: true,
    });
  });

  it("from a kept try, starts only the trial: someone who had theirs goes back to the idea without a plan", async () => {
    const idea = "5f0c6a52-3c1e-4d4c-9a57-8a1f0a2b3c4d";
    const { client, email } = await signedInAccount();
    await recordTrialClaim(await getDb(), { email, stripeCustomerId: null });
    const response = await client.call(checkout, `/api/billing/checkout?interval=month&idea=${idea}`);
    expect(response.headers.get("location")).toBe(`http://localhost:3000/app/ideas/${idea}?from=try`);
    expect((await userByEmail(email))!.subscription).toBeNull();
  });

  it("Manage Subscription opens the app's own subscription page, where the trial can be cancelled", async () => {
    const { client, email } = await signedInAccount();
    await client.call(checkout, "/api/billing/checkout?interval=month");
    expect((await client.call(portal, "/api/billing/portal", { method: "POST" })).body).toEqual({
      url: "/app/billing",
    });

    // Cancelling keeps the trial to its end, as the FAQ says (see "cancelling at the period's end" below).
    const cancelled = await client.call(cancel, "/api/billing/cancel", { method: "POST" });
    expect(cancelled.status).toBe(200);
    expect(await userByEmail(email)).toMatchObject({
      subscription: "basic",
      subscriptionStatus: "trialing",
      cancelAtPeriodEnd: true,
    });
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(true);
  });

  it("does not start a trial from a link on another site", async () => {
    const { client, email } = await signedInAccount();
    const response = await client.call(checkout, "/api/billing/checkout?interval=month", {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(response.headers.get("location")).toMatch(/\/auth\/choose-plan$/);
    expect((await userByEmail(email))!.subscription).toBeNull();
  });

  it("needs a session to cancel, from our own site", async () => {
    expect((await new TestClient().call(cancel, "/api/billing/cancel", { method: "POST" })).status).toBe(401);
    const { client } = await signedInAccount();
    const crossSite = await client.call(cancel, "/api/billing/cancel", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("the end of a local trial", () => {
  const HOUR = 60 * 60_000;
  /** Moves the user's trial so that it ends `offsetMs` from now. */
  async function trialEndingIn(email: string, offsetMs: number) {
    const end = new Date(Date.now() + offsetMs);
    await (
      await getDb()
    )
      .update(users)
      .set({ trialEndsAt: end, currentPeriodEndsAt: end })
      .where(eq(users.email, email));
  }
  const idea = { userPrompt: "A booking app for independent dog groomers that fills last-minute cancellations." };

  it("closes the app on the trial's last second, and is recorded as canceled (as Stripe ends a trial without a card)", async () => {
    const { client, email } = await signedInAccount();
    await client.call(checkout, "/api/billing/checkout?interval=month");
    await trialEndingIn(email, -60_000);

    // No webhook will come: no grace, the trial gives nothing any more, on every read of the plan.
    expect((await client.call(user, "/api/auth/user")).body).toMatchObject({
      has_access: false,
      subscription_status: "trialing",
    });
    const refused = await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: idea });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));

    // Read where the app sends its owner (the plan page), it is recorded as ended; its end date stays, so it is used.
    const stored = (await userByEmail(email))!;
    const ended = await endLapsedLocalPlan(await getDb(), stored);
    expect(ended).toMatchObject({
      subscription: null,
      subscriptionStatus: "canceled",
      trialEndsAt: stored.trialEndsAt,
    });
    expect(await userByEmail(email)).toMatchObject({ subscription: null, subscriptionStatus: "canceled" });
    expect((await client.call(user, "/api/auth/user")).body).toMatchObject({
      has_access: false,
      subscription: null,
      subscription_status: "canceled",
    });
    // Twice is once; and no second trial: checkout now subscribes (local billing, nothing charged).
    expect(await endLapsedLocalPlan(await getDb(), ended)).toBe(ended);
    expect((await client.call(checkout, "/api/billing/checkout?interval=month")).headers.get("location")).toBe(SUCCESS);
    expect(await userByEmail(email)).toMatchObject({
      subscription: "basic",
      subscriptionStatus: "active",
      trialEndsAt: stored.trialEndsAt,
    });
  });

  it("leaves a running trial alone, to its last minute", async () => {
    const { client, email } = await signedInAccount();
    await client.call(checkout, "/api/billing/checkout?interval=month");
    await trialEndingIn(email, 60_000);
    const stored = (await userByEmail(email))!;
    expect(await endLapsedLocalPlan(await getDb(), stored)).toBe(stored);
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", subscriptionStatus: "trialing" });
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(true);
    expect((await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: idea })).status).toBe(
      200,
    );
  });

  it("does not end what changed since it was read (a trial moved on meanwhile)", async () => {
    const { client, email } = await signedInAccount();
    await client.call(checkout, "/api/billing/checkout?interval=month");
    await trialEndingIn(email, -HOUR);
    const stale = (await userByEmail(email))!;
    await trialEndingIn(email, HOUR);
    expect(await endLapsedLocalPlan(await getDb(), stale)).toBe(stale);
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", subscriptionStatus: "trialing" });
  });
});

describe("one free trial per person (local billing)", () => {
  it("a trial that ended, then checkout again: no second trial, a local subscription instead (nothing charged)", async () => {
    const { client, email } = await signedInAccount();
    await client.call(checkout, "/api/billing/checkout?interval=month");
    await client.call(cancel, "/api/billing/cancel", { method: "POST" });
    const end = new Date(Date.now() - 1_000);
    await (
      await getDb()
    )
      .update(users)
      .set({ trialEndsAt: end, currentPeriodEndsAt: end })
      .where(eq(users.email, email));
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(false);

    const again = await client.call(checkout, "/api/billing/checkout?interval=year");
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(SUCCESS);
    const stored = (await userByEmail(email))!;
    expect(stored).toMatchObject({
      subscription: "basic",
      subscriptionStatus: "active",
      subscriptionInterval: "year",
      cancelAtPeriodEnd: false,
      trialEndsAt: end,
    });
    const days = (stored.currentPeriodEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(true);
  });

  it.each([
    ["the same address", (local: string) => `${local}@example.com`, (local: string) => `${local}@example.com`],
    [
      "another case and a +tag",
      (local: string) => `${local}@example.com`,
      (local: string) => `  ${local.toUpperCase()}+again@Example.COM `.trim(),
    ],
    [
      "a +tag first, the plain address after",
      (local: string) => `${local}+first@example.com`,
      (local: string) => `${local}@example.com`,
    ],
    [
      "Gmail dots and googlemail.com",
      (local: string) => `${local}@gmail.com`,
      (local: string) => `${local.slice(0, 3)}.${local.slice(3)}+x@googlemail.com`,
    ],
  ])("delete the account and sign up again with %s: no second trial", async (_, first, second) => {
    const local = address("trial").split("@")[0]!.replaceAll(".", "");
    const before = await signedInAccount(first(local));
    expect(
      (await before.client.call(checkout, "/api/billing/checkout?interval=month")).headers.get("location"),
    ).toMatch(/checkout=success$/);
    expect(
      (
        await before.client.call(deleteAccount, "/api/auth/delete-account", {
          method: "DELETE",
          body: { password: PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect(await userByEmail(first(local))).toBeUndefined();

    const after = await signedInAccount(second(local));
    const response = await after.client.call(checkout, "/api/billing/checkout?interval=month");
    // No trial: local billing subscribes instead.
    expect(response.headers.get("location")).toBe(SUCCESS);
    expect(await userByEmail(second(local))).toMatchObject({
      subscription: "basic",
      subscriptionStatus: "active",
      trialEndsAt: null,
    });
  });

  it("someone else at the same domain still gets a trial", async () => {
    const first = await signedInAccount(address("alice"));
    await first.client.call(checkout, "/api/billing/checkout?interval=month");
    const second = await signedInAccount(address("bob"));
    expect(
      (await second.client.call(checkout, "/api/billing/checkout?interval=month")).headers.get("location"),
    ).toMatch(/checkout=success$/);
  });

  it("two checkouts at once start one trial", async () => {
    const { client, email } = await signedInAccount();
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.call(checkout, "/api/billing/checkout?interval=month")),
    );
    // Each goes back to the plan page, or (once the trial was recorded) straight to the app.
    for (const answer of answers)
      expect([SUCCESS, "http://localhost:3000/app/dashboard"]).toContain(answer.headers.get("location"));
    // One trial, not turned into a local subscription by the clicks that lost the race.
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", subscriptionStatus: "trialing" });
  });

  it("stores the claim as a keyed hash, never the address", async () => {
    const email = address("hashed");
    const { client } = await signedInAccount(email);
    await client.call(checkout, "/api/billing/checkout?interval=month");
    const rows = await (await getDb()).select().from(trialClaims);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.keyHash).not.toContain(email.split("@")[0]!);
    }
    // The claim is not tied to the account row.
    await (await getDb()).delete(users).where(eq(users.email, email));
    expect((await (await getDb()).select().from(trialClaims)).length).toBe(rows.length);
  });
});

describe("the Stripe webhook on a server without Stripe", () => {
  it("answers 404 without reading a byte of the body", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1024;
          controller.enqueue(new Uint8Array(1024));
        },
      },
      { highWaterMark: 0 },
    );
    const request = new NextRequest("http://localhost:3000/api/billing/webhook", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const response = await webhook(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Stripe webhooks are not configured on this server." });
    expect(pulled).toBe(0);
  });
});
