import type { z } from "zod";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { HttpError } from "@/lib/http";
import { consume, reset } from "@/lib/rate-limit";
import { verifyAgainstDecoy, verifyPassword } from "./password";
import { authPolicy } from "./policy";
import type { credentialsSchema } from "./schemas";
import { startSession, type IssuedSession } from "./sessions";
import { findUserByEmail } from "./users";
import { sendVerificationCode, verifyPageUrl } from "./verification";

export const WRONG_CREDENTIALS = "The e-mail or password is incorrect.";
export const NOT_VERIFIED = "Please verify your e-mail address first. We have sent you a new code.";

const { loginAttemptsPerAddress, loginAttemptsPerClient } = authPolicy.limits;

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
 * Checks e-mail and password. Attempts count per address (reset by a success) and per client; past either limit the
 * answer is 429 until the window ends. An unverified account gets a fresh code and is sent to the verify page.
 */
export async function authenticate(
  db: Db,
  input: z.infer<typeof credentialsSchema>,
  client: { address: string; userAgent: string | null },
): Promise<{ user: User; session: IssuedSession }> {
  const addressKey = `login:email:${input.email.toLowerCase()}`;
  const clientKey = `login:client:${client.address}`;
  // Each attempt is counted before the password is checked, so a burst of parallel guesses cannot all get in under
  // the limit; a success clears the address's count again.
  for (const [key, limit] of [[addressKey, loginAttemptsPerAddress], [clientKey, loginAttemptsPerClient]] as const) {
    const state = await consume(db, key, limit);
    if (!state.allowed) throw throttled(state.retryAfterSeconds);
  }

  const user = await findUserByEmail(db, input.email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!user || !valid) throw new HttpError(401, WRONG_CREDENTIALS);
  await reset(db, addressKey);

  if (!user.emailVerifiedAt) {
    await sendVerificationCode(db, user);
    throw new HttpError(403, NOT_VERIFIED, { redirectTo: await verifyPageUrl(user.email) });
  }
  return { user, session: await startSession(db, user.id, client.userAgent) };
}
