import "server-only";
import type Stripe from "stripe";
import type { User } from "@/db/schema";

/** What LaunchLens stores of a Stripe subscription. */
export interface SubscriptionState {
  subscription: "basic" | null;
  subscriptionStatus: string;
  trialEndsAt: Date | null;
  currentPeriodEndsAt: Date | null;
  subscriptionInterval: "month" | "year" | null;
  /** The subscription ends at the end of the current period (the founder cancelled; access lasts until then). */
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
const intervalOf = (value: string | null | undefined) => (value === "month" || value === "year" ? value : null);

/**
 * Stripe's status to our plan: trialing and active give access (a trial until its end, checked at request time by
 * hasAccess); past_due keeps it until the paid period ends (also checked by hasAccess); canceled, unpaid, incomplete,
 * incomplete_expired and paused give none.
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
    // A subscription with a cancellation date (cancel_at) ends then too; both mean "not renewing".
    cancelAtPeriodEnd: entitled && (subscription.cancel_at_period_end === true || Boolean(subscription.cancel_at)),
    stripeCustomerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    stripeSubscriptionId: subscription.id,
  };
}

/**
 * How long a Stripe trial still opens the app after its end, waiting for the webhook that says how it ended (paid:
 * active; no card: canceled or paused). Stripe sends it within minutes; an hour covers its retries on a bad day.
 */
export const TRIAL_WEBHOOK_GRACE_MS = 60 * 60_000;

type AccessFields = Pick<
  User,
  "subscription" | "subscriptionStatus" | "trialEndsAt" | "currentPeriodEndsAt" | "stripeSubscriptionId"
> &
  Partial<Pick<User, "cancelAtPeriodEnd">>;

/** A trial of local billing: no Stripe subscription behind it, so no webhook will ever end it. */
export const isLocalTrial = (user: Pick<User, "subscriptionStatus" | "stripeSubscriptionId">) =>
  user.subscriptionStatus === "trialing" && !user.stripeSubscriptionId;

/**
 * When a trial stops opening the app: its end (the trial's, else the period's, which Stripe ends with it), plus the
 * webhook grace for a Stripe trial. A local trial ends exactly at its end, as Stripe ends a trial without a card. A
 * trial without any end date opens nothing: "trialing" alone is never access for ever.
 */
export function trialAccessEndsAt(user: AccessFields): Date | null {
  const end = user.trialEndsAt ?? user.currentPeriodEndsAt;
  if (!end) return null;
  return isLocalTrial(user) ? end : new Date(end.getTime() + TRIAL_WEBHOOK_GRACE_MS);
}

/**
 * Whether a user may use the app now: a plan, unless its payment is overdue past the end of the period, or it is a
 * trial past its end (see trialAccessEndsAt) that no webhook has turned into a paid plan.
 */
export function hasAccess(user: AccessFields, now = new Date()): boolean {
  if (user.subscription !== "basic" && user.subscription !== "pro") return false;
  // A local plan the founder cancelled ends exactly at its period's end: no webhook will come to say so.
  if (user.cancelAtPeriodEnd && !user.stripeSubscriptionId) {
    const end =
      user.subscriptionStatus === "trialing"
        ? (user.trialEndsAt ?? user.currentPeriodEndsAt)
        : user.currentPeriodEndsAt;
    if (!end || end <= now) return false;
  }
  if (user.subscriptionStatus === "past_due")
    return Boolean(user.currentPeriodEndsAt && user.currentPeriodEndsAt > now);
  if (user.subscriptionStatus === "trialing") {
    const endsAt = trialAccessEndsAt(user);
    return endsAt !== null && now < endsAt;
  }
  return true;
}

/** A local trial past its end: what local billing records as canceled (lib/server/billing/local.ts, endLapsedLocalPlan). */
export const isLapsedLocalTrial = (user: AccessFields, now = new Date()) => isLocalTrial(user) && !hasAccess(user, now);

/** A local plan (trial or subscription, no Stripe behind it) that no longer opens the app: recorded as canceled. */
export const isLapsedLocalPlan = (user: AccessFields, now = new Date()) =>
  user.subscription !== null && !user.stripeSubscriptionId && !hasAccess(user, now);

/**
 * When a cancelled plan stops opening the app: the trial's end for a trial, else the end of the paid period (what the
 * FAQ promises and the UI states). Null when the plan renews, or there is none.
 */
export function accessEndsAt(user: AccessFields): Date | null {
  if (user.subscription === null || !user.cancelAtPeriodEnd) return null;
  return user.subscriptionStatus === "trialing"
    ? (user.trialEndsAt ?? user.currentPeriodEndsAt)
    : user.currentPeriodEndsAt;
}
