import { getDb } from "@/db";
import { identifyCaller, SIGN_IN_REQUIRED } from "@/lib/server/auth/current-user";
import { userView } from "@/lib/server/auth/users";
import { errorResponse, route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const caller = await identifyCaller(await getDb(), request);
  if (!caller) return errorResponse(401, SIGN_IN_REQUIRED);
  return Response.json(userView(caller.user), { headers: { "Cache-Control": "no-store" } });
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
