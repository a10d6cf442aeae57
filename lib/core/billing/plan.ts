import { keysOf } from "@/lib/core/objects";

/** The one plan LaunchLens sells: shown as "Pro", stored as `basic` (docs/API.md, "Constants"). */
export const plan = {
  displayName: "Pro",
  storedAs: "basic",
  trialDays: 7,
  prices: {
    month: { usd: 6, perMonthUsd: 6 },
    year: { usd: 60, perMonthUsd: 5 },
  },
} as const;

export type BillingInterval = keyof typeof plan.prices;
export const billingIntervals: BillingInterval[] = keysOf(plan.prices);

/** How much cheaper a year is than twelve months, as a whole percentage. */
export const yearlySavingPercent = Math.round((1 - plan.prices.year.usd / (plan.prices.month.usd * 12)) * 100);
