import Stripe from "stripe";
import type { User } from "@/db/schema";
import { getEnv, modesOf } from "@/lib/env";
import { HttpError } from "@/lib/http";
import { log } from "@/lib/log";
import { getStripe } from "./stripe";

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
      for await (const subscription of stripe.subscriptions.list({ customer: user.stripeCustomerId, status: "all", limit: 100 })) {
        if (!FINAL.has(subscription.status)) ids.add(subscription.id);
      }
    }
    for (const id of ids) await cancelOne(id);
  } catch (error) {
    log().error({ userId: user.id, err: error }, "billing: cancelling the subscriptions failed");
    throw new HttpError(502, "We could not cancel your subscription, so your account was not deleted. Please try again in a minute.");
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
