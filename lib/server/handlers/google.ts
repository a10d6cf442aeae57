import "server-only";
import NextAuth, { getServerSession } from "next-auth";
import { requestForNextAuth } from "@/lib/server/auth/next-auth-request";
import { NO_SUCH_CALL } from "@/lib/server/http/methods";
import { NextResponse } from "next/server";
import { getEnv, modesOf } from "@/lib/server/env";
import { appUrl, HttpError, route } from "@/lib/server/http";
import { getDb } from "@/db";
import { setSessionCookies } from "@/lib/server/auth/cookies";
import { googleAuthOptions, NEXT_AUTH_COOKIES } from "@/lib/server/auth/google";
import { accountForGoogle } from "@/lib/server/auth/google-accounts";
import { startSession } from "@/lib/server/auth/sessions";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { afterClaim, claimTry, trialForClaim } from "@/lib/server/tries/claim";

/** The Google button's link: starts Google sign-in, or explains on /auth/error that it is not configured. */
export const googleSignInRoute = route(async () => {
  if (!modesOf(getEnv()).google) {
    return NextResponse.redirect(appUrl("/auth/error?error=GoogleNotConfigured"));
  }
  return NextResponse.redirect(appUrl("/auth/google"));
});

/** Where Google sign-in ends: the verified Google identity becomes a LaunchLens session. */
export const googleCompleteRoute = route(async (request) => {
  const session = await getServerSession(googleAuthOptions());
  const subject = session?.googleSubject;
  const email = session?.user?.email;
  if (!subject || !email) return NextResponse.redirect(appUrl("/auth/error?error=OAuthCallback"));

  const db = await getDb();
  const user = await accountForGoogle(db, { subject, email, name: session.user?.name ?? "" });
  const issued = await startSession(db, user.id, request.headers.get("user-agent"));
  // A free try run in this browser moves into the account, and the app opens it (lib/server/tries/claim.ts).
  const claimed = await claimTry(db, request, user.id);
  const destination = claimed
    ? await trialForClaim(db, user, claimed)
    : hasPaidPlan(user)
      ? "/app/dashboard"
      : "/auth/choose-plan";
  const response = afterClaim(
    setSessionCookies(NextResponse.redirect(destination.startsWith("/") ? appUrl(destination) : destination), issued),
    claimed,
  );
  // __Secure- and __Host- cookies can only be replaced by a Secure cookie, so expire them the same way.
  for (const name of NEXT_AUTH_COOKIES) {
    response.cookies.set(name, "", { path: "/", maxAge: 0, secure: name.startsWith("__") });
  }
  return response;
});

type Context = { params: Promise<{ nextauth: string[] }> };

/** What next-auth answers, by method (next-auth/core); anything else it answers with a 400 in plain text. */
const NEXT_AUTH_ACTIONS: Record<string, readonly string[]> = {
  GET: ["providers", "session", "csrf", "signin", "signout", "callback", "verify-request", "error"],
  POST: ["signin", "signout", "callback", "_log", "session"],
};

/**
 * next-auth's own endpoints (signin, callback, csrf, error); our calls are static routes beside it and win. Any other
 * /api/auth address gets our JSON 404, and a next-auth action with the other method our JSON 405.
 */
export const nextAuthRoute = route<Context>(async (request, context) => {
  const action = (await context.params).nextauth?.[0] ?? "";
  if (!NEXT_AUTH_ACTIONS[request.method]?.includes(action)) {
    const allowed = Object.keys(NEXT_AUTH_ACTIONS).filter((method) => NEXT_AUTH_ACTIONS[method]!.includes(action));
    if (allowed.length === 0) throw new HttpError(404, NO_SUCH_CALL);
    const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");
    throw new HttpError(405, `${request.method} is not allowed here. This call takes ${allow}.`, {}, { Allow: allow });
  }
  return NextAuth(googleAuthOptions())(await requestForNextAuth(request), context);
});
