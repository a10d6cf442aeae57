import "server-only";
import { NextResponse } from "next/server";
import { getEnv } from "@/lib/server/env";
import { authPolicy } from "@/lib/core/auth/policy";
import { HOST_SIGNED_IN_COOKIE, SIGNED_IN_COOKIE } from "@/lib/core/auth/signed-in-cookie";
import { FOUNDER_COOKIE_PATH, founderCookieName, founderMarker } from "./founder-cookie";

/**
 * The session cookies, narrowed as far as the browser allows:
 * - the access cookie (15 minutes, every page and API call) is `__Host-ll_access` when APP_URL is https: Secure,
 *   Path=/, no Domain, so neither a sibling subdomain nor plain http can set or shadow it;
 * - the refresh cookie (30 days) travels only to the routes that read it (`REFRESH_COOKIE_PATH`: refresh-access-token,
 *   resume, logout), never with a page request; a `__Host-` name needs Path=/, so on https it is
 *   `__Secure-ll_auth_refresh` (Secure, set only by our https origin);
 * - the signed-in marker (see signed-in-cookie.ts) is `__Host-ll_signed_in` on https. The proxy cannot see the refresh
 *   cookie any more, so it takes the marker as the sign that a refresh is worth a hop through /api/auth/resume;
 * - the founder marker (founder-cookie.ts) travels only to the public pitch pages, for as long as the refresh cookie.
 * On http (localhost development and tests) the names are plain: browsers refuse prefixed names without Secure.
 */
export const REFRESH_COOKIE_PATH = "/api/auth";

/**
 * What browsers signed in before the narrowing hold: `ll_refresh`, `ll_access` and `ll_signed_in`, all on Path=/. The
 * refresh routes still accept `ll_refresh` (so nobody is logged out by the change) and every answer that sets or clears
 * the session cookies expires the old ones that no longer share a name and path with the new ones. Remove once the last
 * of them has expired (30 days after this shipped).
 */
export const LEGACY_REFRESH_COOKIE = "ll_refresh";
const LEGACY_COOKIES = ["ll_access", LEGACY_REFRESH_COOKIE, "ll_signed_in"] as const;

/** Whether cookies get the `__Host-`/`__Secure-` names: when the public address is https. */
export function prefixedCookies(): boolean {
  return getEnv().APP_URL.startsWith("https:");
}

export function accessCookieName(): string {
  return prefixedCookies() ? "__Host-ll_access" : "ll_access";
}

export function refreshCookieName(): string {
  return prefixedCookies() ? "__Secure-ll_auth_refresh" : "ll_auth_refresh";
}

export function signedInCookieName(): string {
  return prefixedCookies() ? HOST_SIGNED_IN_COOKIE : SIGNED_IN_COOKIE;
}

/** httpOnly, SameSite=Lax, Secure wherever the browser will keep it: the options of every cookie the server sets. */
export function baseOptions(path = "/") {
  const secure = prefixedCookies() || getEnv().NODE_ENV === "production";
  return { httpOnly: true, sameSite: "lax" as const, secure, path };
}

/** The refresh token a request carries: the refresh cookie, else (from a browser signed in before the change) the old one. */
export function readRefreshCookie(request: {
  cookies: { get(name: string): { value: string } | undefined };
}): string | undefined {
  return (
    request.cookies.get(refreshCookieName())?.value || request.cookies.get(LEGACY_REFRESH_COOKIE)?.value || undefined
  );
}

/** Expires the pre-narrowing cookies whose name and path differ from today's (the same pair would expire the new one). */
function expireLegacyCookies(response: NextResponse) {
  const current = new Set([accessCookieName(), signedInCookieName()]);
  for (const name of LEGACY_COOKIES) {
    if (current.has(name)) continue;
    response.cookies.set(name, "", { ...baseOptions("/"), httpOnly: name !== "ll_signed_in", maxAge: 0 });
  }
}

/** Sets the access cookie (for server rendering) and the refresh cookie on a response. */
export function setSessionCookies(
  response: NextResponse,
  tokens: { accessToken: string; refreshToken?: string; userId?: string; sessionId?: string },
) {
  response.cookies.set(accessCookieName(), tokens.accessToken, {
    ...baseOptions(),
    maxAge: authPolicy.accessTokenTtlSeconds,
  });
  if (tokens.refreshToken) {
    const maxAge = authPolicy.sessionTtlDays * 24 * 60 * 60;
    response.cookies.set(refreshCookieName(), tokens.refreshToken, { ...baseOptions(REFRESH_COOKIE_PATH), maxAge });
    response.cookies.set(signedInCookieName(), "1", { ...baseOptions(), httpOnly: false, maxAge });
    if (tokens.userId && tokens.sessionId) {
      response.cookies.set(founderCookieName(prefixedCookies()), founderMarker(tokens.userId, tokens.sessionId), {
        ...baseOptions(FOUNDER_COOKIE_PATH),
        maxAge,
      });
    }
    expireLegacyCookies(response);
  }
  return response;
}

/** Expires every session cookie, on its own path, and the pre-narrowing ones (logout, account deletion, ended sessions). */
export function clearSessionCookies(response: NextResponse) {
  response.cookies.set(accessCookieName(), "", { ...baseOptions(), maxAge: 0 });
  response.cookies.set(refreshCookieName(), "", { ...baseOptions(REFRESH_COOKIE_PATH), maxAge: 0 });
  response.cookies.set(signedInCookieName(), "", { ...baseOptions(), httpOnly: false, maxAge: 0 });
  response.cookies.set(founderCookieName(prefixedCookies()), "", { ...baseOptions(FOUNDER_COOKIE_PATH), maxAge: 0 });
  expireLegacyCookies(response);
  return response;
}

/** A JSON answer that signs the browser in: the access token in the body (for API clients) and both cookies. */
export function signedInResponse(
  body: Record<string, unknown>,
  session: { accessToken: string; refreshToken?: string },
  status = 200,
): NextResponse {
  return setSessionCookies(NextResponse.json({ ...body, token: session.accessToken }, { status }), session);
}
