import { getDb } from "@/db";
import { identifyCaller, SIGN_IN_REQUIRED } from "@/lib/server/auth/current-user";
import { userView } from "@/lib/server/auth/users";
import { errorResponse, route, methods, json } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(async (request) => {
    const caller = await identifyCaller(await getDb(), request);
    if (!caller) return errorResponse(401, SIGN_IN_REQUIRED);
    return json(userView(caller.user), { headers: { "Cache-Control": "no-store" } });
  }),
});
