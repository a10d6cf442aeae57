const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a trial, rounded up (a trial ending in 3 hours has 1 day left); null when not on a trial. */
export function trialDaysLeft(
  user: { subscriptionStatus: string | null; trialEndsAt: Date | null },
  now = new Date(),
): number | null {
  if (user.subscriptionStatus !== "trialing" || !user.trialEndsAt) return null;
  return Math.max(0, Math.ceil((user.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

export const daysLeftLabel = (days: number) => (days === 0 ? "ends today" : `${days} day${days === 1 ? "" : "s"} left`);
