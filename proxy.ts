import { NextResponse, type NextRequest } from "next/server";
import { accessCookieName, LEGACY_REFRESH_COOKIE, signedInCookieName } from "@/lib/server/auth/cookies";
import { readAccessToken } from "@/lib/server/auth/tokens";
import { getEnv } from "@/lib/server/env";
import { appUrl } from "@/lib/server/http/origin";
import { contentSecurityPolicy, freshNonce } from "@/lib/core/security/csp";
import { brand } from "@/lib/core/brand";
import { buildScriptHashes } from "@/lib/server/security/script-hashes";

/** The pages behind the session gate: the app, and the pages that only make sense signed out or just signed in. */
function gated(pathname: string): boolean {
  return (
    pathname === "/app" ||
    pathname.startsWith("/app/") ||
    ["/auth/login", "/auth/register", "/auth/choose-plan"].includes(pathname)
  );
}

/**
 * The fast gate in front of the app: no database here, only the signed access cookie. Without one, a browser that is
 * signed in goes through /api/auth/resume, which trades its refresh cookie for a new session on the way (so a
 * returning user never sees the login page), else the visitor goes to log in. The refresh cookie only travels to
 * /api/auth, so the gate goes by the signed-in marker set beside it (or the Path=/ refresh cookie of a browser signed
 * in before the narrowing). Pages re-check the session and the plan against the database. Returns null to let the
 * request through.
 */
async function gate(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  const claims = await readAccessToken(request.cookies.get(accessCookieName())?.value ?? "");
  if (claims) return null;

  if (request.cookies.get(signedInCookieName())?.value === "1" || request.cookies.has(LEGACY_REFRESH_COOKIE)) {
    const url = appUrl("/api/auth/resume");
    url.searchParams.set("next", `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  if (pathname.startsWith("/app")) {
    return NextResponse.redirect(appUrl("/auth/login"));
  }
  return null;
}

/**
 * Every page's Content-Security-Policy with a fresh nonce: on the request, where Next.js reads the nonce for the
 * scripts of a dynamically rendered page, and on the response. The prerendered pages' inline scripts are allowed by
 * their hashes (see lib/core/security/csp.ts).
 */
function withContentSecurityPolicy(request: NextRequest): NextResponse {
  const development = process.env.NODE_ENV === "development";
  const policy = contentSecurityPolicy({
    nonce: freshNonce(),
    scriptHashes: development ? [] : buildScriptHashes(),
    development,
    upgradeInsecureRequests: process.env.NODE_ENV === "production" && getEnv().APP_URL.startsWith("https:"),
    // Only the try page shows the widget, but a policy per path would be one more thing to keep in step.
    turnstile: Boolean(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY),
  });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** Whether every segment of a path decodes (Next.js answers a bare 500 when a dynamic segment cannot be decoded). */
function decodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * The 400 page for an address that cannot be decoded: plain HTML without scripts or outside files (Next's own pages
 * cannot render for such an address), in the site's colours, with the way home.
 */
function badAddressPage(): NextResponse {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Address not valid · LaunchLens</title></head><body style="margin:0;font-family:system-ui,sans-serif;background:${brand.paper};color:${brand.ink}"><main style="max-width:32rem;margin:15vh auto;padding:0 1.5rem"><p style="font-weight:600;color:${brand.petrolDark}">400</p><h1 style="font-size:1.75rem;margin:.25rem 0 1rem">This address is not valid</h1><p>Part of it cannot be read as a web address. Check the link you followed, or start again from the home page.</p><p><a href="/" style="color:${brand.petrolDark};font-weight:600">Go to LaunchLens</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 400,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith("/api/")) {
    if (decodablePath(request.nextUrl.pathname)) return NextResponse.next();
    return NextResponse.json(
      { message: "The address of this request is not valid." },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  // A page address that cannot be decoded (e.g. /share/%ZZ) would reach Next.js's bare 500.
  if (!decodablePath(request.nextUrl.pathname)) return badAddressPage();
  if (gated(request.nextUrl.pathname)) {
    const redirect = await gate(request);
    if (redirect) return redirect;
  }
  return withContentSecurityPolicy(request);
}

export const config = {
  // Every page; not the API (its policy is in next.config.ts), build assets, icons or any other file with an extension.
  // Of the API, only the bodiless routes with dynamic segments, whose percent-encoding must be checked before Next
  // decodes it (a proxy in front of a route with a body would make Next buffer that body first). Next.js reads this as
  // a literal, so the list is kept here: test/platform/proxy-addresses.test.ts fails when a dynamic route is missing.
  matcher: [
    "/api/data/pain-point-report/:path*",
    "/api/data/strat-report/:path*",
    "/api/data/validation-report/:path*",
    "/api/data/delete-report/:path*",
    // POST reports/{id}/share and PATCH ideas/{id} take a body: the proxy runs there only for bodiless calls, and for a
    // percent-encoded segment (below).
    {
      source: "/api/data/reports/:path*",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    {
      source: "/api/data/ideas/:path*",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    // Experiments: PATCH and POST …/results take a body, so the proxy runs only for bodiless calls.
    {
      source: "/api/data/experiments/:path*",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    // Pitch pages: PATCH takes a body; the public sign-up is a form post. The proxy runs only for bodiless calls.
    {
      source: "/api/data/pitch-pages/:path*",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    {
      source: "/api/p/:path*",
      missing: [
        { type: "header", key: "content-length" },
        { type: "header", key: "transfer-encoding" },
      ],
    },
    // Any address with a percent sign, whatever follows it: Next decodes every segment, and one that does not decode
    // answered a bare 500 (the auth and API catch-alls, /api/%ZZ, a page address with a file ending: /share/%ZZ.txt).
    // Real ids and page addresses never hold one, so a body is buffered here only for such an address.
    "/:rest(.*%.*)",
    // Not /p/: a pitch page is a route handler that sets its own policy (no script at all).
    "/((?!api/|api$|p/|_next/static|_next/image|favicon\\.ico|icon|apple-icon|opengraph-image|twitter-image|.*\\.[A-Za-z0-9]+$).*)",
  ],
};
