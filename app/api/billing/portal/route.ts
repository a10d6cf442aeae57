import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { portalDestination } from "@/lib/server/billing/portal";
import { route } from "@/lib/server/http";

/** Manage Subscription: where to open (in a new tab). */
export const POST = route(async (request) => {
  const caller = await requireCaller(await getDb(), request);
  return Response.json({ url: await portalDestination(caller.user) });
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
