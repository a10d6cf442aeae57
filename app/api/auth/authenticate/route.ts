import { getDb } from "@/db";
import { signedInResponse } from "@/lib/server/auth/cookies";
import { deviceCookieOf, setDeviceCookie } from "@/lib/server/auth/devices";
import { authenticate } from "@/lib/server/auth/login";
import { credentialsSchema } from "@/lib/server/auth/schemas";
import { clientAddress, readJson, route, methods } from "@/lib/server/http";
import { afterClaim, claimTry } from "@/lib/server/tries/claim";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(async (request) => {
    const input = await readJson(request, credentialsSchema);
    const db = await getDb();
    const { user, session, deviceCookie } = await authenticate(db, input, {
      address: clientAddress(request),
      userAgent: request.headers.get("user-agent"),
      deviceCookie: deviceCookieOf(request),
    });
    // A free try run in this browser moves into the account (lib/server/tries/claim.ts).
    const claimed = await claimTry(db, request, user.id);
    const answer = { message: "Logged in successfully.", ...(claimed ? { claimed_idea_id: claimed } : {}) };
    // This browser is now a known device of the account: the account-wide lock spares it.
    return setDeviceCookie(afterClaim(signedInResponse(answer, session), claimed), deviceCookie);
  }),
});
