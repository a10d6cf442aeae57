import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { deleteIdeasLeftEmpty, lockIdeas } from "./ideas";
import { ideas, reports, users } from "@/db/schema";

/** The user's settings in Your Account: the 30-day history, and the experiment reminders. */
export async function librarySettings(db: Db, userId: string) {
  const [row] = await db
    .select({ keepHistory: users.keepHistory, experimentReminders: users.experimentReminders })
    .from(users)
    .where(eq(users.id, userId));
  return { keep_history: row?.keepHistory ?? true, experiment_reminders: row?.experimentReminders ?? true };
}

export interface SettingsChange {
  keep_history?: boolean;
  experiment_reminders?: boolean;
}

/**
 * Changes either setting or both, in one transaction, and answers both. Turning the 30-day history of unsaved reports
 * off keeps nothing unsaved: the unsaved reports already kept, and the ideas left without a report, are deleted too.
 */
export async function updateSettings(db: Db, userId: string, change: SettingsChange) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(change.keep_history !== undefined && { keepHistory: change.keep_history }),
        ...(change.experiment_reminders !== undefined && { experimentReminders: change.experiment_reminders }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    if (change.keep_history !== false) return;
    // The ideas first, then their reports (see lockIdeas): an experiment added meanwhile keeps its idea.
    const locked = await lockIdeas(tx, eq(ideas.userId, userId));
    await tx.delete(reports).where(and(eq(reports.userId, userId), isNull(reports.savedAt)));
    await deleteIdeasLeftEmpty(tx, locked);
  });
  return librarySettings(db, userId);
}
