import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { plan, type BillingInterval } from "./plan";
import { recordTrialClaim } from "./trial-claims";

export type LocalTrialOutcome = "started" | "trial-used";

/**
 * Local billing (no Stripe key): the trial starts at once and no payment is taken. It is recorded like a real one,
 * with status "trialing" and its end date, so the rest of the app cannot tell the difference. One trial per person:
 * the claim (see trial-claims.ts) is taken in the same transaction, so of two checkouts at once only one starts it,
 * and a person who had one (this account, or an earlier one with the same address) gets none.
 */
export async function startLocalTrial(db: Db, user: User, interval: BillingInterval = "month"): Promise<LocalTrialOutcome> {
  return db.transaction(async (tx) => {
    const claimed = await recordTrialClaim(tx, { email: user.email, stripeCustomerId: user.stripeCustomerId });
    // An account whose trial predates the claims table has its end date on the row.
    if (!claimed || user.trialEndsAt) return "trial-used";
    const now = new Date();
    const trialEndsAt = new Date(now.getTime() + plan.trialDays * 24 * 60 * 60_000);
    await tx
      .update(users)
      .set({
        subscription: plan.storedAs,
        subscriptionStatus: "trialing",
        trialEndsAt,
        currentPeriodEndsAt: trialEndsAt,
        subscriptionInterval: interval,
        subscriptionSyncedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    return "started";
  });
}

/** Ends a local trial at once: the user goes back to choosing a plan. */
export async function cancelLocalTrial(db: Db, user: User): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({ subscription: null, subscriptionStatus: "canceled", currentPeriodEndsAt: now, subscriptionSyncedAt: now, updatedAt: now })
    .where(eq(users.id, user.id));
}
