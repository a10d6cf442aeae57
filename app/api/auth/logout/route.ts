import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies, readRefreshCookie } from "@/lib/server/auth/cookies";
import { identifyCaller } from "@/lib/server/auth/current-user";
import { revokeSession, sessionOfRefreshToken } from "@/lib/server/auth/sessions";
import { route } from "@/lib/server/http";

/** Ends the session named by the access token and the one behind the refresh cookie; always clears the cookies. */
export const DELETE = route(async (request) => {
  const db = await getDb();
  const caller = await identifyCaller(db, request);
  if (caller) await revokeSession(db, caller.sessionId);
  const refreshToken = readRefreshCookie(request);
  const refreshSession = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : null;
  if (refreshSession) await revokeSession(db, refreshSession);
  return clearSessionCookies(NextResponse.json({ message: "You have been logged out." }));
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
