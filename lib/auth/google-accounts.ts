import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { findUserByEmail } from "./users";

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
}

/**
 * The account for a Google identity whose e-mail Google has verified: the one already linked to it, else the account
 * with the same e-mail (linked now, and its address counts as verified), else a new verified account with no password.
 */
export async function accountForGoogle(db: Db, identity: GoogleIdentity): Promise<User> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
  if (linked) return linked;

  const now = new Date();
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    const [updated] = await db
      .update(users)
      .set({ googleSubject: identity.subject, emailVerifiedAt: existing.emailVerifiedAt ?? now, updatedAt: now })
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
