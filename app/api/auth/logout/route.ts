import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies, readRefreshCookie } from "@/lib/server/auth/cookies";
import { identifyCaller } from "@/lib/server/auth/current-user";
import { revokeSession, sessionOfRefreshToken } from "@/lib/server/auth/sessions";
import { route, methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** Ends the session named by the access token and the one behind the refresh cookie; always clears the cookies. */
  DELETE: route(async (request) => {
    const db = await getDb();
    const caller = await identifyCaller(db, request);
    if (caller) await revokeSession(db, caller.sessionId);
    const refreshToken = readRefreshCookie(request);
    const refreshSession = refreshToken ? await sessionOfRefreshToken(db, refreshToken) : null;
    if (refreshSession) await revokeSession(db, refreshSession);
    return clearSessionCookies(NextResponse.json({ message: "You have been logged out." }));
  }),
});
