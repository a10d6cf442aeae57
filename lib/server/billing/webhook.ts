import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { processedStripeEvents } from "@/db/schema";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";
import { getStripe } from "./stripe";
import { applySubscription, fetchSubscription, referenceOf, type DbTransaction } from "./sync";
import { Invalid, NotFound } from "@/lib/core/errors";

/** Before a byte of the body is read: without a signing secret there is nothing to verify it against. */
export function assertWebhooksConfigured(): void {
  if (!getEnv().STRIPE_WEBHOOK_SECRET) throw new NotFound("Stripe webhooks are not configured on this server.");
}

/** The event behind a webhook delivery, once its signature over the raw body checks out; else a 400. */
export function verifiedEvent(rawBody: string, signature: string | null): Stripe.Event {
  assertWebhooksConfigured();
  const secret = getEnv().STRIPE_WEBHOOK_SECRET!;
  if (!signature) throw new Invalid("Missing Stripe-Signature header.");
  try {
    return getStripe().webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new Invalid("Invalid Stripe signature.");
  }
}

export type EventOutcome = "processed" | "duplicate" | "ignored";

/** Records the event id; false when it was recorded already (a redelivery, or a concurrent delivery that got there first). */
async function recordEvent(tx: DbTransaction, event: Stripe.Event): Promise<boolean> {
  const recorded = await tx
    .insert(processedStripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processedStripeEvents.id });
  return recorded.length > 0;
}

/**
 * Applies one event exactly once, without holding the database while Stripe answers:
 * 1. an event id already recorded is a duplicate, answered at once;
 * 2. the subscription is read from Stripe outside any transaction (never from the event's payload, which can be stale);
 * 3. one short transaction records the event id (a concurrent delivery that recorded it first makes this one a
 *    duplicate), locks the owner's row and writes the state only if the row holds an older read (applySubscription).
 * A failure anywhere leaves the event unrecorded, so Stripe delivers it again.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<EventOutcome> {
  const [seen] = await db
    .select({ id: processedStripeEvents.id })
    .from(processedStripeEvents)
    .where(eq(processedStripeEvents.id, event.id));
  if (seen) return "duplicate";
  const ref = referenceOf(event);
  const fetched = ref ? await fetchSubscription(db, ref.subscriptionId) : null;
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event))) return "duplicate";
    if (!ref || !fetched) return "ignored";
    const outcome = await applySubscription(tx, ref, fetched);
    if (outcome === "no-owner") {
      log().warn(
        { eventType: event.type, eventId: event.id, subscriptionId: ref.subscriptionId },
        "billing: no user owns the subscription",
      );
      return "ignored";
    }
    return "processed";
  });
}
