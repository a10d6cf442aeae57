import { describe, expect, it } from "vitest";
import { daysLeftLabel, trialDaysLeft } from "./trial";

const now = new Date("2026-11-23T12:00:00Z");
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe("trialDaysLeft", () => {
  it("counts whole days left, rounding a part day up, and only on a trial", () => {
    expect(trialDaysLeft({ subscriptionStatus: "trialing", trialEndsAt: at(7 * 24) }, now)).toBe(7);
    expect(trialDaysLeft({ subscriptionStatus: "trialing", trialEndsAt: at(3) }, now)).toBe(1);
    expect(trialDaysLeft({ subscriptionStatus: "trialing", trialEndsAt: at(-1) }, now)).toBe(0);
    expect(trialDaysLeft({ subscriptionStatus: "active", trialEndsAt: at(48) }, now)).toBeNull();
    expect(trialDaysLeft({ subscriptionStatus: "trialing", trialEndsAt: null }, now)).toBeNull();
  });

  it("says it in words", () => {
    expect([daysLeftLabel(0), daysLeftLabel(1), daysLeftLabel(6)]).toEqual(["ends today", "1 day left", "6 days left"]);
  });
});
