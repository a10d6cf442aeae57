import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  chatMessages,
  experiments,
  ideaInvitations,
  ideaMembers,
  ideas,
  pitchPages,
  pivotProposals,
  reports,
  surveys,
  users,
} from "@/db/schema";
import type { IdeaTeam, InvitedRole } from "@/lib/core/api/team";
import { Conflict, NotFound } from "@/lib/core/errors";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { lockIdeas } from "@/lib/server/reports/ideas";
import { ideaAccess, type IdeaAccess } from "./access";
import { recordActivity } from "./activity";

export const MEMBER_NOT_FOUND = "That person is not a member of this idea.";
export const TRANSFER_TO_EDITOR = "Ownership can only go to an editor: make them an editor first.";

/** Who works on the idea: its owner, members and (for the owner) open invitations, with the caller's own place. */
export async function readTeam(db: Db, access: IdeaAccess): Promise<IdeaTeam> {
  const [people, invitations] = await Promise.all([
    db
      .select({
        userId: users.id,
        fullName: users.fullName,
        email: users.email,
        role: ideaMembers.role,
        notify: ideaMembers.notify,
        joinedAt: ideaMembers.createdAt,
        user: users,
      })
      .from(users)
      .leftJoin(ideaMembers, and(eq(ideaMembers.userId, users.id), eq(ideaMembers.ideaId, access.ideaId)))
      .where(
        sql`${users.id} = ${access.ownerId} or ${users.id} in (select ${ideaMembers.userId} from ${ideaMembers} where ${ideaMembers.ideaId} = ${access.ideaId})`,
      )
      .orderBy(asc(ideaMembers.createdAt)),
    access.role === "owner"
      ? db
          .select()
          .from(ideaInvitations)
          .where(eq(ideaInvitations.ideaId, access.ideaId))
          .orderBy(asc(ideaInvitations.createdAt))
      : Promise.resolve([]),
  ]);
  const owner = people.find((person) => person.userId === access.ownerId);
  if (!owner) throw new NotFound("Idea not found.");
  const you = people.find((person) => person.userId === access.callerId);
  return {
    idea_id: access.ideaId,
    owner: { user_id: owner.userId, full_name: owner.fullName, email: owner.email },
    members: people.flatMap((person) =>
      person.role && person.joinedAt && person.userId !== access.ownerId
        ? [
            {
              user_id: person.userId,
              full_name: person.fullName,
              email: person.email,
              role: person.role,
              joined_at: person.joinedAt.toISOString(),
            },
          ]
        : [],
    ),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invited_at: invitation.createdAt.toISOString(),
      expires_at: invitation.expiresAt.toISOString(),
    })),
    you: { user_id: access.callerId, role: access.role, notify: you?.notify ?? false },
    owner_plan_active: hasPaidPlan(owner.user),
  };
}

/** The owner changes a member's role. */
export async function changeRole(db: Db, access: IdeaAccess, memberId: string, role: InvitedRole): Promise<IdeaTeam> {
  const [changed] = await db.transaction(async (tx) => {
    // The idea first, as transferIdea and invite lock it: the same order, so neither waits on the other forever.
    await lockIdeas(tx, eq(ideas.id, access.ideaId));
    const rows = await tx
      .update(ideaMembers)
      .set({ role })
      .where(and(eq(ideaMembers.ideaId, access.ideaId), eq(ideaMembers.userId, memberId)))
      .returning({ email: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${memberId})` });
    if (rows[0]) {
      await recordActivity(tx, {
        ideaId: access.ideaId,
        actorId: access.callerId,
        action: "changed_role",
        subject: `${rows[0].email} (now ${role})`,
      });
    }
    return rows;
  });
  if (!changed) throw new NotFound(MEMBER_NOT_FOUND);
  return readTeam(db, access);
}

/**
 * A member ends: the owner removes them, or they leave. Their next request is refused (access is read per request);
 * what they added stays with the idea, attributed to them.
 */
export async function endMembership(db: Db, callerId: string, ideaId: string, memberId: string): Promise<void> {
  const leaving = memberId === callerId;
  const access = await ideaAccess(db, callerId, ideaId, leaving ? "leave" : "manage_members");
  const removed = await db.transaction(async (tx) => {
    await lockIdeas(tx, eq(ideas.id, access.ideaId));
    const rows = await tx
      .delete(ideaMembers)
      .where(and(eq(ideaMembers.ideaId, access.ideaId), eq(ideaMembers.userId, memberId)))
      .returning({ email: sql<string>`(select ${users.email} from ${users} where ${users.id} = ${memberId})` });
    if (rows[0]) {
      await recordActivity(tx, {
        ideaId: access.ideaId,
        actorId: callerId,
        action: leaving ? "left" : "removed_member",
        subject: leaving ? null : rows[0].email,
      });
    }
    return rows.length;
  });
  if (removed === 0) throw new NotFound(MEMBER_NOT_FOUND);
}

/** A member's own e-mail choice: a message when a result is recorded or the verdict changes. */
export async function setNotify(db: Db, access: IdeaAccess, notify: boolean): Promise<IdeaTeam> {
  if (access.role === "owner") throw new Conflict("The owner is e-mailed about their own idea's results already.");
  await db
    .update(ideaMembers)
    .set({ notify })
    .where(and(eq(ideaMembers.ideaId, access.ideaId), eq(ideaMembers.userId, access.callerId)));
  return readTeam(db, access);
}

/**
 * The owner hands the idea to an editor, who becomes its owner (their plan then runs its reports); the former owner
 * stays on as an editor. Every row of the idea moves to the new owner in one transaction, the idea locked first.
 */
export async function transferIdea(db: Db, access: IdeaAccess, toUserId: string): Promise<IdeaTeam> {
  await db.transaction(async (tx) => {
    await lockIdeas(tx, eq(ideas.id, access.ideaId));
    const [editor] = await tx
      .select({ role: ideaMembers.role, email: users.email })
      .from(ideaMembers)
      .innerJoin(users, eq(users.id, ideaMembers.userId))
      .where(and(eq(ideaMembers.ideaId, access.ideaId), eq(ideaMembers.userId, toUserId)));
    if (!editor) throw new NotFound(MEMBER_NOT_FOUND);
    if (editor.role !== "editor") throw new Conflict(TRANSFER_TO_EDITOR);
    const [still] = await tx
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(eq(ideas.id, access.ideaId), eq(ideas.userId, access.ownerId)));
    if (!still) throw new Conflict("This idea has changed hands meanwhile: reload the page.");
    for (const table of [pivotProposals, reports, experiments, pitchPages, surveys, chatMessages]) {
      await tx.update(table).set({ userId: toUserId }).where(eq(table.ideaId, access.ideaId));
    }
    await tx.update(ideas).set({ userId: toUserId }).where(eq(ideas.id, access.ideaId));
    await tx.delete(ideaMembers).where(and(eq(ideaMembers.ideaId, access.ideaId), eq(ideaMembers.userId, toUserId)));
    await tx.insert(ideaMembers).values({ ideaId: access.ideaId, userId: access.ownerId, role: "editor" });
    await recordActivity(tx, {
      ideaId: access.ideaId,
      actorId: access.callerId,
      action: "transferred",
      subject: editor.email,
    });
  });
  // The caller now reads it as the editor they became.
  return readTeam(db, { ...access, ownerId: toUserId, role: "editor" });
}

/** How many other founders' ideas the user is a member of. */
export async function sharedIdeaCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ideaMembers).where(eq(ideaMembers.userId, userId));
  return row?.n ?? 0;
}
