import type Stripe from "stripe";
import type { User } from "@/db/schema";

/** What LaunchLens stores of a Stripe subscription. */
export interface SubscriptionState {
  subscription: "basic" | null;
  subscriptionStatus: string;
  trialEndsAt: Date | null;
  currentPeriodEndsAt: Date | null;
  subscriptionInterval: "month" | "year" | null;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
const intervalOf = (value: string | null | undefined) => (value === "month" || value === "year" ? value : null);

/**
 * Stripe's status to our plan: trialing and active give access; past_due keeps it until the paid period ends (checked
 * at request time by hasPaidPlan); canceled, unpaid, incomplete, incomplete_expired and paused give none.
 */
export function stateOf(subscription: Stripe.Subscription): SubscriptionState {
  const entitled = ["trialing", "active", "past_due"].includes(subscription.status);
  // Since API version 2025-03-31 the period lives on the items; all items of one subscription share it here.
  const periodEnd = subscription.items?.data?.[0]?.current_period_end ?? null;
  return {
    subscription: entitled ? "basic" : null,
    subscriptionStatus: subscription.status,
    trialEndsAt: seconds(subscription.trial_end),
    currentPeriodEndsAt: seconds(periodEnd),
    subscriptionInterval: intervalOf(subscription.items?.data?.[0]?.price?.recurring?.interval),
    stripeCustomerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    stripeSubscriptionId: subscription.id,
  };
}

/** Whether a user may use the app now: a paid plan, unless its payment is overdue past the end of the period. */
export function hasAccess(user: Pick<User, "subscription" | "subscriptionStatus" | "currentPeriodEndsAt">, now = new Date()): boolean {
  if (user.subscription !== "basic" && user.subscription !== "pro") return false;
  if (user.subscriptionStatus === "past_due") return Boolean(user.currentPeriodEndsAt && user.currentPeriodEndsAt > now);
  return true;
}
