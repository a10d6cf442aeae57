import { getDb } from "@/db";
import { signedInResponse } from "@/lib/server/auth/cookies";
import { deviceCookieOf, readKnownDevice, rememberDevice, setDeviceCookie } from "@/lib/server/auth/devices";
import { verifyEmailQuery } from "@/lib/server/auth/schemas";
import { startSession } from "@/lib/server/auth/sessions";
import { readVerificationToken } from "@/lib/server/auth/tokens";
import { completeRegistration } from "@/lib/server/auth/verification";
import { HttpError, readQuery, route, methods } from "@/lib/server/http";
import { afterClaim, claimTry } from "@/lib/server/tries/claim";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(
    async (request) => {
      const { userCode, token } = readQuery(request, verifyEmailQuery);
      const claims = await readVerificationToken(token);
      if (!claims) throw new HttpError(400, "This verification link is invalid or has expired. Please register again.");
      const db = await getDb();
      const user = await completeRegistration(db, claims.registrationId, userCode);
      const session = await startSession(db, user.id, request.headers.get("user-agent"));
      // The browser that proved the mailbox is a known device of the new account (lib/server/auth/devices.ts).
      const device = rememberDevice(readKnownDevice(deviceCookieOf(request)), user.email);
      // A free try run in this browser moves into the new account (lib/server/tries/claim.ts).
      const claimed = await claimTry(db, request, user.id);
      const answer = { message: "Your email has been verified.", ...(claimed ? { claimed_idea_id: claimed } : {}) };
      return setDeviceCookie(afterClaim(signedInResponse(answer, session), claimed), device);
    },
    { crossSite: "all-methods" },
  ),
});
