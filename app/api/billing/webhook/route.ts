import { getDb } from "@/db";
import { assertWebhooksConfigured, handleStripeEvent, verifiedEvent } from "@/lib/server/billing/webhook";
import { KB, readText, route } from "@/lib/server/http";

/** Stripe's webhook: the signature is checked on the raw body before anything else. */
export const POST = route(
  async (request) => {
    assertWebhooksConfigured();
    const event = verifiedEvent(await readText(request), request.headers.get("stripe-signature"));
    const outcome = await handleStripeEvent(await getDb(), event);
    return Response.json({ received: true, outcome });
  },
  // Stripe's events are a few KB; 1 MB leaves room without letting anyone make us buffer more.
  { maxBodyBytes: 1024 * KB, crossSite: "any" },
);

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
