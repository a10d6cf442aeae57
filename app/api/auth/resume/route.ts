import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from "@/lib/server/auth/cookies";
import { REFRESH_THROTTLED, rotateRefreshToken } from "@/lib/server/auth/sessions";
import { appUrl, HttpError, route, safeRedirectTarget } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/**
 * Where the proxy sends a page request whose access cookie has expired: trades the refresh cookie for a new session
 * and goes back to the page (only ever a page of our own origin), or clears the cookies and goes to log in.
 */
export const GET = route(async (request) => {
  const next = safeRedirectTarget(request.nextUrl.searchParams.get("next"));
  const token = readRefreshCookie(request);
  const outcome = token ? await rotateRefreshToken(await getDb(), token) : null;
  if (outcome?.ok) return setSessionCookies(NextResponse.redirect(next), outcome.session);
  if (outcome?.reason === "throttled") {
    throw new HttpError(429, REFRESH_THROTTLED, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
  }
  const fallback = next.pathname.startsWith("/auth/") ? next : appUrl("/auth/login");
  return clearSessionCookies(NextResponse.redirect(fallback));
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
