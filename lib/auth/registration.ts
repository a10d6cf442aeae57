import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { HttpError } from "@/lib/http";
import { hashPassword } from "./password";
import type { registerSchema } from "./schemas";
import { findUserByEmail } from "./users";
import { sendVerificationCode, verifyPageUrl } from "./verification";

export const ALREADY_REGISTERED = "An account with this e-mail already exists. Please log in instead.";

/**
 * Creates an unverified account and e-mails its code. Registering again before verifying updates the name and
 * password and sends a fresh code, so a lost e-mail never locks anyone out.
 */
export async function register(db: Db, input: z.infer<typeof registerSchema>): Promise<{ redirectTo: string }> {
  const existing = await findUserByEmail(db, input.email);
  if (existing?.emailVerifiedAt) throw new HttpError(409, ALREADY_REGISTERED);

  const passwordHash = await hashPassword(input.password);
  let user = existing;
  if (user) {
    [user] = await db
      .update(users)
      .set({ fullName: input.name, passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
  } else {
    [user] = await db
      .insert(users)
      .values({ fullName: input.name, email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning();
    // A concurrent registration of the same address won the insert: answer as for an unverified account.
    user ??= await findUserByEmail(db, input.email);
  }
  if (!user) throw new Error("registration: the account vanished while it was being created");
  await sendVerificationCode(db, user);
  return { redirectTo: await verifyPageUrl(user.email) };
}
