import { getDb } from "@/db";
import { assertWebhooksConfigured, handleStripeEvent, verifiedEvent } from "@/lib/server/billing/webhook";
import { KB, readText, route, methods, json } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** Stripe's webhook: the signature is checked on the raw body before anything else. */
  POST: route(
    async (request) => {
      assertWebhooksConfigured();
      const event = verifiedEvent(await readText(request), request.headers.get("stripe-signature"));
      const outcome = await handleStripeEvent(await getDb(), event);
      return json({ received: true, outcome });
    },
    // Stripe's events are a few KB; 1 MB leaves room without letting anyone make us buffer more.
    { maxBodyBytes: 1024 * KB, crossSite: "any" },
  ),
});
