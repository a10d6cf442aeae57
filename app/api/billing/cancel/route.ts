import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { cancelAtPeriodEnd } from "@/lib/server/billing/cancel";
import { formatDateTime } from "@/lib/core/format";
import { route, methods, json } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /**
   * Cancels the plan at the end of its period (local billing and Stripe alike): the app stays open until then. Answers
   * `{ message, access_ends_at }`.
   */
  POST: route(async (request) => {
    const db = await getDb();
    const caller = await requireCaller(db, request);
    const endsAt = await cancelAtPeriodEnd(db, caller.user);
    return json({
      message: endsAt
        ? `Your plan is cancelled. You keep full access until ${formatDateTime(endsAt)}.`
        : "Your plan is cancelled.",
      access_ends_at: endsAt?.toISOString() ?? null,
    });
  }),
});
