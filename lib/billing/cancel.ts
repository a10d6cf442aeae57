import Stripe from "stripe";
import type { User } from "@/db/schema";
import { getEnv, modesOf } from "@/lib/env";
import { HttpError } from "@/lib/http";
import { getStripe } from "./stripe";

/**
 * Ends a user's Stripe subscription at once, before their account is deleted, so nobody is billed for an account that
 * no longer exists. If Stripe cannot be reached the deletion stops with a clear message rather than go ahead.
 */
export async function cancelSubscriptionForDeletedAccount(user: User): Promise<void> {
  if (modesOf(getEnv()).billing !== "stripe" || !user.stripeSubscriptionId) return;
  if (user.subscriptionStatus && ["canceled", "incomplete_expired"].includes(user.subscriptionStatus)) return;
  try {
    await getStripe().subscriptions.cancel(user.stripeSubscriptionId);
  } catch (error) {
    // Already gone on Stripe's side: nothing left to cancel.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return;
    console.error(`[billing] cancelling ${user.stripeSubscriptionId} failed:`, error);
    throw new HttpError(502, "We could not cancel your subscription, so your account was not deleted. Please try again in a minute.");
  }
}
