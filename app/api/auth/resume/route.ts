import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from "@/lib/auth/cookies";
import { rotateRefreshToken } from "@/lib/auth/sessions";
import { route, sameHostUrl } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Only paths of our own site: never `//host` or an absolute URL, so this cannot redirect anywhere else. */
function safeNext(value: string | null): string {
  return value && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/app/dashboard";
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
