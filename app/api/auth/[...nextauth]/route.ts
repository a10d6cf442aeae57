import NextAuth from "next-auth";
import { googleAuthOptions } from "@/lib/server/auth/google";
import { requestForNextAuth } from "@/lib/server/auth/next-auth-request";
import { HttpError, route, methods } from "@/lib/server/http";
import { NO_SUCH_CALL } from "@/lib/server/http/methods";

type Context = { params: Promise<{ nextauth: string[] }> };

/** What next-auth answers, by method (next-auth/core); anything else it answers with a 400 in plain text. */
const NEXT_AUTH_ACTIONS: Record<string, readonly string[]> = {
  GET: ["providers", "session", "csrf", "signin", "signout", "callback", "verify-request", "error"],
  POST: ["signin", "signout", "callback", "_log", "session"],
};

/**
 * next-auth's own endpoints (signin, callback, csrf, error); our calls are static routes beside it and win. Any other
 * /api/auth address gets our JSON 404, and a next-auth action with the other method our JSON 405.
 */
const handler = route<Context>(async (request, context) => {
  const action = (await context.params).nextauth?.[0] ?? "";
  if (!NEXT_AUTH_ACTIONS[request.method]?.includes(action)) {
    const allowed = Object.keys(NEXT_AUTH_ACTIONS).filter((method) => NEXT_AUTH_ACTIONS[method]!.includes(action));
    if (allowed.length === 0) throw new HttpError(404, NO_SUCH_CALL);
    const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");
    throw new HttpError(405, `${request.method} is not allowed here. This call takes ${allow}.`, {}, { Allow: allow });
  }
  return NextAuth(googleAuthOptions())(await requestForNextAuth(request), context);
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handler,
  POST: handler,
});
