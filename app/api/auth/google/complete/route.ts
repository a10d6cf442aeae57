import { NextResponse } from "next/server";
import { getServerSession } from "next-auth";
import { getDb } from "@/db";
import { setSessionCookies } from "@/lib/server/auth/cookies";
import { googleAuthOptions, NEXT_AUTH_COOKIES } from "@/lib/server/auth/google";
import { accountForGoogle } from "@/lib/server/auth/google-accounts";
import { startSession } from "@/lib/server/auth/sessions";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { appUrl, route, methods } from "@/lib/server/http";
import { afterClaim, claimTry, trialForClaim } from "@/lib/server/tries/claim";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** Where Google sign-in ends: the verified Google identity becomes a LaunchLens session. */
  GET: route(async (request) => {
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
  }),
});
