import { lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emailOutbox, oneTimeCodes, passwordResetTokens, rateLimits } from "@/db/schema";

/**
 * Deletes what has outlived its use: ended throttling windows, codes and reset links expired for a day, and local
 * outbox mail older than a week. Run at start-up; every row it removes is already inert.
 */
export async function pruneExpired(db: Db): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`;
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, dayAgo));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo));
  await db.delete(emailOutbox).where(lt(emailOutbox.createdAt, sql`now() - interval '7 days'`));
}
