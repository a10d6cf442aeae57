import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { plan, type BillingInterval } from "./plan";

/**
 * Local billing (no Stripe key): the trial starts at once and no payment is taken. It is recorded like a real one,
 * with status "trialing" and its end date, so the rest of the app cannot tell the difference.
 */
export async function startLocalTrial(db: Db, user: User, interval: BillingInterval): Promise<void> {
  const now = new Date();
  const trialEndsAt = new Date(now.getTime() + plan.trialDays * 24 * 60 * 60_000);
  void interval;
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
