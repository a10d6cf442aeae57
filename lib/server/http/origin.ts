import "server-only";
import { getEnv, type Env } from "@/lib/server/env";
import { HttpError } from "./errors";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Our public origin, from APP_URL. Redirects and links are built on it, never on request headers. */
export function appOrigin(env: Env = getEnv()): string {
  return new URL(env.APP_URL).origin;
}

/** An absolute URL on our own origin for one of our paths ("/auth/login?x=1"). */
export function appUrl(path: string, env: Env = getEnv()): URL {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) {
    throw new Error(`appUrl needs a path of this site, got ${JSON.stringify(path)}`);
  }
  return new URL(path, appOrigin(env));
}

/**
 * The origins a browser may call us from: APP_URL, the deployment and branch URLs a Vercel-style host sets for a
 * preview, and, for a loopback APP_URL in development, the other spellings of the same loopback address.
 */
export function allowedOrigins(env: Env = getEnv()): Set<string> {
  const app = new URL(env.APP_URL);
  const origins = new Set([app.origin]);
  for (const host of [env.VERCEL_URL, env.VERCEL_BRANCH_URL, env.VERCEL_PROJECT_PRODUCTION_URL]) {
    if (host) origins.add(`https://${host}`);
  }
  if (env.NODE_ENV !== "production" && LOOPBACK.has(app.hostname)) {
    for (const host of LOOPBACK) origins.add(`${app.protocol}//${host}${app.port ? `:${app.port}` : ""}`);
  }
  return origins;
}

export const CROSS_SITE_REFUSED = "This request came from another site and was refused.";

/**
 * Refuses a request another site made the browser send: its Origin must be one of ours, or, without Origin, its
 * Fetch Metadata must not say cross-site. Server-to-server callers send neither and pass.
 */
export function assertNotCrossSite(request: Request): void {
  // Either header alone is enough to refuse: a browser's Sec-Fetch-Site is never wrong, and an Origin must be ours.
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw new HttpError(403, CROSS_SITE_REFUSED);
  const origin = request.headers.get("origin");
  if (origin && !allowedOrigins().has(origin)) throw new HttpError(403, CROSS_SITE_REFUSED);
}

/**
 * Where to send the browser for a target taken from user input: the target resolved as a browser would resolve it
 * (dot segments, backslashes, tabs and encoded characters included) when it stays on our origin, else the fallback.
 * The answer is absolute and built on APP_URL, so it can never be read as a protocol-relative URL.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback = "/app/dashboard"): URL {
  const origin = appOrigin();
  if (!value) return appUrl(fallback);
  let resolved: URL;
  try {
    resolved = new URL(value, origin);
  } catch {
    return appUrl(fallback);
  }
  if (resolved.origin !== origin) return appUrl(fallback);
  const target = new URL(origin);
  // "//evil.example" is a path on our origin here, but would leave the site if it were ever reused as a relative URL.
  target.pathname = `/${resolved.pathname.replace(/^[/\\]+/, "")}`;
  target.search = resolved.search;
  return target.origin === origin ? target : appUrl(fallback);
}
