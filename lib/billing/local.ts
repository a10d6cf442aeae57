import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { plan, type BillingInterval } from "./plan";
import { isLapsedLocalTrial } from "./subscription-state";
import { recordTrialClaim } from "./trial-claims";

export type LocalTrialOutcome = "started" | "trial-used";

/**
 * Local billing (no Stripe key): the trial starts at once and no payment is taken. It is recorded like a real one,
 * with status "trialing" and its end date, so the rest of the app cannot tell the difference; it ends as Stripe ends a
 * trial without a card (see endLapsedLocalTrial). One trial per person:
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

/**
 * Records the end of a local trial that has run out, as Stripe records a trial that ended without a card: no plan,
 * status "canceled". hasAccess already refuses such a trial from its last second (no webhook to wait for), so this is
 * done lazily, when the user is next read where it matters (the plan page); the trial's end date is kept, so it
 * counts as used. Returns the user as it now stands.
 */
export async function endLapsedLocalTrial<T extends User>(db: Db, user: T, now = new Date()): Promise<T> {
  if (!isLapsedLocalTrial(user, now)) return user;
  const [ended] = await db
    .update(users)
    .set({ subscription: null, subscriptionStatus: "canceled", currentPeriodEndsAt: sql`coalesce(${users.trialEndsAt}, now())`, subscriptionSyncedAt: now, updatedAt: now })
    // Only the trial it was read with: a subscription started meanwhile is left alone.
    .where(and(eq(users.id, user.id), eq(users.subscriptionStatus, "trialing"), isNull(users.stripeSubscriptionId), lte(users.trialEndsAt, now)))
    .returning();
  return (ended as T | undefined) ?? user;
}
