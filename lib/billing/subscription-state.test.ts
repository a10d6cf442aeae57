import { describe, expect, it } from "vitest";
import { hasAccess } from "./subscription-state";

const day = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day);

describe("hasAccess", () => {
  it.each([
    [{ subscription: "basic", subscriptionStatus: "trialing", currentPeriodEndsAt: at(7) }, true],
    [{ subscription: "basic", subscriptionStatus: "active", currentPeriodEndsAt: at(30) }, true],
    [{ subscription: "pro", subscriptionStatus: "active", currentPeriodEndsAt: at(30) }, true],
    [{ subscription: "basic", subscriptionStatus: "past_due", currentPeriodEndsAt: at(2) }, true],
    [{ subscription: "basic", subscriptionStatus: "past_due", currentPeriodEndsAt: at(-1) }, false],
    [{ subscription: null, subscriptionStatus: "canceled", currentPeriodEndsAt: at(-1) }, false],
    [{ subscription: null, subscriptionStatus: null, currentPeriodEndsAt: null }, false],
  ] as const)("%j → %s", (user, expected) => {
    expect(hasAccess(user)).toBe(expected);
  });
});
