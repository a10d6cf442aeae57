import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { resumePlan } from "@/lib/server/billing/cancel";
import { route } from "@/lib/server/http";

/** Keep my plan: undoes a cancel while the period still runs (409 when there is none to undo). */
export const POST = route(async (request) => {
  const db = await getDb();
  const caller = await requireCaller(db, request);
  await resumePlan(db, caller.user);
  return Response.json({ message: "Your plan continues as before." });
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
