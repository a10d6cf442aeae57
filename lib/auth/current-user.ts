import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { HttpError, sameHostUrl } from "@/lib/http";
import { ACCESS_COOKIE } from "./cookies";
import { userOfLiveSession } from "./sessions";
import { readAccessToken } from "./tokens";

export interface Caller {
  user: User;
  sessionId: string;
  /** How the access token came: a Bearer header (API clients) or the cookie (our pages). */
  via: "bearer" | "cookie";
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** The signed-in user behind an access token, if its session is still live. */
export async function userForAccessToken(db: Db, token: string | null | undefined): Promise<{ user: User; sessionId: string } | null> {
  if (!token) return null;
  const claims = await readAccessToken(token);
  if (!claims) return null;
  const user = await userOfLiveSession(db, claims.sessionId, claims.userId);
  return user ? { user, sessionId: claims.sessionId } : null;
}

export async function identifyCaller(db: Db, request: NextRequest): Promise<Caller | null> {
  const bearer = bearerToken(request);
  const token = bearer ?? request.cookies.get(ACCESS_COOKIE)?.value;
  const found = await userForAccessToken(db, token);
  return found && { ...found, via: bearer ? "bearer" : "cookie" };
}

export const SIGN_IN_REQUIRED = "Please log in to continue.";

/**
 * The caller, or a 401. A state-changing request authenticated by cookie alone must come from our own pages, so a
 * cross-site form or script cannot ride on the cookie.
 */
export async function requireCaller(db: Db, request: NextRequest): Promise<Caller> {
  const caller = await identifyCaller(db, request);
  if (!caller) throw new HttpError(401, SIGN_IN_REQUIRED);
  if (caller.via === "cookie") assertSameOrigin(request);
  return caller;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Refuses a cookie-authenticated, state-changing request sent from another site. */
export function assertSameOrigin(request: NextRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  assertNotCrossSite(request);
}

/**
 * Refuses a request another site made the browser send, whatever its method. Used where the answer signs the browser
 * in (login, verification), so no site can sign a visitor into an account of its choosing.
 */
export function assertNotCrossSite(request: NextRequest): void {
  const origin = request.headers.get("origin");
  if (origin) {
    // Our own origin as configured, and as the browser addressed this server (its Host header).
    const allowed = new Set([new URL(getEnv().APP_URL).origin, sameHostUrl(request, "/").origin]);
    if (!allowed.has(origin)) throw new HttpError(403, "This request came from another site and was refused.");
    return;
  }
  // Browsers send Origin on such requests; without it, Fetch Metadata still tells a cross-site one apart.
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    throw new HttpError(403, "This request came from another site and was refused.");
  }
}
