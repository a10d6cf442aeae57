import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { billingClockIsOpen, endLocalPeriodNow } from "@/lib/server/billing/local";
import { errorResponse, route, methods, json } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** Local billing's clock for the journeys: the caller's own local plan reaches its end now (see billingClockIsOpen). */
  POST: route(async (request) => {
    if (!billingClockIsOpen()) return errorResponse(404, "Not found.");
    const db = await getDb();
    const caller = await requireCaller(db, request);
    await endLocalPeriodNow(db, caller.user);
    return json({ message: "The plan's period has ended." });
  }),
});
