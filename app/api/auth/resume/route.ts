import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from "@/lib/auth/cookies";
import { rotateRefreshToken } from "@/lib/auth/sessions";
import { route, sameHostUrl } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * Only a path of our own site: the value is resolved as a browser would (so `/\t/evil.com` and the like are caught)
 * and kept only if it stays on this origin.
 */
function safeNext(value: string | null): string {
  if (!value) return "/app/dashboard";
  const base = "http://launchlens.invalid";
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return "/app/dashboard";
  }
  return resolved.origin === base ? `${resolved.pathname}${resolved.search}` : "/app/dashboard";
}

/**
 * Where the proxy sends a page request whose access cookie has expired: trades the refresh cookie for a new session
 * and goes back to the page, or clears the cookies and goes to log in.
 */
export const GET = route(async (request) => {
  const next = safeNext(request.nextUrl.searchParams.get("next"));
  const token = request.cookies.get(REFRESH_COOKIE)?.value;
  const outcome = token ? await rotateRefreshToken(await getDb(), token) : null;
  if (outcome?.ok) return setSessionCookies(NextResponse.redirect(sameHostUrl(request, next)), outcome.session);
  const fallback = next.startsWith("/auth/") ? next : "/auth/login";
  return clearSessionCookies(NextResponse.redirect(sameHostUrl(request, fallback)));
});
