import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { resumePlan } from "@/lib/server/billing/cancel";
import { route, methods, json } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** Keep my plan: undoes a cancel while the period still runs (409 when there is none to undo). */
  POST: route(async (request) => {
    const db = await getDb();
    const caller = await requireCaller(db, request);
    await resumePlan(db, caller.user);
    return json({ message: "Your plan continues as before." });
  }),
});
