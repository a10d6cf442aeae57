import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies, readRefreshCookie, signedInResponse } from "@/lib/server/auth/cookies";
import { REFRESH_THROTTLED, rotateRefreshToken } from "@/lib/server/auth/sessions";
import { HttpError, route, methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(async (request) => {
    const token = readRefreshCookie(request);
    const outcome = token ? await rotateRefreshToken(await getDb(), token) : null;
    if (outcome && !outcome.ok && outcome.reason === "throttled") {
      throw new HttpError(429, REFRESH_THROTTLED, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
    }
    if (!outcome?.ok) {
      const message = "Your session has ended. Please log in again.";
      return clearSessionCookies(NextResponse.json({ message }, { status: 401 }));
    }
    return signedInResponse({}, outcome.session);
  }),
});
