import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { processedStripeEvents } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { HttpError } from "@/lib/http";
import { getStripe } from "./stripe";
import { referenceOf, syncSubscription } from "./sync";

/** The event behind a webhook delivery, once its signature over the raw body checks out; else a 400. */
export function verifiedEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(404, "Stripe webhooks are not configured on this server.");
  if (!signature) throw new HttpError(400, "Missing Stripe-Signature header.");
  try {
    return getStripe().webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new HttpError(400, "Invalid Stripe signature.");
  }
}

export type EventOutcome = "processed" | "duplicate" | "ignored";

/**
 * Applies one event exactly once: its id is recorded in the same transaction as its effect, so a redelivery, or two
 * deliveries racing, find it recorded and change nothing. A failure rolls both back and Stripe delivers again.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(processedStripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedStripeEvents.id });
    if (recorded.length === 0) return "duplicate";
    const ref = referenceOf(event);
    if (!ref) return "ignored";
    const owned = await syncSubscription(tx as unknown as Db, ref);
    if (!owned) console.warn(`[billing] ${event.type} ${event.id}: no user owns subscription ${ref.subscriptionId}`);
    return owned ? "processed" : "ignored";
  });
}
