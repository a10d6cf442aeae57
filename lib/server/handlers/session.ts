import "server-only";
import { contract } from "@/lib/core/api/contract";
import { getDb } from "@/db";
import { signedInResponse, clearSessionCookies, readRefreshCookie, setSessionCookies } from "@/lib/server/auth/cookies";
import { deviceCookieOf, setDeviceCookie } from "@/lib/server/auth/devices";
import { authenticate } from "@/lib/server/auth/login";
import {
  clientAddress,
  readJson,
  readQuery,
  route,
  HttpError,
  appUrl,
  safeRedirectTarget,
  errorResponse,
  json,
} from "@/lib/server/http";
import { afterClaim, claimTry } from "@/lib/server/tries/claim";
import { NextResponse } from "next/server";
import {
  REFRESH_THROTTLED,
  rotateRefreshToken,
  revokeSession,
  sessionOfRefreshToken,
} from "@/lib/server/auth/sessions";
import { identifyCaller, SIGN_IN_REQUIRED } from "@/lib/server/auth/current-user";
import { userView } from "@/lib/server/auth/users";

export const authenticateRoute = route(async (request) => {
  const input = await readJson(request, contract.authenticate.body);
  const db = await getDb();
  const { user, session, deviceCookie } = await authenticate(db, input, {
    address: clientAddress(request),
    userAgent: request.headers.get("user-agent"),
    deviceCookie: deviceCookieOf(request),
  });
  // A free try run in this browser moves into the account (lib/server/tries/claim.ts).
  const claimed = await claimTry(db, request, user.id);
  const answer = { message: "Logged in successfully.", ...(claimed ? { claimed_idea_id: claimed } : {}) };
  // This browser is now a known device of the account: the account-wide lock spares it.
  return setDeviceCookie(afterClaim(signedInResponse(answer, session), claimed), deviceCookie);
});

export const refreshAccessTokenRoute = route(async (request) => {
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

/**
 * Where the proxy sends a page request whose access cookie has expired: trades the refresh cookie for a new session
 * and goes back to the page (only ever a page of our own origin), or clears the cookies and goes to log in.
 */
export const resumeSessionRoute = route(async (request) => {
  const next = safeRedirectTarget(readQuery(request, contract.resumeSession.query).next ?? null);
  const token = readRefreshCookie(request);
  const outcome = token ? await rotateRefreshToken(await getDb(), token) : null;
  if (outcome?.ok) return setSessionCookies(NextResponse.redirect(next), outcome.session);
  if (outcome?.reason === "throttled") {
    throw new HttpError(429, REFRESH_THROTTLED, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
  }
  const fallback = next.pathname.startsWith("/auth/") ? next : appUrl("/auth/login");
  return clearSessionCookies(NextResponse.redirect(fallback));
});

export const currentUserRoute = route(async (request) => {
  const caller = await identifyCaller(await getDb(), request);
  if (!caller) return errorResponse(401, SIGN_IN_REQUIRED);
  return json(userView(caller.user), { headers: { "Cache-Control": "no-store" } });
});

/** Ends the session named by the access token and the one behind the refresh cookie; always clears the cookies. */
export const logoutRoute = route(async (request) => {
  const db = await getDb();
  const caller = await identifyCaller(db, request);
  if (caller) await revokeSession(db, caller.sessionId);
  const refreshToken = readRefreshCookie(request);
  const refreshSession = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : null;
  if (refreshSession) await revokeSession(db, refreshSession);
  return clearSessionCookies(NextResponse.json({ message: "You have been logged out." }));
});
