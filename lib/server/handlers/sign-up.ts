import "server-only";
import { contract } from "@/lib/core/api/contract";
import { getDb } from "@/db";
import { authPolicy } from "@/lib/core/auth/policy";
import { register, resendCode } from "@/lib/server/auth/registration";
import { clientAddress, HttpError, readJson, route, json, readQuery } from "@/lib/server/http";
import { consume } from "@/lib/server/rate-limit";
import { signedInResponse } from "@/lib/server/auth/cookies";
import { deviceCookieOf, readKnownDevice, rememberDevice, setDeviceCookie } from "@/lib/server/auth/devices";
import { startSession } from "@/lib/server/auth/sessions";
import { readVerificationToken } from "@/lib/server/auth/tokens";
import { completeRegistration } from "@/lib/server/auth/verification";
import { afterClaim, claimTry } from "@/lib/server/tries/claim";

export const registerRoute = route(async (request) => {
  const db = await getDb();
  const quota = await consume(db, `register:${clientAddress(request)}`, authPolicy.limits.registrationsPerClient);
  if (!quota.allowed) {
    throw new HttpError(
      429,
      "Too many sign-ups from this network. Please try again later.",
      {},
      {
        "Retry-After": String(quota.retryAfterSeconds),
      },
    );
  }
  const input = await readJson(request, contract.register.body);
  const { redirectTo } = await register(db, input);
  return json({ message: `We have sent a 6-digit code to ${input.email}.`, redirectTo }, { status: 201 });
});

export const verifyEmailRoute = route(
  async (request) => {
    const { userCode, token } = readQuery(request, contract.verifyEmail.query);
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
);

export const resendCodeRoute = route(async (request) => {
  const input = await readJson(request, contract.resendCode.body);
  return json(await resendCode(await getDb(), input));
});
