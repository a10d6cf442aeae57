import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { isForeignKeyViolation } from "@/db/constraint-errors";
import { ideaActivity, users } from "@/db/schema";
import type { ActivityEntry } from "@/lib/core/api/team";
import { ACTIVITY_SUBJECT_MAX, type ActivityAction } from "@/lib/core/team/activity";
import { toSingleLine } from "@/lib/core/text";
import type { IdeaAccess } from "./access";

/** How many entries the idea page lists: the latest. */
export const ACTIVITY_SHOWN = 50;

/** The idea and the actor of an entry, from the access its change was made under. */
export const actorOf = (access: IdeaAccess) => ({ ideaId: access.ideaId, actorId: access.callerId });

/** Records who did what on an idea, in the transaction (or with the database) of the change itself. */
export async function recordActivity(
  db: Db,
  entry: { ideaId: string; actorId: string | null; action: ActivityAction; subject?: string | null },
): Promise<void> {
  const subject = entry.subject ? [...toSingleLine(entry.subject)].slice(0, ACTIVITY_SUBJECT_MAX).join("") : null;
  try {
    await db
      .insert(ideaActivity)
      .values({ ideaId: entry.ideaId, actorId: entry.actorId, action: entry.action, subject });
  } catch (error) {
    // The idea was deleted since the change (another tab): there is no list left to add to.
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** The idea's latest activity, newest first, with each actor's name. */
export async function readActivity(db: Db, access: IdeaAccess): Promise<ActivityEntry[]> {
  const rows = await db
    .select({
      id: ideaActivity.id,
      actorId: ideaActivity.actorId,
      actorName: users.fullName,
      action: ideaActivity.action,
      subject: ideaActivity.subject,
      at: ideaActivity.createdAt,
    })
    .from(ideaActivity)
    .leftJoin(users, eq(users.id, ideaActivity.actorId))
    .where(eq(ideaActivity.ideaId, access.ideaId))
    .orderBy(desc(ideaActivity.createdAt), desc(ideaActivity.id))
    .limit(ACTIVITY_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    actor: row.actorId && row.actorName !== null ? { user_id: row.actorId, full_name: row.actorName } : null,
    action: row.action,
    // Whom the owner invited is the owner's to see, as the open invitations are.
    subject: row.action === "invited" && access.role !== "owner" ? null : row.subject,
    at: row.at.toISOString(),
  }));
}
