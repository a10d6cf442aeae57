import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies, readRefreshCookie, signedInResponse } from "@/lib/server/auth/cookies";
import { REFRESH_THROTTLED, rotateRefreshToken } from "@/lib/server/auth/sessions";
import { HttpError, route } from "@/lib/server/http";

export const POST = route(async (request) => {
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
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
