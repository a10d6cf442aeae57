import { getDb } from "@/db";
import { requireCaller } from "@/lib/auth/current-user";
import { cancelAtPeriodEnd } from "@/lib/billing/cancel";
import { formatDateTime } from "@/lib/format";
import { route } from "@/lib/http";

/**
 * Cancels the plan at the end of its period (local billing and Stripe alike): the app stays open until then. Answers
 * `{ message, access_ends_at }`.
 */
export const POST = route(async (request) => {
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const endsAt = await cancelAtPeriodEnd(db, caller.user);
  return Response.json({
    message: endsAt
      ? `Your plan is cancelled. You keep full access until ${formatDateTime(endsAt)}.`
      : "Your plan is cancelled.",
    access_ends_at: endsAt?.toISOString() ?? null,
  });
});

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
