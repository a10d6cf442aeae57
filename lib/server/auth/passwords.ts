import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { passwordResetTokens, users, type User } from "@/db/schema";
import { afterResponse } from "@/lib/server/background";
import { queueEmail } from "@/lib/server/email/queue";
import { passwordResetEmail } from "@/lib/server/email/templates";
import { appUrl } from "@/lib/server/http";
import { consume, reset } from "@/lib/server/rate-limit";
import { hashPassword, verifyPassword } from "./password";
import { authPolicy } from "@/lib/core/auth/policy";
import { randomToken, secretHash } from "./secrets";
import { revokeAllSessions } from "./sessions";
import { findUserByEmail } from "./users";
import { Invalid, TooMany, type ErrorDetails } from "@/lib/core/errors";

export const PASSWORD_CHANGED = "Password changed successfully";
export const RESET_LINK_SENT =
  "If an account exists for that e-mail, we have sent it a link to reset the password. Check your inbox.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please request a new one.";

/** Names the field an error is about, so the form can put the focus there. */
const CURRENT_PASSWORD_FIELD = { field: "currentPassword" };

/** Changes the password from inside the account; the current one is required when the account has one. */
export async function updatePassword(
  db: Db,
  user: User,
  input: { password: string; currentPassword?: string },
): Promise<void> {
  if (user.passwordHash) {
    if (!input.currentPassword) throw new Invalid("Enter your current password.", CURRENT_PASSWORD_FIELD);
    await checkCurrentPassword(
      db,
      user,
      input.currentPassword,
      "Your current password is incorrect.",
      CURRENT_PASSWORD_FIELD,
    );
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await expireResetLinks(db, user.id);
}

/**
 * Checks the signed-in user's own password (changing it, deleting the account). The same guard as logging in: a stolen
 * session must not become a fast way to guess the password, so every check counts against one quota per user
 * (whichever of those asks) before the password is compared; 429 with Retry-After past it, `wrong` as a 400 on a miss.
 */
export async function checkCurrentPassword(
  db: Db,
  user: User,
  password: string,
  wrong: string,
  details: ErrorDetails = {},
): Promise<void> {
  const checkKey = `password-check:${user.id}`;
  const quota = await consume(db, checkKey, authPolicy.limits.currentPasswordChecksPerUser);
  if (!quota.allowed) {
    const minutes = Math.ceil(quota.retryAfterSeconds / 60);
    throw new TooMany(
      `Too many wrong passwords. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      quota.retryAfterSeconds,
    );
  }
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) throw new Invalid(wrong, details);
  await reset(db, checkKey);
}

/** After any password change, links e-mailed earlier must not change it again. */
async function expireResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * E-mails a single-use reset link when the address has an account. The request itself only counts against the
 * address's quota (for every address alike); looking the account up, making the link and queueing the e-mail happen
 * after the response, so neither the answer nor its timing tells who has an account.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  const quota = await consume(db, `reset:${email.trim().toLowerCase()}`, authPolicy.limits.resetRequestsPerAddress);
  if (!quota.allowed) return;
  afterResponse(() => sendResetLink(db, email), "password reset e-mail");
}

async function sendResetLink(db: Db, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: secretHash(token),
    expiresAt: new Date(Date.now() + authPolicy.resetTokenTtlMinutes * 60_000),
  });
  const link = appUrl(`/auth/reset-password?token=${encodeURIComponent(token)}`).toString();
  await queueEmail(
    db,
    user.email,
    passwordResetEmail({ name: user.fullName, link, minutes: authPolicy.resetTokenTtlMinutes }),
  );
}

/** Whether a reset link can still be used (known, unused, unexpired): the reset page checks it when it opens. */
export async function resetLinkUsable(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await db
    .select({ id: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, secretHash(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Sets a new password from a reset link, uses the link (and every other) up, and signs every device out: one
 * transaction, so a failure part-way leaves the link usable and the password as it was. Returns the account's e-mail
 * (the browser that opened the link becomes a known device of it: lib/server/auth/devices.ts).
 */
export async function resetPassword(db: Db, input: { token: string; password: string }): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const now = new Date();
    // Claiming the token and checking it in one statement makes it single-use even under concurrent submissions.
    const [claimed] = await tx
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
    if (!claimed) throw new Invalid(RESET_LINK_INVALID, { link_expired: true });
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ email: users.email });
    await expireResetLinks(tx, claimed.userId);
    await revokeAllSessions(tx, claimed.userId);
    return { email: user!.email };
  });
}
