import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { oneTimeCodes, passwordResetTokens, users, type User } from "@/db/schema";
import { revokeAllSessions } from "./sessions";
import { findUserByEmail } from "./users";

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
}

/**
 * The account for a Google identity whose e-mail Google has verified: the one already linked to it, else the account
 * with the same e-mail (linked now, and its address counts as verified), else a new verified account with no password.
 *
 * An account whose address was never verified may have been registered by someone else with this e-mail. Google now
 * proves who owns the address, so such an account loses its password, sessions, codes and reset links: only the
 * owner, signed in through Google, keeps it.
 */
export async function accountForGoogle(db: Db, identity: GoogleIdentity): Promise<User> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
  if (linked) return linked;

  const now = new Date();
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    const unproven = existing.emailVerifiedAt === null;
    if (unproven) {
      await revokeAllSessions(db, existing.id);
      await db.update(oneTimeCodes).set({ consumedAt: now }).where(and(eq(oneTimeCodes.userId, existing.id), isNull(oneTimeCodes.consumedAt)));
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, existing.id), isNull(passwordResetTokens.usedAt)));
    }
    const [updated] = await db
      .update(users)
      .set({
        googleSubject: identity.subject,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        ...(unproven ? { passwordHash: null } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated!;
  }
  const [created] = await db
    .insert(users)
    .values({
      fullName: identity.name.trim() || identity.email.split("@")[0]!,
      email: identity.email,
      googleSubject: identity.subject,
      emailVerifiedAt: now,
    })
    .returning();
  return created!;
}
