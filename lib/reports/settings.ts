import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { nothingLeftOnIdea } from "./ideas";
import { ideas, reports, users } from "@/db/schema";

/** The user's library settings. */
export async function librarySettings(db: Db, userId: string) {
  const [row] = await db.select({ keepHistory: users.keepHistory }).from(users).where(eq(users.id, userId));
  return { keep_history: row?.keepHistory ?? true };
}

/**
 * Turns the 30-day history of unsaved reports on or off. Off keeps nothing unsaved: the unsaved reports already kept,
 * and the ideas left without a report, are deleted in the same transaction.
 */
export async function setKeepHistory(db: Db, userId: string, keep: boolean) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ keepHistory: keep, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    if (keep) return;
    await tx.delete(reports).where(and(eq(reports.userId, userId), isNull(reports.savedAt)));
    await tx.delete(ideas).where(and(eq(ideas.userId, userId), nothingLeftOnIdea()));
  });
  return { keep_history: keep };
}
