import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { experiments, ideaMembers, ideas, pitchPages, reports, surveys } from "@/db/schema";
import { NotFound, Refused } from "@/lib/core/errors";
import { may, refusalFor, type IdeaAction, type MemberRole } from "@/lib/core/team/roles";

/**
 * The one membership check (issue 49): every call, page, export and share that reaches an idea, or anything under
 * it, asks here first. An outsider finds nothing (404, as for a deleted idea); a member whose role may not do the
 * action is refused (403, in words saying why). It reads the membership on every request, so a removal holds from
 * the member's next one.
 *
 * The idea's rows stay the owner's (`user_id` = `ownerId`): stores go on scoping their queries to the owner the check
 * returns, never to the caller's own id.
 */
export interface IdeaAccess {
  ideaId: string;
  /** The idea's owner: whose rows, plan and quota the call uses. */
  ownerId: string;
  /** Who calls: the author of what they change. */
  callerId: string;
  role: MemberRole;
  /** The id the access was asked through: the idea's, or its report's, experiment's, page's or survey's. */
  rowId: string;
}

/** What an idea's rows hang from: a row of one of these tables is reached through its `idea_id`. */
const through = { idea: ideas, report: reports, experiment: experiments, pitchPage: pitchPages, survey: surveys };
export type AccessPath = keyof typeof through;

const missing: Record<AccessPath, string> = {
  idea: "Idea not found.",
  report: "Report not found.",
  experiment: "Experiment not found.",
  pitchPage: "Pitch page not found.",
  survey: "Survey not found.",
};

/** The caller's access to the idea itself, for `action`. */
export const ideaAccess = (db: Db, callerId: string, ideaId: string, action: IdeaAction) =>
  accessThrough(db, callerId, "idea", ideaId, action);

/** The caller's access to the idea a report, an experiment, a pitch page or a survey belongs to, for `action`. */
export async function accessThrough(
  db: Db,
  callerId: string,
  path: AccessPath,
  id: string,
  action: IdeaAction,
  notFound = missing[path],
): Promise<IdeaAccess> {
  const table = through[path];
  const [row] = rowsOf<{ idea_id: string; owner_id: string; role: "editor" | "viewer" | null }>(
    await db.execute(sql`
      select i.id as idea_id, i.user_id as owner_id, m.role
      from ${path === "idea" ? sql`${ideas} i` : sql`${table} t join ${ideas} i on i.id = t.idea_id`}
      left join ${ideaMembers} m on m.idea_id = i.id and m.user_id = ${callerId}
      where ${path === "idea" ? sql`i.id` : sql`t.id`} = ${id} and (i.user_id = ${callerId} or m.user_id is not null)`),
  );
  if (!row) throw new NotFound(notFound);
  const role: MemberRole = row.owner_id === callerId ? "owner" : (row.role ?? "viewer");
  if (!may(role, action)) throw new Refused(refusalFor(role, action));
  return { ideaId: row.idea_id, ownerId: row.owner_id, callerId, role, rowId: id };
}
