import "server-only";
import { queuePlanChangeEmails } from "./plan-emails";
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { rowsOf, type Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { getStripe } from "./stripe";
import { log } from "@/lib/server/log";
import { hasAccess, stateOf, type SubscriptionState } from "./subscription-state";
import { recordTrialClaim } from "./trial-claims";

/** A transaction on the database (Drizzle's PgTransaction for our schema); it is also a Db, so helpers take either. */
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface SubscriptionReference {
  subscriptionId: string;
  /** Our user id, when the event carries it (client_reference_id, metadata.user_id). */
  userId?: string | null;
  customerId?: string | null;
}

/** Stripe's state of a subscription as read at `fetchedAt` (the database's clock just before the read began). */
export interface FetchedSubscription {
  state: SubscriptionState;
  /** Whether the subscription has, or had, a free trial. */
  hadTrial: boolean;
  fetchedAt: Date;
}

export type SyncOutcome = "written" | "stale" | "superseded" | "no-owner";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The subscription an event is about, if it is one of those LaunchLens acts on. */
export function referenceOf(event: Stripe.Event): SubscriptionReference | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      return subscriptionId
        ? { subscriptionId, userId: session.client_reference_id, customerId: idOf(session.customer) }
        : null;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return {
        subscriptionId: subscription.id,
        userId: subscription.metadata?.user_id,
        customerId: idOf(subscription.customer),
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      return subscriptionId ? { subscriptionId, customerId: idOf(invoice.customer) } : null;
    }
    default:
      return null;
  }
}

/** The database's clock: every instance compares fetch times on the same one. */
async function databaseNow(db: Db): Promise<Date> {
  const [row] = rowsOf<{ ms: number | string }>(await db.execute(sql`select extract(epoch from now()) * 1000 as ms`));
  return new Date(Math.floor(Number(row!.ms)));
}

/**
 * Reads a subscription's current state from Stripe. Call it outside any transaction: it is an HTTP call that can take
 * as long as Stripe's timeout and retries allow. The time is taken first, so `fetchedAt` never claims a newer state
 * than the one read: whatever Stripe had committed by then is in the answer.
 */
export async function fetchSubscription(db: Db, subscriptionId: string): Promise<FetchedSubscription> {
  const fetchedAt = await databaseNow(db);
  const subscription = await getStripe().subscriptions.retrieve(subscriptionId);
  return {
    state: stateOf(subscription),
    hadTrial: Boolean(subscription.trial_start ?? subscription.trial_end),
    fetchedAt,
  };
}

async function lockOwner(tx: DbTransaction, ref: SubscriptionReference): Promise<User | undefined> {
  const [bySubscription] = await tx
    .select()
    .from(users)
    .where(eq(users.stripeSubscriptionId, ref.subscriptionId))
    .for("update");
  if (bySubscription) return bySubscription;
  if (ref.userId && /^[0-9a-f-]{36}$/i.test(ref.userId)) {
    const [byId] = await tx.select().from(users).where(eq(users.id, ref.userId)).for("update");
    if (byId) return byId;
  }
  if (ref.customerId) {
    const [byCustomer] = await tx.select().from(users).where(eq(users.stripeCustomerId, ref.customerId)).for("update");
    return byCustomer;
  }
  return undefined;
}

/**
 * Writes a fetched state to the subscription's owner, inside the caller's (short) transaction: the owner's row is
 * locked, and the state is written only when what the row holds was fetched earlier than ours, so whatever order
 * deliveries finish in, the row ends as the newest state read from Stripe. A trial on the subscription is recorded as
 * a claim of the owner's address and of the customer, so neither gets another (see trial-claims.ts).
 */
export async function applySubscription(
  tx: DbTransaction,
  ref: SubscriptionReference,
  fetched: FetchedSubscription,
): Promise<SyncOutcome> {
  const { state, fetchedAt } = fetched;
  const owner = await lockOwner(tx, ref);
  if (fetched.hadTrial) await recordTrialClaim(tx, { email: owner?.email, stripeCustomerId: state.stripeCustomerId });
  if (!owner) return "no-owner";
  // An older subscription that ended must not take away the plan of the newer one that replaced it.
  if (
    owner.stripeSubscriptionId &&
    owner.stripeSubscriptionId !== state.stripeSubscriptionId &&
    state.subscription === null
  ) {
    return "superseded";
  }
  if (owner.subscriptionSyncedAt && owner.subscriptionSyncedAt >= fetchedAt) return "stale";
  await tx
    .update(users)
    .set({ ...state, subscriptionSyncedAt: fetchedAt, updatedAt: new Date() })
    .where(eq(users.id, owner.id));
  await queuePlanChangeEmails(tx, owner.email, owner, { ...owner, ...state });
  return "written";
}

/**
 * A Stripe trial past its end and the webhook's grace (so it opens nothing): asks Stripe how the subscription stands
 * and writes it as a webhook would, so a lost webhook cannot keep a paying founder out, nor offer them a second
 * subscription. Called where such a founder lands (the plan page); if Stripe cannot be reached, nothing changes.
 */
export async function refreshLapsedStripeTrial(db: Db, user: User, now = new Date()): Promise<User> {
  const subscriptionId = user.stripeSubscriptionId;
  if (user.subscriptionStatus !== "trialing" || !subscriptionId || hasAccess(user, now)) return user;
  try {
    const fetched = await fetchSubscription(db, subscriptionId);
    await db.transaction((tx) =>
      applySubscription(tx, { subscriptionId, userId: user.id, customerId: user.stripeCustomerId }, fetched),
    );
    const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
    return fresh ?? user;
  } catch (error) {
    log().warn({ err: error, userId: user.id }, "billing: a lapsed trial could not be refreshed from Stripe");
    return user;
  }
}
