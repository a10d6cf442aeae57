import { getDb } from "@/db";
import { requireCaller } from "@/lib/auth/current-user";
import { cancelLocalTrial } from "@/lib/billing/local";
import { getEnv, modesOf } from "@/lib/env";
import { HttpError, route } from "@/lib/http";

/** Cancels a local-billing trial. With Stripe, cancelling happens in Stripe's customer portal instead. */
export const POST = route(async (request) => {
  const db = await getDb();
  const caller = await requireCaller(db, request);
  if (modesOf(getEnv()).billing !== "local") {
    throw new HttpError(409, "Subscriptions are managed in the billing portal. Use Manage Subscription.");
  }
  await cancelLocalTrial(db, caller.user);
  return Response.json({ message: "Your trial has been cancelled." });
});

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
