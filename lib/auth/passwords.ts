import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { passwordResetTokens, users, type User } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { passwordResetEmail } from "@/lib/email/templates";
import { getEnv } from "@/lib/env";
import { HttpError } from "@/lib/http";
import { consume } from "@/lib/rate-limit";
import { hashPassword, verifyPassword } from "./password";
import { authPolicy } from "./policy";
import { randomToken, secretHash } from "./secrets";
import { revokeAllSessions } from "./sessions";
import { findUserByEmail } from "./users";

export const PASSWORD_CHANGED = "Password changed successfully";
export const RESET_LINK_SENT = "If an account exists for that e-mail, we have sent it a link to reset the password. Check your inbox.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";

/** Changes the password from inside the account; the current one is required when the account has one. */
export async function updatePassword(db: Db, user: User, input: { password: string; currentPassword?: string }): Promise<void> {
  if (user.passwordHash) {
    if (!input.currentPassword) throw new HttpError(400, "Enter your current password.");
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new HttpError(400, "Your current password is incorrect.");
    }
  }
  await db.update(users).set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() }).where(eq(users.id, user.id));
  await expireResetLinks(db, user.id);
}

/** After any password change, links e-mailed earlier must not change it again. */
async function expireResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * E-mails a single-use reset link when the address has an account. The caller answers the same either way, so the
 * form cannot be used to learn who has an account.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const quota = await consume(db, `reset:${user.email.toLowerCase()}`, authPolicy.limits.resetRequestsPerAddress);
  if (!quota.allowed) return;

  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: secretHash(token),
    expiresAt: new Date(Date.now() + authPolicy.resetTokenTtlMinutes * 60_000),
  });
  const link = new URL(`/auth/reset-password?token=${encodeURIComponent(token)}`, getEnv().APP_URL).toString();
  await sendEmail(db, user.email, passwordResetEmail({ name: user.fullName, link, minutes: authPolicy.resetTokenTtlMinutes }));
}

/** Sets a new password from a reset link, uses the link up, and signs every device out. */
export async function resetPassword(db: Db, input: { token: string; password: string }): Promise<void> {
  const now = new Date();
  // Claiming the token and checking it in one statement makes it single-use even under concurrent submissions.
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, secretHash(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) throw new HttpError(400, RESET_LINK_INVALID);

  const passwordHash = await hashPassword(input.password);
  const [user] = await db.select().from(users).where(eq(users.id, claimed.userId));
  // Opening the e-mailed link proves the address, so an unverified account becomes verified.
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? now, updatedAt: now })
    .where(eq(users.id, claimed.userId));
  await expireResetLinks(db, claimed.userId);
  await revokeAllSessions(db, claimed.userId);
}
