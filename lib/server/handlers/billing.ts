import "server-only";
import { contract } from "@/lib/core/api/contract";
import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { identifyCaller, requireCaller } from "@/lib/server/auth/current-user";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { checkoutDestination } from "@/lib/server/billing/checkout";
import { claimedIdeaPath } from "@/lib/core/tries/policy";
import { appUrl, readQuery, route, json, KB, readText } from "@/lib/server/http";
import { log } from "@/lib/server/log";
import { portalDestination } from "@/lib/server/billing/portal";
import { cancelAtPeriodEnd, resumePlan } from "@/lib/server/billing/cancel";
import { formatDateTime } from "@/lib/core/format";
import { assertWebhooksConfigured, handleStripeEvent, verifiedEvent } from "@/lib/server/billing/webhook";

/**
 * The one entry point of checkout, a browser link: 303 to Stripe, to a payment link, or back after a local trial;
 * back to the plan page, or with `idea` to that idea (the free try's sign-up starts the trial here).
 */
export const checkoutRoute = route(async (request) => {
  const { interval, idea } = readQuery(request, contract.checkout.query);
  const returnTo = idea ? claimedIdeaPath(idea) : undefined;
  const db = await getDb();
  const caller = await identifyCaller(db, request);
  if (!caller) return NextResponse.redirect(appUrl("/auth/login"), 303);
  if (hasPaidPlan(caller.user)) return NextResponse.redirect(appUrl(returnTo ?? "/app/dashboard"), 303);
  // Starting a subscription is the user's own choice on our plan page, never a link followed from another site.
  if (request.headers.get("sec-fetch-site") === "cross-site") {
    return NextResponse.redirect(appUrl("/auth/choose-plan"), 303);
  }
  let destination: string;
  try {
    destination = await checkoutDestination(db, caller.user, interval, returnTo ? { returnTo } : undefined);
  } catch (error) {
    // A browser followed this link: show the problem on the plan page rather than a JSON error.
    log().error({ err: error }, "billing: checkout failed");
    return NextResponse.redirect(appUrl("/auth/choose-plan?checkout=error"), 303);
  }
  return NextResponse.redirect(destination.startsWith("/") ? appUrl(destination) : destination, 303);
});

/** Manage Subscription: where to open (in a new tab). */
export const billingPortalRoute = route(async (request) => {
  const caller = await requireCaller(await getDb(), request);
  return json({ url: await portalDestination(caller.user) });
});

/**
 * Cancels the plan at the end of its period (local billing and Stripe alike): the app stays open until then. Answers
 * `{ message, access_ends_at }`.
 */
export const cancelPlanRoute = route(async (request) => {
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const endsAt = await cancelAtPeriodEnd(db, caller.user);
  return json({
    message: endsAt
      ? `Your plan is cancelled. You keep full access until ${formatDateTime(endsAt)}.`
      : "Your plan is cancelled.",
    access_ends_at: endsAt?.toISOString() ?? null,
  });
});

/** Keep my plan: undoes a cancel while the period still runs (409 when there is none to undo). */
export const resumePlanRoute = route(async (request) => {
  const db = await getDb();
  const caller = await requireCaller(db, request);
  await resumePlan(db, caller.user);
  return json({ message: "Your plan continues as before." });
});

/** Stripe's webhook: the signature is checked on the raw body before anything else. */
export const stripeWebhookRoute = route(
  async (request) => {
    assertWebhooksConfigured();
    const event = verifiedEvent(await readText(request), request.headers.get("stripe-signature"));
    const outcome = await handleStripeEvent(await getDb(), event);
    return json({ received: true, outcome });
  },
  // Stripe's events are a few KB; 1 MB leaves room without letting anyone make us buffer more.
  { maxBodyBytes: 1024 * KB, crossSite: "any" },
);
