import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from "@/lib/server/auth/cookies";
import { REFRESH_THROTTLED, rotateRefreshToken } from "@/lib/server/auth/sessions";
import { appUrl, HttpError, route, safeRedirectTarget, methods } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /**
   * Where the proxy sends a page request whose access cookie has expired: trades the refresh cookie for a new session
   * and goes back to the page (only ever a page of our own origin), or clears the cookies and goes to log in.
   */
  GET: route(async (request) => {
    const next = safeRedirectTarget(request.nextUrl.searchParams.get("next"));
    const token = readRefreshCookie(request);
    const outcome = token ? await rotateRefreshToken(await getDb(), token) : null;
    if (outcome?.ok) return setSessionCookies(NextResponse.redirect(next), outcome.session);
    if (outcome?.reason === "throttled") {
      throw new HttpError(429, REFRESH_THROTTLED, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
    }
    const fallback = next.pathname.startsWith("/auth/") ? next : appUrl("/auth/login");
    return clearSessionCookies(NextResponse.redirect(fallback));
  }),
});
