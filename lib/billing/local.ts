import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { plan } from "./plan";

/**
 * Local billing (no Stripe key): the trial starts at once and no payment is taken. It is recorded like a real one,
 * with status "trialing" and its end date, so the rest of the app cannot tell the difference.
 */
export async function startLocalTrial(db: Db, user: User): Promise<void> {
  const now = new Date();
  const trialEndsAt = new Date(now.getTime() + plan.trialDays * 24 * 60 * 60_000);
  await db
    .update(users)
    .set({
      subscription: plan.storedAs,
      subscriptionStatus: "trialing",
      trialEndsAt,
      currentPeriodEndsAt: trialEndsAt,
      subscriptionSyncedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
}

/** Ends a local trial at once: the user goes back to choosing a plan. */
export async function cancelLocalTrial(db: Db, user: User): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({ subscription: null, subscriptionStatus: "canceled", currentPeriodEndsAt: now, subscriptionSyncedAt: now, updatedAt: now })
    .where(eq(users.id, user.id));
}
