import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { cancelSubscriptionForDeletedAccount } from "@/lib/billing/cancel";

/**
 * Deletes an account: the subscription is cancelled first (so nobody is billed for a deleted account), then the user
 * row, which cascades to reports, sessions, refresh tokens, codes and reset tokens.
 */
export async function deleteAccount(db: Db, user: User): Promise<void> {
  await cancelSubscriptionForDeletedAccount(user);
  await db.delete(users).where(eq(users.id, user.id));
}
