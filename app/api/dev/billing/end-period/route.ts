import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { billingClockIsOpen, endLocalPeriodNow } from "@/lib/server/billing/local";
import { errorResponse, route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** Local billing's clock for the journeys: the caller's own local plan reaches its end now (see billingClockIsOpen). */
export const POST = route(async (request) => {
  if (!billingClockIsOpen()) return errorResponse(404, "Not found.");
  const db = await getDb();
  const caller = await requireCaller(db, request);
  await endLocalPeriodNow(db, caller.user);
  return Response.json({ message: "The plan's period has ended." });
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
