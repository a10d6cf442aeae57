import "server-only";
import type { z } from "zod";
import type { Db } from "@/db/client";
import { queueEmail } from "@/lib/server/email/queue";
import { signUpAttemptEmail } from "@/lib/server/email/templates";
import { appUrl } from "@/lib/server/http";
import { hashPassword } from "./password";
import type { registerSchema } from "@/lib/core/api/auth";
import { findUserByEmail } from "./users";
import { readVerificationToken } from "./tokens";
import {
  createRegistration,
  emailCode,
  newestRegistration,
  replaceCode,
  requireCodeQuota,
  verifyPageUrl,
} from "./verification";
import { afterResponse } from "@/lib/server/background";
import { Invalid } from "@/lib/core/errors";

/**
 * Starts a sign-up: a pending registration holding this person's name and password, and a code e-mailed to the
 * address. No account exists until the code is entered on the page this registration opened.
 *
 * The answer is the same whether or not the address already has an account: then the registration is a decoy that
 * can never complete, and the owner is told by e-mail that someone tried to sign up with their address.
 */
export async function register(db: Db, input: z.infer<typeof registerSchema>): Promise<{ redirectTo: string }> {
  await requireCodeQuota(db, input.email);
  const passwordHash = await hashPassword(input.password);
  const { registration, code } = await createRegistration(db, {
    email: input.email,
    fullName: input.name,
    passwordHash,
  });
  const owner = await findUserByEmail(db, input.email);
  if (owner) {
    await queueEmail(
      db,
      owner.email,
      signUpAttemptEmail({
        loginLink: appUrl("/auth/login").toString(),
        resetLink: appUrl("/auth/forgot-password").toString(),
      }),
    );
  } else {
    await emailCode(db, registration, code);
  }
  return { redirectTo: await verifyPageUrl({ email: registration.email, registrationId: registration.id }) };
}

export const CODE_SENT = "We have sent you a new code.";
export const CODE_SENT_IF_WAITING = "If a sign-up is waiting for this address, we have sent it a new code.";

/**
 * A new code. From the verify page (with its token) it replaces the code of that page's registration. With the
 * e-mail alone it goes, after the response, to the newest pending registration of the address if there is one: the
 * answer is the same either way, and it carries no token (a token would open a verify page for any address).
 * The per-address quota is taken first in both cases, for every address alike.
 */
export async function resendCode(db: Db, input: { email: string; token?: string }): Promise<{ message: string }> {
  const claims = input.token ? await readVerificationToken(input.token) : null;
  if (input.token && (!claims || claims.email.toLowerCase() !== input.email.trim().toLowerCase())) {
    throw new Invalid("This verification link is invalid or has expired. Please register again.");
  }
  await requireCodeQuota(db, input.email);
  if (claims) {
    const fresh = await replaceCode(db, claims.registrationId);
    if (!fresh) throw new Invalid("This sign-up has expired. Please register again.");
    await emailCode(db, fresh.registration, fresh.code);
    return { message: CODE_SENT };
  }
  afterResponse(async () => {
    const waiting = await newestRegistration(db, input.email);
    const fresh = waiting && (await replaceCode(db, waiting.id));
    if (fresh) await emailCode(db, fresh.registration, fresh.code);
  }, "verification code e-mail");
  return { message: CODE_SENT_IF_WAITING };
}
