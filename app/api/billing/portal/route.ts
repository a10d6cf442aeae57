import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { portalDestination } from "@/lib/server/billing/portal";
import { route, methods, json } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** Manage Subscription: where to open (in a new tab). */
  POST: route(async (request) => {
    const caller = await requireCaller(await getDb(), request);
    return json({ url: await portalDestination(caller.user) });
  }),
});
