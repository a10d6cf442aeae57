import { describe, expect, it } from "vitest";
import {
  accessEndsAt,
  hasAccess,
  isLapsedLocalPlan,
  isLapsedLocalTrial,
  TRIAL_WEBHOOK_GRACE_MS,
} from "./subscription-state";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const minute = 60_000;
const day = 24 * 60 * minute;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const STRIPE = "sub_123";

type Case = [
  label: string,
  user: {
    subscription: "basic" | "pro" | null;
    subscriptionStatus: string | null;
    trialEndsAt: Date | null;
    currentPeriodEndsAt: Date | null;
    stripeSubscriptionId: string | null;
  },
  access: boolean,
];

const plan = (
  status: string | null,
  trialEndsAt: Date | null,
  currentPeriodEndsAt: Date | null,
  stripeSubscriptionId: string | null = STRIPE,
) => ({
  subscription: "basic" as const,
  subscriptionStatus: status,
  trialEndsAt,
  currentPeriodEndsAt,
  stripeSubscriptionId,
});

describe("hasAccess", () => {
  it("waits an hour at most for Stripe's webhook after a trial ends", () => {
    expect(TRIAL_WEBHOOK_GRACE_MS).toBe(60 * minute);
  });

  it.each<Case>([
    // Stripe trials: open until the end, then for the webhook's grace, then closed until the subscription says more.
    ["Stripe trial, 7 days left", plan("trialing", at(7 * day), at(7 * day)), true],
    ["Stripe trial, ends in a minute", plan("trialing", at(minute), at(minute)), true],
    ["Stripe trial, ended 59 minutes ago (webhook due)", plan("trialing", at(-59 * minute), at(-59 * minute)), true],
    ["Stripe trial, ended 61 minutes ago, no webhook", plan("trialing", at(-61 * minute), at(-61 * minute)), false],
    ["Stripe trial, ended a week ago", plan("trialing", at(-7 * day), at(-7 * day)), false],
    ["Stripe trial without trial_end: the period's end counts", plan("trialing", null, at(2 * day)), true],
    ["Stripe trial without any end", plan("trialing", null, null), false],
    // Local trials: no webhook to wait for, so they end on the second.
    ["local trial, 7 days left", plan("trialing", at(7 * day), at(7 * day), null), true],
    ["local trial, ends in a minute", plan("trialing", at(minute), at(minute), null), true],
    ["local trial, ended a minute ago", plan("trialing", at(-minute), at(-minute), null), false],
    ["local trial, ended a month ago", plan("trialing", at(-30 * day), at(-30 * day), null), false],
    ["local trial without any end", plan("trialing", null, null, null), false],
    // Once the webhook has turned the trial into a paid plan, the trial's end no longer matters.
    ["active after a trial that ended", plan("active", at(-7 * day), at(23 * day)), true],
    ["pro, active", { ...plan("active", null, at(30 * day)), subscription: "pro" }, true],
    ["past_due within the period", plan("past_due", at(-7 * day), at(2 * day)), true],
    ["past_due after the period", plan("past_due", at(-30 * day), at(-day)), false],
    ["canceled at the trial's end (no card)", { ...plan("canceled", at(-day), at(-day)), subscription: null }, false],
    [
      "never subscribed",
      {
        subscription: null,
        subscriptionStatus: null,
        trialEndsAt: null,
        currentPeriodEndsAt: null,
        stripeSubscriptionId: null,
      },
      false,
    ],
  ])("%s → %s", (_, user, expected) => {
    expect(hasAccess(user, NOW)).toBe(expected);
  });
});

describe("isLapsedLocalTrial", () => {
  it.each<Case>([
    ["local trial ended", plan("trialing", at(-minute), at(-minute), null), true],
    ["local trial running", plan("trialing", at(minute), at(minute), null), false],
    ["Stripe trial ended (the webhook decides)", plan("trialing", at(-day), at(-day)), false],
    ["local trial already canceled", { ...plan("canceled", at(-day), at(-day), null), subscription: null }, false],
  ])("%s → %s", (_, user, expected) => {
    expect(isLapsedLocalTrial(user, NOW)).toBe(expected);
  });
});

describe("a plan cancelled at the period's end", () => {
  const cancelled = (
    status: string,
    trialEndsAt: Date | null,
    periodEnd: Date | null,
    stripe: string | null = null,
  ) => ({
    ...plan(status, trialEndsAt, periodEnd, stripe),
    cancelAtPeriodEnd: true,
  });

  it.each<[string, ReturnType<typeof cancelled>, boolean]>([
    ["local trial cancelled, 3 days left", cancelled("trialing", at(3 * day), at(3 * day)), true],
    ["local trial cancelled, ended a second ago", cancelled("trialing", at(-1000), at(-1000)), false],
    ["local subscription cancelled, 20 days of the month left", cancelled("active", at(-30 * day), at(20 * day)), true],
    ["local subscription cancelled, period over", cancelled("active", at(-60 * day), at(-minute)), false],
    ["local subscription cancelled without a period end", cancelled("active", null, null), false],
    // Stripe ends it itself at the period's end and says so by webhook; until then the status decides.
    ["Stripe subscription cancelled, period over, webhook due", cancelled("active", null, at(-minute), STRIPE), true],
  ])("%s → %s", (_, user, expected) => {
    expect(hasAccess(user, NOW)).toBe(expected);
  });

  it("says until when: the trial's end for a trial, else the period's end; nothing for a plan that renews", () => {
    expect(accessEndsAt(cancelled("trialing", at(3 * day), at(4 * day)))).toEqual(at(3 * day));
    expect(accessEndsAt(cancelled("active", at(-30 * day), at(20 * day)))).toEqual(at(20 * day));
    expect(accessEndsAt({ ...cancelled("active", null, at(20 * day)), cancelAtPeriodEnd: false })).toBeNull();
    expect(accessEndsAt({ ...cancelled("canceled", null, at(-day)), subscription: null })).toBeNull();
  });

  it("a local plan past its end is lapsed (recorded as canceled); a renewing local subscription never is", () => {
    expect(isLapsedLocalPlan(cancelled("active", null, at(-minute)), NOW)).toBe(true);
    expect(isLapsedLocalPlan({ ...cancelled("active", null, at(-minute)), cancelAtPeriodEnd: false }, NOW)).toBe(false);
    expect(isLapsedLocalPlan(cancelled("active", null, at(-minute), STRIPE), NOW)).toBe(false);
  });
});
