import { NextResponse, type NextRequest } from "next/server";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "@/lib/auth/cookies";
import { readAccessToken } from "@/lib/auth/tokens";
import { sameHostUrl } from "@/lib/http";

/**
 * The fast gate in front of the app: no database here, only the signed access cookie. Without one, a refresh cookie
 * is traded for a new session on the way (so a returning user never sees the login page), else the visitor goes to
 * log in. Pages re-check the session and the plan against the database.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const claims = await readAccessToken(request.cookies.get(ACCESS_COOKIE)?.value ?? "");
  if (claims) return NextResponse.next();

  if (request.cookies.has(REFRESH_COOKIE)) {
    const url = sameHostUrl(request, "/api/auth/resume");
    url.searchParams.set("next", `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  if (pathname.startsWith("/app")) {
    return NextResponse.redirect(sameHostUrl(request, "/auth/login"));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/app/:path*", "/auth/login", "/auth/register", "/auth/choose-plan"],
};
