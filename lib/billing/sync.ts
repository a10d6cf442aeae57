import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { getStripe } from "./stripe";
import { stateOf } from "./subscription-state";

export interface SubscriptionReference {
  subscriptionId: string;
  /** Our user id, when the event carries it (client_reference_id, metadata.user_id). */
  userId?: string | null;
  customerId?: string | null;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The subscription an event is about, if it is one of those LaunchLens acts on. */
export function referenceOf(event: Stripe.Event): SubscriptionReference | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      return subscriptionId ? { subscriptionId, userId: session.client_reference_id, customerId: idOf(session.customer) } : null;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return { subscriptionId: subscription.id, userId: subscription.metadata?.user_id, customerId: idOf(subscription.customer) };
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

async function findOwner(db: Db, ref: SubscriptionReference): Promise<User | undefined> {
  const bySubscription = await db.select().from(users).where(eq(users.stripeSubscriptionId, ref.subscriptionId)).for("update");
  if (bySubscription[0]) return bySubscription[0];
  if (ref.userId && /^[0-9a-f-]{36}$/i.test(ref.userId)) {
    const [byId] = await db.select().from(users).where(eq(users.id, ref.userId)).for("update");
    if (byId) return byId;
  }
  if (ref.customerId) {
    const [byCustomer] = await db.select().from(users).where(eq(users.stripeCustomerId, ref.customerId)).for("update");
    return byCustomer;
  }
  return undefined;
}

/**
 * Writes Stripe's current state of a subscription to its owner. The state is read from Stripe, not from the event, and
 * under a lock on the owner's row, so whatever order events arrive in, the last write is Stripe's latest state.
 * Returns false when no user owns the subscription.
 */
export async function syncSubscription(db: Db, ref: SubscriptionReference): Promise<boolean> {
  const owner = await findOwner(db, ref);
  if (!owner) return false;
  const subscription = await getStripe().subscriptions.retrieve(ref.subscriptionId);
  const state = stateOf(subscription);
  // An older subscription that ended must not take away the plan of the newer one that replaced it.
  if (owner.stripeSubscriptionId && owner.stripeSubscriptionId !== state.stripeSubscriptionId && state.subscription === null) {
    return true;
  }
  const now = new Date();
  await db.update(users).set({ ...state, subscriptionSyncedAt: now, updatedAt: now }).where(eq(users.id, owner.id));
  return true;
}
