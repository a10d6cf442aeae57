import { getDb } from "@/db";
import { handleStripeEvent, verifiedEvent } from "@/lib/billing/webhook";
import { route } from "@/lib/http";

/** Stripe's webhook: the signature is checked on the raw body before anything else. */
export const POST = route(async (request) => {
  const event = verifiedEvent(await request.text(), request.headers.get("stripe-signature"));
  const outcome = await handleStripeEvent(await getDb(), event);
  return Response.json({ received: true, outcome });
});
