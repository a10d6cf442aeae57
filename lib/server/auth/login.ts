import "server-only";
import type { z } from "zod";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { consume, reset } from "@/lib/server/rate-limit";
import { knownFor, readKnownDevice, rememberDevice } from "./devices";
import { verifyAgainstDecoy, verifyPassword } from "./password";
import { authPolicy } from "@/lib/core/auth/policy";
import type { credentialsSchema } from "@/lib/core/api/auth";
import { startSession, type IssuedSession } from "./sessions";
import { findUserByEmail } from "./users";
import { emailCode, newestRegistration, replaceCode, takeCodeQuota, verifyPageUrl } from "./verification";
import { Refused, Unauthenticated, TooMany } from "@/lib/core/errors";

export const WRONG_CREDENTIALS = "The e-mail or password is incorrect.";

const {
  loginAttemptsPerAddressAndClient,
  loginAttemptsPerClient,
  loginAttemptsPerAccount,
  loginAttemptsPerKnownDevice,
} = authPolicy.limits;

function throttled(retryAfterSeconds: number, message = "Too many failed attempts.") {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new TooMany(
    `${message} Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    retryAfterSeconds,
  );
}

export const ACCOUNT_LOCKED =
  "Too many attempts to sign in to this account. A device you have signed in with before can still sign in, and a " +
  "password reset link works at once.";

/**
 * Checks e-mail and password. Every limit counts the attempt before the password is checked, so parallel guesses
 * cannot slip under any of them: the address and client together (five tries), the client alone (fifty), and either
 * the account from every device that has not signed in to it, together (ten), or, for a known device of the account
 * (lib/server/auth/devices.ts), that device (ten). A stranger guessing from many addresses thus gets ten tries per account
 * per window, while the owner on their own devices never meets that lock; elsewhere a reset link lets them in. The
 * limits are the same whether or not the address has an account, and exactly one password hash is verified whatever
 * its state (an account, a pending sign-up, or nothing), so neither the answers nor their time tell anything.
 *
 * The password of a pending registration gets a fresh code for that registration and a 403 pointing at its verify page.
 * A successful sign-in returns the device cookie to set, naming this account too.
 */
export async function authenticate(
  db: Db,
  input: z.infer<typeof credentialsSchema>,
  client: { address: string; userAgent: string | null; deviceCookie?: string },
): Promise<{ user: User; session: IssuedSession; deviceCookie: string }> {
  const address = input.email.trim().toLowerCase();
  const pairKey = `login:pair:${address}:${client.address}`;
  for (const [key, limit] of [
    [pairKey, loginAttemptsPerAddressAndClient],
    [`login:client:${client.address}`, loginAttemptsPerClient],
  ] as const) {
    const state = await consume(db, key, limit);
    if (!state.allowed) throw throttled(state.retryAfterSeconds);
  }
  const device = readKnownDevice(client.deviceCookie);
  if (device && knownFor(device, address)) {
    const state = await consume(db, `login:device:${device.id}`, loginAttemptsPerKnownDevice);
    if (!state.allowed) throw throttled(state.retryAfterSeconds);
  } else {
    const state = await consume(db, `login:account:${address}`, loginAttemptsPerAccount);
    if (!state.allowed) throw throttled(state.retryAfterSeconds, ACCOUNT_LOCKED);
  }

  const user = await findUserByEmail(db, input.email);
  // A registration of an address that has an account is a decoy that can never complete: it is not looked at.
  const registration = user ? undefined : await newestRegistration(db, input.email);
  const storedHash = user?.passwordHash ?? registration?.passwordHash;
  const valid = storedHash
    ? await verifyPassword(storedHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!valid) throw new Unauthenticated(WRONG_CREDENTIALS);
  await reset(db, pairKey);

  if (registration) {
    if ((await takeCodeQuota(db, registration.email)).allowed) {
      const fresh = await replaceCode(db, registration.id);
      if (fresh) await emailCode(db, fresh.registration, fresh.code);
    }
    throw new Refused(`Confirm your e-mail to sign in: we have sent a new code to ${registration.email}.`, {
      redirectTo: await verifyPageUrl({ email: registration.email, registrationId: registration.id }, "login"),
    });
  }
  return {
    user: user!,
    session: await startSession(db, user!.id, client.userAgent),
    deviceCookie: rememberDevice(device, address),
  };
}
