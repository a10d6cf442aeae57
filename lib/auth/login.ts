import type { z } from "zod";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { HttpError } from "@/lib/http";
import { consume, peek, reset } from "@/lib/rate-limit";
import { verifyAgainstDecoy, verifyPassword } from "./password";
import { authPolicy } from "./policy";
import type { credentialsSchema } from "./schemas";
import { startSession, type IssuedSession } from "./sessions";
import { findUserByEmail } from "./users";
import { emailCode, newestRegistration, replaceCode, takeCodeQuota, verifyPageUrl } from "./verification";

export const WRONG_CREDENTIALS = "The e-mail or password is incorrect.";

const { loginAttemptsPerAddressAndClient, loginAttemptsPerClient, loginFailuresPerAddress } = authPolicy.limits;

function throttled(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    {},
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * How long to hold an answer for an address that has failed `failures` times in the window, from anywhere: nothing
 * for the first ten, then 250 ms doubling every five more failures, at most 3 s. It slows a distributed guesser to a
 * crawl without ever refusing the owner.
 */
export function loginDelayMs(failures: number): number {
  const over = failures - authPolicy.loginDelayAfterFailures;
  if (over < 0) return 0;
  return Math.min(250 * 2 ** Math.floor(over / 5), authPolicy.loginDelayMaxMs);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks e-mail and password. The hard limits key on the address and the client together (five tries) and on the
 * client alone (fifty), each counted before the password is checked; failures on the address from any client slow
 * every answer for it (loginDelayMs). Exactly one password hash is verified whatever the address's state (an account,
 * a pending sign-up, or nothing), so the time taken tells nothing.
 *
 * The password of a pending registration gets a fresh code for that registration and a 403 pointing at its verify page.
 */
export async function authenticate(
  db: Db,
  input: z.infer<typeof credentialsSchema>,
  client: { address: string; userAgent: string | null },
): Promise<{ user: User; session: IssuedSession }> {
  const address = input.email.trim().toLowerCase();
  const pairKey = `login:pair:${address}:${client.address}`;
  const failuresKey = `login:failures:${address}`;
  for (const [key, limit] of [[pairKey, loginAttemptsPerAddressAndClient], [`login:client:${client.address}`, loginAttemptsPerClient]] as const) {
    const state = await consume(db, key, limit);
    if (!state.allowed) throw throttled(state.retryAfterSeconds);
  }
  const delay = loginDelayMs(await peek(db, failuresKey));
  if (delay > 0) await sleep(delay);

  const user = await findUserByEmail(db, input.email);
  // A registration of an address that has an account is a decoy that can never complete: it is not looked at.
  const registration = user ? undefined : await newestRegistration(db, input.email);
  const storedHash = user?.passwordHash ?? registration?.passwordHash;
  const valid = storedHash ? await verifyPassword(storedHash, input.password) : await verifyAgainstDecoy(input.password);
  if (!valid) {
    await consume(db, failuresKey, loginFailuresPerAddress);
    throw new HttpError(401, WRONG_CREDENTIALS);
  }
  await reset(db, pairKey);
  await reset(db, failuresKey);

  if (registration) {
    if ((await takeCodeQuota(db, registration.email)).allowed) {
      const fresh = await replaceCode(db, registration.id);
      if (fresh) await emailCode(db, fresh.registration, fresh.code);
    }
    throw new HttpError(403, `Confirm your e-mail to sign in: we have sent a new code to ${registration.email}.`, {
      redirectTo: await verifyPageUrl({ email: registration.email, registrationId: registration.id }, "login"),
    });
  }
  return { user: user!, session: await startSession(db, user!.id, client.userAgent) };
}
