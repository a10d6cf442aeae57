import "server-only";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { getEnv, modesOf } from "@/lib/server/env";
import { endLapsedLocalPlan, startLocalSubscription, startLocalTrial } from "./local";
import { plan, type BillingInterval } from "@/lib/core/billing/plan";
import { getStripe } from "./stripe";
import { hasTrialClaim } from "./trial-claims";

export const CHECKOUT_RETURN = "/auth/choose-plan?checkout=success";

/**
 * Where the browser goes to start the trial: a Stripe Checkout Session (subscription with a 7-day trial), the
 * configured payment link with the e-mail and our user id filled in, or, under local billing, straight back after the
 * trial has started here. The trial is offered once per person (trial-claims.ts): a Checkout Session for someone who
 * had one carries no trial, and local billing, which takes no payment, grants them the plan itself (marked local on
 * the plan page: nothing is charged).
 */
export async function checkoutDestination(
  db: Db,
  user: User,
  interval: BillingInterval,
  /**
   * From a kept free try (whose button promised the trial): back to its idea (an app path), and only for the trial:
   * someone who had theirs is sent there without a plan, to choose one themselves.
   */
  fromTry?: { returnTo: string },
): Promise<string> {
  const env = getEnv();
  const modes = modesOf(env);
  const returnTo = fromTry?.returnTo ?? CHECKOUT_RETURN;
  if (modes.billing === "local") {
    // A plan that ran out is recorded as ended first, so the subscription below finds the row without one.
    const current = await endLapsedLocalPlan(db, user);
    if ((await startLocalTrial(db, current, interval)) === "trial-used" && !fromTry)
      await startLocalSubscription(db, current, interval);
    return returnTo;
  }
  if (modes.checkout === "payment-link") {
    const link = new URL(interval === "month" ? env.STRIPE_PAYMENT_LINK_MONTHLY! : env.STRIPE_PAYMENT_LINK_YEARLY!);
    link.searchParams.set("prefilled_email", user.email);
    link.searchParams.set("client_reference_id", user.id);
    return link.toString();
  }
  // The claim outlives the account (a deleted and re-created account finds it); trialEndsAt covers older accounts.
  const trialUsed =
    user.trialEndsAt !== null ||
    (await hasTrialClaim(db, { email: user.email, stripeCustomerId: user.stripeCustomerId }));
  if (trialUsed && fromTry) return returnTo;
  const session = await getStripe().checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price: interval === "month" ? env.STRIPE_PRICE_MONTHLY! : env.STRIPE_PRICE_YEARLY!, quantity: 1 }],
    // The free trial is for a first subscription only; someone who had one pays from the start.
    subscription_data: { ...(trialUsed ? {} : { trial_period_days: plan.trialDays }), metadata: { user_id: user.id } },
    client_reference_id: user.id,
    ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email }),
    metadata: { user_id: user.id },
    // Stripe fills in {CHECKOUT_SESSION_ID}; it must reach Stripe unencoded.
    success_url: `${new URL(returnTo, env.APP_URL)}${returnTo.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: new URL(fromTry ? returnTo : "/auth/choose-plan?checkout=cancelled", env.APP_URL).toString(),
  });
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
  return session.url;
}
