import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { POST as portal } from "@/app/api/billing/portal/route";
import { POST as webhook } from "@/app/api/billing/webhook/route";
import { getDb } from "@/db";
import { processedStripeEvents, users, type User } from "@/db/schema";
import { TestClient } from "@/test/api";
import { signUp } from "@/test/auth/helpers";
import { signedDelivery, StripeStandIn } from "@/test/stripe-standin";

const SECRET = "whsec_test_secret";
const stripe = new StripeStandIn();
const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  const base = await stripe.start();
  // Read by lib/env.ts on first use, which comes after this in this file.
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
});

const deliver = (payload: string, header: string) =>
  new TestClient().call(webhook, "/api/billing/webhook", {
    method: "POST",
    rawBody: payload,
    headers: { "stripe-signature": header, "content-type": "application/json" },
    sameOrigin: false,
  });

async function userByEmail(email: string): Promise<User> {
  const [user] = await (await getDb()).select().from(users).where(eq(users.email, email));
  return user!;
}

/** A signed-up user whose checkout completed on Stripe with a trialing subscription. */
async function subscribedUser(status: "trialing" | "active" = "trialing") {
  const account = await signUp();
  const user = await userByEmail(account.email);
  const subscriptionId = `sub_${user.id.slice(0, 8)}`;
  const customer = `cus_${user.id.slice(0, 8)}`;
  stripe.setSubscription({ id: subscriptionId, customer, status, trialEnd: now() + 7 * DAY, periodEnd: now() + 7 * DAY, userId: user.id });
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

  it("offers the free trial only once: after a subscription has ended, checkout has no trial", async () => {
    const { client, email } = await signUp();
    await (await getDb()).update(users).set({ trialEndsAt: new Date(Date.now() - 86_400_000), subscription: null }).where(eq(users.email, email));
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
    expect(user).toMatchObject({ subscription: "basic", subscriptionStatus: "trialing", stripeCustomerId: customer, stripeSubscriptionId: subscriptionId });
    expect(user.trialEndsAt!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY * 1000);
    expect(user.currentPeriodEndsAt).toBeInstanceOf(Date);
  });

  it("follows the subscription through updated, payment failure, payment and deletion", async () => {
    const { email, subscriptionId, customer, user } = await subscribedUser();
    const send = async (type: string, object: unknown) => {
      const event = signedDelivery(SECRET, type, object);
      return (await deliver(event.payload, event.header)).body.outcome;
    };
    const subscriptionObject = () => stripe.subscriptions.get(subscriptionId);
    const invoice = { object: "invoice", customer, parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } } };

    stripe.setSubscription({ id: subscriptionId, customer, status: "active", periodEnd: now() + 30 * DAY, userId: user.id });
    expect(await send("customer.subscription.updated", subscriptionObject())).toBe("processed");
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", subscriptionStatus: "active" });

    stripe.setSubscription({ id: subscriptionId, customer, status: "past_due", periodEnd: now() + 3 * DAY, userId: user.id });
    expect(await send("invoice.payment_failed", { id: "in_failed", ...invoice })).toBe("processed");
    // Past due keeps access until the paid period ends.
    expect(await userByEmail(email)).toMatchObject({ subscription: "basic", subscriptionStatus: "past_due" });

    stripe.setSubscription({ id: subscriptionId, customer, status: "active", periodEnd: now() + 33 * DAY, userId: user.id });
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
    stripe.setSubscription({ id: "sub_forged", customer: "cus_forged", status: "active", periodEnd: now() + DAY, userId: user.id });
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
    expect((await deliver(tampered.payload.replace("checkout.session", "checkout.sessio"), tampered.header)).status).toBe(400);
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
    const rows = await (await getDb()).select().from(processedStripeEvents).where(eq(processedStripeEvents.id, event.id));
    expect(rows).toHaveLength(1);
  });

  it("ends as Stripe's latest state when events arrive out of order", async () => {
    const { email, subscriptionId, customer, user } = await subscribedUser();
    const created = signedDelivery(SECRET, "customer.subscription.created", { ...stripe.subscriptions.get(subscriptionId) }, { created: now() - 60 });
    stripe.setSubscription({ id: subscriptionId, customer, status: "canceled", periodEnd: now(), userId: user.id });
    const deleted = signedDelivery(SECRET, "customer.subscription.deleted", stripe.subscriptions.get(subscriptionId), { created: now() });
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

describe("deleting an account with a Stripe subscription", () => {
  it("cancels the subscription at once, then deletes the account", async () => {
    const { client, subscriptionId, email } = await subscribedUser("active");
    const response = await client.call(deleteAccount, "/api/auth/delete-account", { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe("canceled");
    expect(await (await getDb()).select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("cancels a second live subscription of the same customer too", async () => {
    const { client, subscriptionId, customer, user } = await subscribedUser("active");
    stripe.setSubscription({ id: `${subscriptionId}_second`, customer, status: "trialing", periodEnd: now() + DAY, userId: user.id });
    stripe.setSubscription({ id: `${subscriptionId}_old`, customer, status: "canceled", periodEnd: now() - DAY, userId: user.id });
    expect((await client.call(deleteAccount, "/api/auth/delete-account", { method: "DELETE" })).status).toBe(200);
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${subscriptionId}_second`)).toHaveLength(1);
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${subscriptionId}_old`)).toHaveLength(0);
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
  });

  it("keeps the account, with a clear message, when Stripe cannot cancel", async () => {
    const { client, email } = await subscribedUser("active");
    stripe.failWith = 500;
    const response = await client.call(deleteAccount, "/api/auth/delete-account", { method: "DELETE" });
    stripe.failWith = null;
    expect(response.status).toBe(502);
    expect(response.body.message).toMatch(/could not cancel your subscription/);
    expect(await userByEmail(email)).toBeDefined();
  });
});
