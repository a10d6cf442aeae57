import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { registrations, users, type User } from "@/db/schema";
import { queueEmail } from "@/lib/server/email/queue";
import { verificationCodeEmail } from "@/lib/server/email/templates";
import { consume } from "@/lib/server/rate-limit";
import { authPolicy } from "@/lib/core/auth/policy";
import { sameHash, secretHash, sixDigitCode } from "./secrets";
import { signVerificationToken, type VerificationClaims } from "./tokens";
import { Conflict, Invalid, TooMany } from "@/lib/core/errors";

export type Registration = typeof registrations.$inferSelect;

/** The verify page for one registration; `reason=login` makes it say why a log-in ended there. */
export async function verifyPageUrl(claims: VerificationClaims, reason?: "login"): Promise<string> {
  const query = new URLSearchParams({ token: await signVerificationToken(claims) });
  if (reason) query.set("reason", reason);
  return `/auth/verify?${query}`;
}

export type CodeQuota = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

/**
 * At most one code every 10 seconds and five an hour per address, whatever asks (registration, Resend, a log-in
 * before verification). Counted for every address alike, so the answer never tells which addresses have sign-ups.
 */
export async function takeCodeQuota(db: Db, email: string): Promise<CodeQuota> {
  const address = email.trim().toLowerCase();
  const short = await consume(db, `code:10s:${address}`, authPolicy.limits.codeResendShort);
  if (!short.allowed) {
    return {
      allowed: false,
      retryAfterSeconds: short.retryAfterSeconds,
      message: "Please wait a few seconds before asking for another code.",
    };
  }
  const hourly = await consume(db, `code:1h:${address}`, authPolicy.limits.codeResendHourly);
  if (!hourly.allowed) {
    return {
      allowed: false,
      retryAfterSeconds: hourly.retryAfterSeconds,
      message: "Too many codes were requested for this address. Please try again later.",
    };
  }
  return { allowed: true };
}

/** takeCodeQuota for the routes: a refusal is a 429 with Retry-After. */
export async function requireCodeQuota(db: Db, email: string): Promise<void> {
  const quota = await takeCodeQuota(db, email);
  if (!quota.allowed) throw new TooMany(quota.message, quota.retryAfterSeconds);
}

/** The stored form of a code: bound to its registration, so a code of one sign-up never completes another. */
const codeHash = (registrationId: string, code: string) => secretHash(`registration:${registrationId}:${code}`);
const codeExpiry = () => new Date(Date.now() + authPolicy.codeTtlMinutes * 60_000);

/** A new pending registration and its first code (not yet e-mailed). */
export async function createRegistration(
  db: Db,
  input: { email: string; fullName: string; passwordHash: string },
): Promise<{ registration: Registration; code: string }> {
  const id = randomUUID();
  const code = sixDigitCode();
  const [registration] = await db
    .insert(registrations)
    .values({
      id,
      ...input,
      codeHash: codeHash(id, code),
      codeExpiresAt: codeExpiry(),
      expiresAt: new Date(Date.now() + authPolicy.registrationTtlHours * 60 * 60_000),
    })
    .returning();
  return { registration: registration!, code };
}

/** Replaces the code of a live registration (its tries start again); null when the registration has ended. */
export async function replaceCode(
  db: Db,
  registrationId: string,
): Promise<{ registration: Registration; code: string } | null> {
  const code = sixDigitCode();
  const [registration] = await db
    .update(registrations)
    .set({ codeHash: codeHash(registrationId, code), codeExpiresAt: codeExpiry(), codeAttempts: 0 })
    .where(and(eq(registrations.id, registrationId), gt(registrations.expiresAt, sql`now()`)))
    .returning();
  return registration ? { registration, code } : null;
}

/** The newest live registration of an address. */
export async function newestRegistration(db: Db, email: string): Promise<Registration | undefined> {
  const [registration] = await db
    .select()
    .from(registrations)
    .where(
      and(eq(sql`lower(${registrations.email})`, email.trim().toLowerCase()), gt(registrations.expiresAt, sql`now()`)),
    )
    .orderBy(desc(registrations.createdAt))
    .limit(1);
  return registration;
}

export function emailCode(db: Db, registration: Registration, code: string): Promise<void> {
  return queueEmail(db, registration.email, verificationCodeEmail({ code, minutes: authPolicy.codeTtlMinutes }));
}

export const ALREADY_HAS_ACCOUNT = "This address already has an account. Please log in.";
const LINK_ENDED = "This sign-up has expired. Please register again.";

const invalid = (message: string) => new Invalid(message, { invalidCode: true });

/**
 * Completes a registration with its code. A try is spent before comparing, in one statement, so parallel guesses
 * cannot slip under the limit of five. The right code creates the account with this registration's own name and
 * password, and every pending registration of the address ends, in one transaction.
 */
export async function completeRegistration(db: Db, registrationId: string, code: string): Promise<User> {
  const [spent] = await db
    .update(registrations)
    .set({ codeAttempts: sql`${registrations.codeAttempts} + 1` })
    .where(
      and(
        eq(registrations.id, registrationId),
        gt(registrations.expiresAt, sql`now()`),
        lt(registrations.codeAttempts, authPolicy.codeMaxAttempts),
      ),
    )
    .returning();
  if (!spent) {
    const [ended] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.id, registrationId), gt(registrations.expiresAt, sql`now()`)));
    if (!ended) throw new Invalid(LINK_ENDED);
    throw invalid("Too many wrong tries for this code. Use Resend to get a new one.");
  }
  if (spent.codeExpiresAt <= new Date()) throw invalid("This code has expired. Use Resend to get a new one.");
  if (!sameHash(spent.codeHash, codeHash(spent.id, code))) {
    const left = authPolicy.codeMaxAttempts - spent.codeAttempts;
    throw invalid(
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`
        : "Too many wrong tries for this code. Use Resend to get a new one.",
    );
  }
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        fullName: spent.fullName,
        email: spent.email,
        passwordHash: spent.passwordHash,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    await tx.delete(registrations).where(eq(sql`lower(${registrations.email})`, spent.email.toLowerCase()));
    return user;
  });
  // The address got an account meanwhile (another registration's code, or Google): this one simply ends.
  if (!created) throw new Conflict(ALREADY_HAS_ACCOUNT, { redirectTo: "/auth/login" });
  return created;
}
