import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { POST as cancel } from "@/app/api/billing/cancel/route";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { POST as resume } from "@/app/api/billing/resume/route";
import { POST as portal } from "@/app/api/billing/portal/route";
import { POST as webhook } from "@/app/api/billing/webhook/route";
import { getDb } from "@/db";
import { processedStripeEvents, users, type User } from "@/db/schema";
import { refreshLapsedStripeTrial } from "@/lib/server/billing/sync";
import { TestClient } from "@/test/api";
import { signedDelivery, StripeStandIn } from "@/test/stripe-standin";
import { PASSWORD, signedInAccount, userByEmail as findByEmail } from "./helpers";

const SECRET = "whsec_test_secret";
const stripe = new StripeStandIn();
const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  const base = await stripe.start();
  // Read by lib/server/env.ts on first use, which comes after this in this file.
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_standin",
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_MONTHLY: "price_pro_monthly",
    STRIPE_PRICE_YEARLY: "price_pro_yearly",
    STRIPE_API_BASE: base,
  });
});
afterAll(() => stripe.stop());
beforeEach(() => {
  stripe.failWith = null;
  stripe.release();
});

const signUp = () => signedInAccount();

const deliver = (payload: string, header: string) =>
  new TestClient().call(webhook, "/api/billing/webhook", {
    method: "POST",
    rawBody: payload,
    headers: { "stripe-signature": header, "content-type": "application/json" },
    sameOrigin: false,
  });

async function userByEmail(email: string): Promise<User> {
  return (await findByEmail(email))!;
}

/** A signed-up user whose checkout completed on Stripe with a trialing subscription. */
async function subscribedUser(status: "trialing" | "active" = "trialing", email?: string) {
  const account = await signedInAccount(email);
  const user = await userByEmail(account.email);
  const subscriptionId = `sub_${user.id.slice(0, 8)}`;
  const customer = `cus_${user.id.slice(0, 8)}`;
  stripe.setSubscription({
    id: subscriptionId,
    customer,
    status,
    trialEnd: now() + 7 * DAY,
    periodEnd: now() + 7 * DAY,
    userId: user.id,
  });
  const event = signedDelivery(SECRET, "checkout.session.completed", {
    id: `cs_${user.id.slice(0, 8)}`,
    object: "checkout.session",
    client_reference_id: user.id,
    customer,
    subscription: subscriptionId,
  });
  expect((await deliver(event.payload, event.header)).body.outcome).toBe("processed");
  return { ...account, user, subscriptionId, customer };
}

describe("GET /api/billing/checkout with Stripe", () => {
  it.each([
    ["month", "price_pro_monthly"],
    ["year", "price_pro_yearly"],
  ])("creates a subscription Checkout Session with the 7-day trial for %s", async (interval, price) => {
    const { client, email } = await signUp();
    const user = await userByEmail(email);
    const response = await client.call(checkout, `/api/billing/checkout?interval=${interval}`);

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const [created] = stripe.callsTo("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": price,
      "line_items[0][quantity]": "1",
      "subscription_data[trial_period_days]": "7",
      "subscription_data[metadata][user_id]": user.id,
      client_reference_id: user.id,
      customer_email: email,
      cancel_url: "http://localhost:3000/auth/choose-plan?checkout=cancelled",
      success_url: "http://localhost:3000/auth/choose-plan?checkout=success&session_id={CHECKOUT_SESSION_ID}",
    });
  });

  it("from a kept try, returns to its idea whether the checkout completes or is cancelled", async () => {
    const idea = "5f0c6a52-3c1e-4d4c-9a57-8a1f0a2b3c4d";
    const { client } = await signUp();
    const response = await client.call(checkout, `/api/billing/checkout?interval=month&idea=${idea}`);
    expect(response.headers.get("location")).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const [created] = stripe.callsTo("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.params).toMatchObject({
      "subscription_data[trial_period_days]": "7",
      success_url: `http://localhost:3000/app/ideas/${idea}?from=try&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:3000/app/ideas/${idea}?from=try`,
    });
  });

  it("offers the free trial only once: after a subscription has ended, checkout has no trial", async () => {
    const { client, email } = await signUp();
    await (
      await getDb()
    )
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 86_400_000), subscription: null })
      .where(eq(users.email, email));
    await client.call(checkout, "/api/billing/checkout?interval=month");
    const [created] = stripe.callsTo("POST", "/v1/checkout/sessions").slice(-1);
    expect(created!.params["subscription_data[trial_period_days]"]).toBeUndefined();
  });

  it("sends the browser back to the plan page with a message when Stripe fails", async () => {
    const { client } = await signUp();
    stripe.failWith = 500;
    const response = await client.call(checkout, "/api/billing/checkout?interval=month");
    stripe.failWith = null;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/\/auth\/choose-plan\?checkout=error$/);
  });

  it("refuses an interval other than month or year", async () => {
    const { client } = await signUp();
    const response = await client.call(checkout, "/api/billing/checkout?interval=weekly");
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/monthly or yearly/);
  });

  it("sends a visitor without a session to log in, and a subscriber to the dashboard", async () => {
    const anonymous = await new TestClient().call(checkout, "/api/billing/checkout?interval=month");
    expect(anonymous.headers.get("location")).toMatch(/\/auth\/login$/);
    const { client } = await subscribedUser();
    const subscribed = await client.call(checkout, "/api/billing/checkout?interval=month");
    expect(subscribed.headers.get("location")).toMatch(/\/app\/dashboard$/);
  });
});

describe("POST /api/billing/webhook", () => {
  it("records a completed checkout: plan basic, trial end, customer and subscription ids", async () => {
    const { email, subscriptionId, customer } = await subscribedUser();
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      subscription: "basic",
      subscriptionStatus: "trialing",
      stripeCustomerId: customer,
      stripeSubscriptionId: subscriptionId,
    });
    expect(user.trialEndsAt!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY * 1000);
    expect(user.currentPeriodEndsAt).toBeInstanceOf(Date);
    // The interval comes from the subscription's price, as Stripe states it.
    expect(user.subscriptionInterval).toBe("month");
  });

  it("follows the subscription through updated, payment failure, payment and deletion", async () => {
    const { email, subscriptionId, customer, user } = await subscribedUser();
    const send = async (type: string, object: unknown) => {
      const event = signedDelivery(SECRET, type, object);
      return (await deliver(event.payload, event.header)).body.outcome;
    };
    const subscriptionObject = () => stripe.subscriptions.get(subscriptionId);
    const invoice = {
      object: "invoice",
      customer,
      parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } },
    };

    stripe.setSubscription({
      id: subscriptionId,
      customer,
      status: "active",
      periodEnd: now() + 30 * DAY,
      userId: user.id,
    });
    expect(await send("customer.subscription.updated", subscriptionObject())).toBe("processed");
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", subscriptionStatus: "active" });

    stripe.setSubscription({
      id: subscriptionId,
      customer,
      status: "past_due",
      periodEnd: now() + 3 * DAY,
      userId: user.id,
    });
    expect(await send("invoice.payment_failed", { id: "in_failed", ...invoice })).toBe("processed");
    // Past due keeps access until the paid period ends.
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", subscriptionStatus: "past_due" });

    stripe.setSubscription({
      id: subscriptionId,
      customer,
      status: "active",
      periodEnd: now() + 33 * DAY,
      userId: user.id,
    });
    expect(await send("invoice.paid", { id: "in_paid", ...invoice })).toBe("processed");
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", subscriptionStatus: "active" });

    stripe.setSubscription({ id: subscriptionId, customer, status: "canceled", periodEnd: now(), userId: user.id });
    expect(await send("customer.subscription.deleted", subscriptionObject())).toBe("processed");
    expect(await userByEmail(email)).toMatchObject({ subscription: null, subscriptionStatus: "canceled" });
  });

  it.each(["unpaid", "incomplete_expired"] as const)("takes the plan away when Stripe says %s", async (status) => {
    const { email, subscriptionId, customer, user } = await subscribedUser("active");
    stripe.setSubscription({ id: subscriptionId, customer, status, periodEnd: now() + DAY, userId: user.id });
    const event = signedDelivery(SECRET, "customer.subscription.updated", stripe.subscriptions.get(subscriptionId));
    await deliver(event.payload, event.header);
    expect((await userByEmail(email)).subscription).toBeNull();
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { email } = await signUp();
    const user = await userByEmail(email);
    stripe.setSubscription({
      id: "sub_forged",
      customer: "cus_forged",
      status: "active",
      periodEnd: now() + DAY,
      userId: user.id,
    });
    const forged = signedDelivery("whsec_someone_else", "checkout.session.completed", {
      object: "checkout.session",
      client_reference_id: user.id,
      customer: "cus_forged",
      subscription: "sub_forged",
    });
    const response = await deliver(forged.payload, forged.header);
    expect(response).toMatchObject({ status: 400, body: { message: "Invalid Stripe signature." } });
    expect((await userByEmail(email)).subscription).toBeNull();
    const tampered = signedDelivery(SECRET, "checkout.session.completed", { object: "checkout.session" });
    expect(
      (await deliver(tampered.payload.replace("checkout.session", "checkout.sessio"), tampered.header)).status,
    ).toBe(400);
    expect((await deliver(tampered.payload, "")).status).toBe(400);
  });

  it("applies a redelivered event once", async () => {
    const { subscriptionId } = await subscribedUser();
    const event = signedDelivery(SECRET, "customer.subscription.updated", stripe.subscriptions.get(subscriptionId));
    const reads = () => stripe.callsTo("GET", `/v1/subscriptions/${subscriptionId}`).length;
    expect((await deliver(event.payload, event.header)).body.outcome).toBe("processed");
    const readsAfterFirst = reads();
    expect((await deliver(event.payload, event.header)).body).toMatchObject({ received: true, outcome: "duplicate" });
    expect(reads()).toBe(readsAfterFirst);
  });

  it("applies an event once when two deliveries race", async () => {
    const { subscriptionId } = await subscribedUser();
    const event = signedDelivery(SECRET, "customer.subscription.updated", stripe.subscriptions.get(subscriptionId));
    const outcomes = await Promise.all([deliver(event.payload, event.header), deliver(event.payload, event.header)]);
    expect(outcomes.map((r) => r.status)).toEqual([200, 200]);
    expect(outcomes.map((r) => r.body.outcome).sort()).toEqual(["duplicate", "processed"]);
    const rows = await (
      await getDb()
    )
      .select()
      .from(processedStripeEvents)
      .where(eq(processedStripeEvents.id, event.id));
    expect(rows).toHaveLength(1);
  });

  it("ends as Stripe's latest state when events arrive out of order", async () => {
    const { email, subscriptionId, customer, user } = await subscribedUser();
    const created = signedDelivery(
      SECRET,
      "customer.subscription.created",
      { ...stripe.subscriptions.get(subscriptionId) },
      { created: now() - 60 },
    );
    stripe.setSubscription({ id: subscriptionId, customer, status: "canceled", periodEnd: now(), userId: user.id });
    const deleted = signedDelivery(SECRET, "customer.subscription.deleted", stripe.subscriptions.get(subscriptionId), {
      created: now(),
    });
    // The deletion arrives first, the older "created" (still trialing in its payload) after it.
    await deliver(deleted.payload, deleted.header);
    await deliver(created.payload, created.header);
    expect(await userByEmail(email)).toMatchObject({ subscription: null, subscriptionStatus: "canceled" });
  });

  it("does not let an old subscription's end take away a newer subscription", async () => {
    const { email, subscriptionId, customer, user } = await subscribedUser("active");
    stripe.setSubscription({ id: "sub_old_one", customer, status: "canceled", periodEnd: now(), userId: user.id });
    const late = signedDelivery(SECRET, "customer.subscription.deleted", stripe.subscriptions.get("sub_old_one"));
    await deliver(late.payload, late.header);
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", stripeSubscriptionId: subscriptionId });
  });

  it("ignores events it does not act on, and subscriptions no user owns", async () => {
    const other = signedDelivery(SECRET, "customer.created", { id: "cus_x", object: "customer" });
    expect((await deliver(other.payload, other.header)).body.outcome).toBe("ignored");
    stripe.setSubscription({ id: "sub_nobody", customer: "cus_nobody", status: "active", periodEnd: now() + DAY });
    const orphan = signedDelivery(SECRET, "customer.subscription.updated", stripe.subscriptions.get("sub_nobody"));
    expect((await deliver(orphan.payload, orphan.header)).body.outcome).toBe("ignored");
  });
});

describe("a Stripe trial past its end", () => {
  const HOUR = 60 * 60;
  async function trialEnded(email: string, secondsAgo: number) {
    const end = new Date((now() - secondsAgo) * 1000);
    await (
      await getDb()
    )
      .update(users)
      .set({ trialEndsAt: end, currentPeriodEndsAt: end })
      .where(eq(users.email, email));
    return userByEmail(email);
  }

  it("opens the app for the webhook's hour of grace, then nothing, until Stripe's state is read again", async () => {
    const { client, email, subscriptionId, customer, user } = await subscribedUser("trialing");
    await trialEnded(email, 59 * 60);
    expect((await client.call(currentUser, "/api/auth/user")).body).toMatchObject({
      has_access: true,
      subscription_status: "trialing",
    });
    const lapsed = await trialEnded(email, HOUR + 60);
    expect((await client.call(currentUser, "/api/auth/user")).body).toMatchObject({
      has_access: false,
      subscription_status: "trialing",
    });

    // The webhook that would have said "active" was lost: the plan page asks Stripe, and the founder is back in.
    stripe.setSubscription({
      id: subscriptionId,
      customer,
      status: "active",
      periodEnd: now() + 30 * DAY,
      userId: user.id,
    });
    const refreshed = await refreshLapsedStripeTrial(await getDb(), lapsed);
    expect(refreshed).toMatchObject({ subscription: "basic", subscriptionStatus: "active" });
    expect((await client.call(currentUser, "/api/auth/user")).body).toMatchObject({
      has_access: true,
      subscription_status: "active",
    });
  });

  it("ends with no plan when Stripe says the trial ended without a card, and changes nothing when Stripe is down", async () => {
    const { client, email, subscriptionId, customer, user } = await subscribedUser("trialing");
    const lapsed = await trialEnded(email, 2 * HOUR);
    stripe.failWith = 500;
    expect(await refreshLapsedStripeTrial(await getDb(), lapsed)).toBe(lapsed);
    stripe.failWith = null;
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", subscriptionStatus: "trialing" });

    stripe.setSubscription({
      id: subscriptionId,
      customer,
      status: "canceled",
      trialEnd: now() - 2 * HOUR,
      periodEnd: now() - 2 * HOUR,
      userId: user.id,
    });
    expect(await refreshLapsedStripeTrial(await getDb(), lapsed)).toMatchObject({
      subscription: null,
      subscriptionStatus: "canceled",
    });
    expect((await client.call(currentUser, "/api/auth/user")).body.has_access).toBe(false);
  });

  it("does not ask Stripe about a trial still running", async () => {
    const { email } = await subscribedUser("trialing");
    const running = await userByEmail(email);
    const before = stripe.callsTo("GET", /^\/v1\/subscriptions\//).length;
    expect(await refreshLapsedStripeTrial(await getDb(), running)).toBe(running);
    expect(stripe.callsTo("GET", /^\/v1\/subscriptions\//).length).toBe(before);
  });
});

describe("POST /api/billing/portal with Stripe", () => {
  it("opens a customer-portal session for the subscriber", async () => {
    const { client, customer } = await subscribedUser();
    const response = await client.call(portal, "/api/billing/portal", { method: "POST" });
    expect(response.status).toBe(200);
    expect(response.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const [created] = stripe.callsTo("POST", "/v1/billing_portal/sessions").slice(-1);
    expect(created!.params).toEqual({ customer, return_url: "http://localhost:3000/app/dashboard" });
  });

  it("explains when there is nothing to manage yet", async () => {
    const { client } = await signUp();
    const response = await client.call(portal, "/api/billing/portal", { method: "POST" });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/no subscription to manage/);
  });
});

describe("cancelling with Stripe keeps the plan to the end of the period", () => {
  it.each(["trialing", "active"] as const)(
    "a %s subscription is set to cancel at the period's end, and stays open until then",
    async (status) => {
      const { client, subscriptionId, email } = await subscribedUser(status);
      const periodEnd = (await userByEmail(email)).currentPeriodEndsAt!;
      const response = await client.call(cancel, "/api/billing/cancel", { method: "POST" });
      expect(response.status).toBe(200);
      const updates = stripe.callsTo("POST", `/v1/subscriptions/${subscriptionId}`);
      expect(updates).toHaveLength(1);
      expect(updates[0]!.params).toEqual({ cancel_at_period_end: "true" });
      // Not ended now: Stripe ends it at the period's end and its webhook says so.
      expect(stripe.callsTo("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(0);
      expect(await userByEmail(email)).toMatchObject({
        subscription: "basic",
        subscriptionStatus: status,
        cancelAtPeriodEnd: true,
      });
      expect(response.body.access_ends_at).toBe(periodEnd.toISOString());
      expect((await client.call(currentUser, "/api/auth/user")).body.has_access).toBe(true);
    },
  );

  it("Keep my plan undoes it on Stripe too", async () => {
    const { client, subscriptionId, email } = await subscribedUser("active");
    await client.call(cancel, "/api/billing/cancel", { method: "POST" });
    expect((await client.call(resume, "/api/billing/resume", { method: "POST" })).status).toBe(200);
    expect(stripe.callsTo("POST", `/v1/subscriptions/${subscriptionId}`).map((call) => call.params)).toEqual([
      { cancel_at_period_end: "true" },
      { cancel_at_period_end: "false" },
    ]);
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", cancelAtPeriodEnd: false });
  });

  it("answers 409 without a subscription, and 502 (nothing changed) when Stripe fails", async () => {
    const { client } = await signUp();
    expect((await client.call(cancel, "/api/billing/cancel", { method: "POST" })).status).toBe(409);
    const subscribed = await subscribedUser("active");
    stripe.failWith = 500;
    const failed = await subscribed.client.call(cancel, "/api/billing/cancel", { method: "POST" });
    stripe.failWith = null;
    expect(failed.status).toBe(502);
    expect(await userByEmail(subscribed.email)).toMatchObject({ subscription: "basic", cancelAtPeriodEnd: false });
  });
});

describe("deleting an account with a Stripe subscription", () => {
  it("cancels the subscription at once, then deletes the account", async () => {
    const { client, subscriptionId, email } = await subscribedUser("active");
    const response = await client.call(deleteAccount, "/api/auth/delete-account", {
      method: "DELETE",
      body: { password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe("canceled");
    expect(await (await getDb()).select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("cancels a second live subscription of the same customer too", async () => {
    const { client, subscriptionId, customer, user } = await subscribedUser("active");
    stripe.setSubscription({
      id: `${subscriptionId}_second`,
      customer,
      status: "trialing",
      periodEnd: now() + DAY,
      userId: user.id,
    });
    stripe.setSubscription({
      id: `${subscriptionId}_old`,
      customer,
      status: "canceled",
      periodEnd: now() - DAY,
      userId: user.id,
    });
    expect(
      (await client.call(deleteAccount, "/api/auth/delete-account", { method: "DELETE", body: { password: PASSWORD } }))
        .status,
    ).toBe(200);
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${subscriptionId}_second`)).toHaveLength(1);
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${subscriptionId}_old`)).toHaveLength(0);
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
  });

  it("keeps the account, with a clear message, when Stripe cannot cancel", async () => {
    const { client, email } = await subscribedUser("active");
    stripe.failWith = 500;
    const response = await client.call(deleteAccount, "/api/auth/delete-account", {
      method: "DELETE",
      body: { password: PASSWORD },
    });
    stripe.failWith = null;
    expect(response.status).toBe(502);
    expect(response.body.message).toMatch(/could not cancel your subscription/);
    expect(await userByEmail(email)).toBeDefined();
  });
});

describe("one free trial per person with Stripe", () => {
  const lastSession = () => stripe.callsTo("POST", "/v1/checkout/sessions").at(-1)!.params;

  it("a trial synced from Stripe is claimed: after deleting the account, the same person's checkout has no trial", async () => {
    const local = `claimed${Date.now()}`;
    const { client } = await subscribedUser("trialing", `${local}@gmail.com`);
    expect(
      (await client.call(deleteAccount, "/api/auth/delete-account", { method: "DELETE", body: { password: PASSWORD } }))
        .status,
    ).toBe(200);

    const again = await signedInAccount(`${local.slice(0, 4)}.${local.slice(4)}+again@GoogleMail.com`);
    expect((await again.client.call(checkout, "/api/billing/checkout?interval=month")).status).toBe(303);
    expect(lastSession()["subscription_data[trial_period_days]"]).toBeUndefined();
    expect(lastSession()["subscription_data[metadata][user_id]"]).toBe(again.user.id);

    // Someone else still gets the trial.
    const other = await signedInAccount();
    await other.client.call(checkout, "/api/billing/checkout?interval=month");
    expect(lastSession()["subscription_data[trial_period_days]"]).toBe("7");
  });

  it("a claimed Stripe customer has no trial, whatever address the account has now", async () => {
    const tag = `${Date.now()}`;
    // A trialing subscription of a customer no account holds (any more): the claim is recorded all the same.
    stripe.setSubscription({
      id: `sub_gone_${tag}`,
      customer: `cus_gone_${tag}`,
      status: "trialing",
      trialEnd: now() + 7 * DAY,
      periodEnd: now() + 7 * DAY,
    });
    const orphan = signedDelivery(SECRET, "customer.subscription.created", stripe.subscriptions.get(`sub_gone_${tag}`));
    expect((await deliver(orphan.payload, orphan.header)).body.outcome).toBe("ignored");

    const other = await signedInAccount();
    await (
      await getDb()
    )
      .update(users)
      .set({ stripeCustomerId: `cus_gone_${tag}` })
      .where(eq(users.id, other.user.id));
    await other.client.call(checkout, "/api/billing/checkout?interval=month");
    expect(lastSession().customer).toBe(`cus_gone_${tag}`);
    expect(lastSession()["subscription_data[trial_period_days]"]).toBeUndefined();
  });

  it("an active subscription without a trial claims nothing", async () => {
    const local = `notrial${Date.now()}`;
    const account = await signedInAccount(`${local}@example.com`);
    stripe.setSubscription({
      id: `sub_${local}`,
      customer: `cus_${local}`,
      status: "active",
      periodEnd: now() + 30 * DAY,
      userId: account.user.id,
    });
    const event = signedDelivery(SECRET, "customer.subscription.created", stripe.subscriptions.get(`sub_${local}`));
    expect((await deliver(event.payload, event.header)).body.outcome).toBe("processed");
    await (
      await getDb()
    )
      .update(users)
      .set({ subscription: null, subscriptionStatus: "canceled" })
      .where(eq(users.id, account.user.id));
    await account.client.call(checkout, "/api/billing/checkout?interval=month");
    expect(lastSession()["subscription_data[trial_period_days]"]).toBe("7");
  });
});

describe("the webhook never holds the database while Stripe answers", () => {
  it("a slow subscription read does not stall other requests, nor writes to the owner's row", async () => {
    const { user, subscriptionId, customer } = await subscribedUser();
    const bystander = await signedInAccount();
    stripe.setSubscription({
      id: subscriptionId,
      customer,
      status: "active",
      periodEnd: now() + 30 * DAY,
      userId: user.id,
    });
    stripe.hold("GET", `/v1/subscriptions/${subscriptionId}`, 1_000);
    const event = signedDelivery(SECRET, "customer.subscription.updated", stripe.subscriptions.get(subscriptionId));

    let webhookAnsweredAt = 0;
    const delivery = deliver(event.payload, event.header).then((response) => {
      webhookAnsweredAt = Date.now();
      return response;
    });
    // Wait until the webhook is inside its Stripe call.
    await expect
      .poll(() => stripe.callsTo("GET", `/v1/subscriptions/${subscriptionId}`).length, { interval: 10 })
      .toBeGreaterThan(1);

    const started = Date.now();
    const other = await bystander.client.call(currentUser, "/api/auth/user");
    await (await getDb()).update(users).set({ fullName: "Still Writable" }).where(eq(users.id, user.id));
    const finished = Date.now();

    expect(other.status).toBe(200);
    expect(webhookAnsweredAt).toBe(0);
    expect(finished - started).toBeLessThan(500);
    const answered = await delivery;
    expect(answered.body.outcome).toBe("processed");
    expect(await userByEmail(user.email)).toMatchObject({ subscriptionStatus: "active", fullName: "Still Writable" });
  });

  it("of two deliveries that finish out of order, the state read last from Stripe wins", async () => {
    const { email, user, subscriptionId, customer } = await subscribedUser();
    const reads = () => stripe.callsTo("GET", `/v1/subscriptions/${subscriptionId}`).length;
    stripe.setSubscription({
      id: subscriptionId,
      customer,
      status: "active",
      periodEnd: now() + 30 * DAY,
      userId: user.id,
    });
    const older = signedDelivery(SECRET, "invoice.paid", {
      object: "invoice",
      customer,
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    // The first delivery reads "active", then is held on its way back from Stripe...
    stripe.hold("GET", `/v1/subscriptions/${subscriptionId}`, 800);
    const readsBefore = reads();
    const slow = deliver(older.payload, older.header);
    await expect.poll(reads, { interval: 10 }).toBeGreaterThan(readsBefore);
    stripe.release();
    // ...while the subscription is cancelled and that event is read and written at once.
    stripe.setSubscription({ id: subscriptionId, customer, status: "canceled", periodEnd: now(), userId: user.id });
    const newer = signedDelivery(SECRET, "customer.subscription.deleted", stripe.subscriptions.get(subscriptionId));
    expect((await deliver(newer.payload, newer.header)).body.outcome).toBe("processed");
    expect(await userByEmail(email)).toMatchObject({ subscription: null, subscriptionStatus: "canceled" });

    expect((await slow).body.outcome).toBe("processed");
    expect(await userByEmail(email)).toMatchObject({ subscription: null, subscriptionStatus: "canceled" });
  });
});

describe("webhook body limits", () => {
  const MB = 1024 * 1024;

  function streamed(totalBytes: number) {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= totalBytes) return controller.close();
          const size = Math.min(64 * 1024, totalBytes - pulled);
          pulled += size;
          controller.enqueue(new Uint8Array(size).fill(0x20));
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, pulled: () => pulled };
  }

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    webhook(
      new NextRequest("http://localhost:3000/api/billing/webhook", {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x", ...headers },
        duplex: "half",
      } as ConstructorParameters<typeof NextRequest>[1]),
      { params: Promise.resolve({}) },
    );

  it("refuses a declared Content-Length over 1 MB with 413, before reading it", async () => {
    const body = streamed(2 * MB);
    const response = await post(body.stream, { "content-length": String(MB + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is too large (1 MB at most)." });
    expect(body.pulled()).toBe(0);
  });

  it("cuts a streamed body without Content-Length as soon as it passes 1 MB", async () => {
    const body = streamed(50 * MB);
    const response = await post(body.stream);
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(2 * MB);
  });

  it("still takes a signed event under the cap", async () => {
    const event = signedDelivery(SECRET, "customer.created", {
      id: "cus_padding",
      object: "customer",
      padding: "x".repeat(900 * 1024),
    });
    const response = await post(event.payload, { "stripe-signature": event.header });
    expect(response.status).toBe(200);
  });
});
