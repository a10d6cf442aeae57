import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oneTimeCodes, users, type User } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { verificationCodeEmail } from "@/lib/email/templates";
import { HttpError } from "@/lib/http";
import { consume } from "@/lib/rate-limit";
import { authPolicy } from "./policy";
import { sameHash, secretHash, sixDigitCode } from "./secrets";
import { signVerificationToken } from "./tokens";

export async function verifyPageUrl(email: string): Promise<string> {
  return `/auth/verify?token=${encodeURIComponent(await signVerificationToken(email))}`;
}

export type CodeSendResult = { sent: true } | { sent: false; retryAfterSeconds: number; message: string };

/**
 * E-mails a fresh six-digit code, replacing earlier ones. At most one every 10 seconds and five an hour per address,
 * whatever asked for it (registration, the Resend link, a login before verification).
 */
export async function sendVerificationCode(db: Db, user: User): Promise<CodeSendResult> {
  const address = user.email.toLowerCase();
  const short = await consume(db, `code:10s:${address}`, authPolicy.limits.codeResendShort);
  if (!short.allowed) {
    return { sent: false, retryAfterSeconds: short.retryAfterSeconds, message: "Please wait a few seconds before asking for another code." };
  }
  const hourly = await consume(db, `code:1h:${address}`, authPolicy.limits.codeResendHourly);
  if (!hourly.allowed) {
    return {
      sent: false,
      retryAfterSeconds: hourly.retryAfterSeconds,
      message: "Too many codes were requested for this address. Please try again later.",
    };
  }
  const code = sixDigitCode();
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, "verify_email"), isNull(oneTimeCodes.consumedAt)));
  await db.insert(oneTimeCodes).values({
    userId: user.id,
    purpose: "verify_email",
    codeHash: secretHash(`${user.id}:${code}`),
    expiresAt: new Date(Date.now() + authPolicy.codeTtlMinutes * 60_000),
  });
  await sendEmail(db, user.email, verificationCodeEmail({ name: user.fullName, code, minutes: authPolicy.codeTtlMinutes }));
  return { sent: true };
}

const invalid = (message: string) => new HttpError(400, message, { invalidCode: true });

/** Checks a code against the newest live one; five wrong tries kill it. Marks the address verified on success. */
export async function confirmVerificationCode(db: Db, user: User, code: string): Promise<void> {
  const [current] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, "verify_email"), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!current || current.expiresAt <= new Date()) {
    throw invalid("This code has expired. Use Resend to get a new one.");
  }
  // Spend a try before comparing, in one statement, so parallel guesses cannot all slip under the limit.
  const [spent] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, current.id), lt(oneTimeCodes.attempts, authPolicy.codeMaxAttempts)))
    .returning({ attempts: oneTimeCodes.attempts });
  if (!spent) throw invalid("Too many wrong tries for this code. Use Resend to get a new one.");
  if (!sameHash(current.codeHash, secretHash(`${user.id}:${code}`))) {
    const left = authPolicy.codeMaxAttempts - spent.attempts;
    throw invalid(
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`
        : "Too many wrong tries for this code. Use Resend to get a new one.",
    );
  }
  const now = new Date();
  await db.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, current.id));
  await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
}
