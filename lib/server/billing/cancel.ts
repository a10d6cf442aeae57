import "server-only";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { getEnv, modesOf } from "@/lib/server/env";
import { Conflict, OutsideServiceFailed } from "@/lib/core/errors";
import { log } from "@/lib/server/log";
import { cancelLocalPlan, resumeLocalPlan } from "./local";
import { getStripe } from "./stripe";
import { accessEndsAt, hasAccess } from "./subscription-state";
import { applySubscription, fetchSubscription } from "./sync";

const FINAL = new Set(["canceled", "incomplete_expired"]);

/**
 * Ends every live Stripe subscription of a user at once, before their account is deleted, so nobody is billed for an
 * account that no longer exists (a second checkout in another tab can have made a second one). If Stripe cannot be
 * reached the deletion stops with a clear message rather than go ahead.
 */
export async function cancelSubscriptionForDeletedAccount(user: User): Promise<void> {
  if (modesOf(getEnv()).billing !== "stripe" || (!user.stripeCustomerId && !user.stripeSubscriptionId)) return;
  const stripe = getStripe();
  try {
    const ids = new Set<string>();
    if (user.stripeSubscriptionId && !FINAL.has(user.subscriptionStatus ?? "")) ids.add(user.stripeSubscriptionId);
    if (user.stripeCustomerId) {
      for await (const subscription of stripe.subscriptions.list({
        customer: user.stripeCustomerId,
        status: "all",
        limit: 100,
      })) {
        if (!FINAL.has(subscription.status)) ids.add(subscription.id);
      }
    }
    for (const id of ids) await cancelOne(id);
  } catch (error) {
    log().error({ userId: user.id, err: error }, "billing: cancelling the subscriptions failed");
    throw new OutsideServiceFailed(
      "We could not cancel your subscription, so your account was not deleted. Please try again in a minute.",
    );
  }
}

async function cancelOne(id: string): Promise<void> {
  try {
    await getStripe().subscriptions.cancel(id);
  } catch (error) {
    // Already gone on Stripe's side: nothing left to cancel.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return;
    throw error;
  }
}

/**
 * Cancel from the app (Your subscription): the plan stays until the end of the period already given (the trial, or
 * the month or year paid for), as the FAQ says, and then ends without renewing. Local billing marks the row (see
 * cancelLocalPlan); with Stripe the subscription is set to cancel at the period's end and its new state is written as
 * a webhook would write it. Returns when access ends.
 */
export async function cancelAtPeriodEnd(db: Db, user: User): Promise<Date | null> {
  if (modesOf(getEnv()).billing === "local") {
    const endsAt = await cancelLocalPlan(db, user);
    if (!endsAt) throw new Conflict("You have no plan to cancel.");
    return endsAt;
  }
  const subscriptionId = user.stripeSubscriptionId;
  if (!subscriptionId || user.subscription === null || FINAL.has(user.subscriptionStatus ?? "")) {
    throw new Conflict("You have no subscription to cancel.");
  }
  try {
    await getStripe().subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const fetched = await fetchSubscription(db, subscriptionId);
    await db.transaction((tx) =>
      applySubscription(tx, { subscriptionId, userId: user.id, customerId: user.stripeCustomerId }, fetched),
    );
  } catch (error) {
    log().error({ userId: user.id, err: error }, "billing: cancelling at the period's end failed");
    throw new OutsideServiceFailed(
      "We could not reach our payment provider, so nothing was changed. Please try again in a minute.",
    );
  }
  const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
  return fresh ? accessEndsAt(fresh) : null;
}

/** Keep my plan: undoes a cancel before the period ends, so the plan renews again (local billing and Stripe alike). */
export async function resumePlan(db: Db, user: User): Promise<void> {
  if (!user.cancelAtPeriodEnd || !hasAccess(user))
    throw new Conflict("There is no cancelled plan to keep. Choose a plan instead.");
  if (modesOf(getEnv()).billing === "local") {
    if (!(await resumeLocalPlan(db, user)))
      throw new Conflict("There is no cancelled plan to keep. Choose a plan instead.");
    return;
  }
  const subscriptionId = user.stripeSubscriptionId;
  if (!subscriptionId) throw new Conflict("There is no cancelled plan to keep. Choose a plan instead.");
  try {
    await getStripe().subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    const fetched = await fetchSubscription(db, subscriptionId);
    await db.transaction((tx) =>
      applySubscription(tx, { subscriptionId, userId: user.id, customerId: user.stripeCustomerId }, fetched),
    );
  } catch (error) {
    log().error({ userId: user.id, err: error }, "billing: keeping the plan failed");
    throw new OutsideServiceFailed(
      "We could not reach our payment provider, so nothing was changed. Please try again in a minute.",
    );
  }
}
