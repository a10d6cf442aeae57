import "server-only";
import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { noteRequestUser } from "@/lib/server/log";
import { accessCookieName } from "./cookies";
import { userOfLiveSession } from "./sessions";
import { readAccessToken, type AccessClaims } from "./tokens";
import { Unauthenticated } from "@/lib/core/errors";

export interface Caller {
  user: User;
  sessionId: string;
  /** How the access token came: a Bearer header (API clients) or the cookie (our pages). */
  via: "bearer" | "cookie";
}

export const SIGN_IN_REQUIRED = "Please log in to continue.";

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** The signed-in user behind an access token, if its session is still live. */
export async function userForAccessToken(
  db: Db,
  token: string | null | undefined,
): Promise<{ user: User; sessionId: string } | null> {
  if (!token) return null;
  const claims = await readAccessToken(token);
  if (!claims) return null;
  const user = await userOfLiveSession(db, claims.sessionId, claims.userId);
  if (!user) return null;
  noteRequestUser(user.id);
  return { user, sessionId: claims.sessionId };
}

function accessTokenOf(request: NextRequest): { token: string | undefined; via: Caller["via"] } {
  const bearer = bearerToken(request);
  return bearer
    ? { token: bearer, via: "bearer" }
    : { token: request.cookies.get(accessCookieName())?.value, via: "cookie" };
}

export async function identifyCaller(db: Db, request: NextRequest): Promise<Caller | null> {
  const { token, via } = accessTokenOf(request);
  const found = await userForAccessToken(db, token);
  return found && { ...found, via };
}

/**
 * The claims of the request's genuine, unexpired access token, or a 401, without asking the database: for the calls
 * that check the session's liveness inside their own query (one round trip), and must answer 401 when it is not.
 */
export async function requireAccessClaims(request: NextRequest): Promise<AccessClaims> {
  const { token } = accessTokenOf(request);
  const claims = token ? await readAccessToken(token) : null;
  if (!claims) throw new Unauthenticated(SIGN_IN_REQUIRED);
  return claims;
}

/** The caller, or a 401. (route() has already refused a state-changing request from another site.) */
export async function requireCaller(db: Db, request: NextRequest): Promise<Caller> {
  const caller = await identifyCaller(db, request);
  if (!caller) throw new Unauthenticated(SIGN_IN_REQUIRED);
  return caller;
}
