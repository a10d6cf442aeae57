import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { registrations, users, type User } from "@/db/schema";
import { normalisedPersonName } from "@/lib/core/text";

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
}

/**
 * The account for a Google identity whose e-mail Google has verified: the one already linked to it, else the account
 * with the same e-mail (linked now), else a new account with no password. Google proves who owns the address, so any
 * pending registration of it (possibly someone else's) ends. One transaction; two first sign-ins at once meet on the
 * unique indexes and both end with the same account.
 */
export async function accountForGoogle(db: Db, identity: GoogleIdentity): Promise<User> {
  return db.transaction(async (tx) => {
    await tx.delete(registrations).where(eq(sql`lower(${registrations.email})`, identity.email.trim().toLowerCase()));
    await tx
      .insert(users)
      .values({
        // Google's display name is whatever its owner typed: made one line, without controls, at most 100 characters.
        fullName:
          normalisedPersonName(identity.name) || normalisedPersonName(identity.email.split("@")[0]!) || "Google user",
        email: identity.email,
        googleSubject: identity.subject,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing();
    const [linked] = await tx.select().from(users).where(eq(users.googleSubject, identity.subject));
    if (linked) return linked;
    const [updated] = await tx
      .update(users)
      .set({ googleSubject: identity.subject, updatedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, identity.email.trim().toLowerCase()))
      .returning();
    if (updated) return updated;
    throw new Error("accountForGoogle: no account for the identity after linking");
  });
}
