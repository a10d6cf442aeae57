import "server-only";
import { queuePlanChangeEmails } from "./plan-emails";
import { and, eq, isNull, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { getEnv, modesOf, type Env } from "@/lib/server/env";
import { plan, type BillingInterval } from "@/lib/core/billing/plan";
import { accessEndsAt, hasAccess as hasAccessNow, isLapsedLocalPlan } from "./subscription-state";
import { recordTrialClaim } from "./trial-claims";

export type LocalTrialOutcome = "started" | "trial-used";

/**
 * Local billing (no Stripe key): the trial starts at once and no payment is taken. It is recorded like a real one,
 * with status "trialing" and its end date, so the rest of the app cannot tell the difference; it ends as Stripe ends a
 * trial without a card (see endLapsedLocalPlan). One trial per person:
 * the claim (see trial-claims.ts) is taken in the same transaction, so of two checkouts at once only one starts it,
 * and a person who had one (this account, or an earlier one with the same address) gets none.
 */
export async function startLocalTrial(
  db: Db,
  user: User,
  interval: BillingInterval = "month",
): Promise<LocalTrialOutcome> {
  return db.transaction(async (tx) => {
    const claimed = await recordTrialClaim(tx, { email: user.email, stripeCustomerId: user.stripeCustomerId });
    // An account whose trial predates the claims table has its end date on the row.
    if (!claimed || user.trialEndsAt) return "trial-used";
    const now = new Date();
    const trialEndsAt = new Date(now.getTime() + plan.trialDays * 24 * 60 * 60_000);
    const [started] = await tx
      .update(users)
      .set({
        subscription: plan.storedAs,
        subscriptionStatus: "trialing",
        trialEndsAt,
        currentPeriodEndsAt: trialEndsAt,
        subscriptionInterval: interval,
        cancelAtPeriodEnd: false,
        subscriptionSyncedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (started) await queuePlanChangeEmails(tx, started.email, user, started);
    return "started";
  });
}

/** The end of a paid period that starts at `from`: one calendar month or year later. */
export function periodEnd(from: Date, interval: BillingInterval): Date {
  const end = new Date(from);
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Local billing's "Subscribe", for someone whose trial is used: the plan is granted as the trial is, at once and with
 * nothing charged (there is no payment provider), as an active subscription of one period that renews until
 * cancelled. The trial's end date stays on the row, so the trial still counts as used.
 */
export async function startLocalSubscription(db: Db, user: User, interval: BillingInterval = "month"): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({
      subscription: plan.storedAs,
      subscriptionStatus: "active",
      currentPeriodEndsAt: periodEnd(now, interval),
      subscriptionInterval: interval,
      cancelAtPeriodEnd: false,
      subscriptionSyncedAt: now,
      updatedAt: now,
    })
    // Only a row without a plan: a second click while the first started the trial must not turn it into this.
    .where(and(eq(users.id, user.id), isNull(users.subscription), isNull(users.stripeSubscriptionId)));
}

/**
 * Cancels a local plan (trial or subscription) at the end of its period, as the FAQ promises and as Stripe cancels:
 * the app stays open until then (hasAccess), and nothing renews. Returns when access ends, or null when there was no
 * plan to cancel.
 */
export async function cancelLocalPlan(db: Db, user: User): Promise<Date | null> {
  const [cancelled] = await db
    .update(users)
    .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNotNull(users.subscription), isNull(users.stripeSubscriptionId)))
    .returning();
  if (cancelled) await queuePlanChangeEmails(db, cancelled.email, user, cancelled);
  return cancelled ? accessEndsAt(cancelled) : null;
}

/** Undoes a cancel while the plan still runs: it renews again (a trial simply runs to its end, as before). */
export async function resumeLocalPlan(db: Db, user: User): Promise<boolean> {
  if (!hasAccessNow(user)) return false;
  const [resumed] = await db
    .update(users)
    .set({ cancelAtPeriodEnd: false, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, user.id),
        isNotNull(users.subscription),
        isNull(users.stripeSubscriptionId),
        eq(users.cancelAtPeriodEnd, true),
      ),
    )
    .returning({ id: users.id });
  return Boolean(resumed);
}

/**
 * Records the end of a local plan that has run out (a trial past its end, or a cancelled subscription past its
 * period), as Stripe records a trial that ended without a card: no plan, status "canceled". hasAccess already refuses
 * such a plan from its last second (no webhook to wait for), so this is done lazily, when the user is next read where
 * it matters (the plan page); the trial's end date is kept, so it counts as used. Returns the user as it now stands.
 */
export async function endLapsedLocalPlan<T extends User>(db: Db, user: T, now = new Date()): Promise<T> {
  if (!isLapsedLocalPlan(user, now)) return user;
  const [ended] = await db
    .update(users)
    .set({
      subscription: null,
      subscriptionStatus: "canceled",
      currentPeriodEndsAt:
        user.subscriptionStatus === "trialing"
          ? sql`coalesce(${users.trialEndsAt}, now())`
          : sql`coalesce(${users.currentPeriodEndsAt}, now())`,
      cancelAtPeriodEnd: false,
      subscriptionSyncedAt: now,
      updatedAt: now,
    })
    // Only the plan it was read with, and only once it has run out: a subscription started meanwhile is left alone.
    .where(
      and(
        eq(users.id, user.id),
        isNull(users.stripeSubscriptionId),
        or(
          and(eq(users.subscriptionStatus, "trialing"), lte(users.trialEndsAt, now)),
          and(eq(users.cancelAtPeriodEnd, true), lte(users.currentPeriodEndsAt, now)),
        ),
      ),
    )
    .returning();
  if (ended) await queuePlanChangeEmails(db, ended.email, user, ended);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the updated row is the user T given, with its plan fields changed
  return (ended as T | undefined) ?? user;
}

/**
 * Local billing's clock: moves the end of the caller's own local plan (trial and period) to a second ago, as if its
 * time had run out, so a journey can see what a founder sees after the end. It can only take access away from its
 * caller, and only from a plan that local billing granted for nothing; still, it is open in development only, or in
 * production with LOCAL_BILLING_CLOCK=1 (the journeys' server), and never with Stripe.
 */
export function billingClockIsOpen(env: Env = getEnv()): boolean {
  if (modesOf(env).billing !== "local") return false;
  return env.NODE_ENV !== "production" || env.LOCAL_BILLING_CLOCK === "1";
}

export async function endLocalPeriodNow(db: Db, user: User): Promise<void> {
  const past = new Date(Date.now() - 1_000);
  await db
    .update(users)
    .set({
      currentPeriodEndsAt: past,
      ...(user.subscriptionStatus === "trialing" ? { trialEndsAt: past } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, user.id), isNotNull(users.subscription), isNull(users.stripeSubscriptionId)));
}
