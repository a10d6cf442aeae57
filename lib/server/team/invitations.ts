import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { ideaInvitations, ideaMembers, ideas, users, type User } from "@/db/schema";
import type { InvitationAccepted, InvitedRole } from "@/lib/core/api/team";
import { Conflict, NotFound, Refused } from "@/lib/core/errors";
import { IDEA_MEMBERS_MAX, INVITATION_DAYS, INVITATIONS_PER_DAY } from "@/lib/core/team/roles";
import { randomToken, secretHash } from "@/lib/server/auth/secrets";
import { deliverAfterResponse, insertEmail } from "@/lib/server/email/queue";
import { ideaInvitationEmail } from "@/lib/server/email/templates";
import { spendDailyQuota } from "@/lib/server/rate-limit";
import { siteUrl } from "@/lib/server/site-url";
import { lockIdeas } from "@/lib/server/reports/ideas";
import type { IdeaAccess } from "./access";
import { recordActivity } from "./activity";

export const INVITATION_NOT_FOUND = "Invitation not found.";
export const INVITATION_GONE =
  "This invitation has been used, withdrawn or has expired. Ask the idea's owner to send a new one.";
export const INVITATION_OTHER_ADDRESS =
  "This invitation is for another e-mail address. Sign in with the address it was sent to, or ask for one to this address.";
export const INVITATION_UNVERIFIED = "Confirm your e-mail address first: the invitation is for a confirmed address.";
export const TEAM_FULL = `An idea can have at most ${IDEA_MEMBERS_MAX} members, invitations included. Remove one or withdraw an invitation first.`;
export const INVITATIONS_SPENT = `You can send at most ${INVITATIONS_PER_DAY} invitations a day. Try again tomorrow.`;

const sameAddress = (email: string) => email.trim().toLowerCase();
const invitationLink = (token: string) => new URL(`/invitations/${token}`, siteUrl()).toString();
const expiry = () => new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);

/**
 * The owner invites an address as editor or viewer: a new single-use token (only its hash kept), e-mailed through the
 * outbox in the same transaction. Inviting an address with an open invitation sends it again with a new token. The
 * answer is the same whether or not the address has an account.
 */
export async function invite(
  db: Db,
  access: IdeaAccess,
  inviter: User,
  input: { email: string; role: InvitedRole },
): Promise<void> {
  const email = sameAddress(input.email);
  if (email === sameAddress(inviter.email)) throw new Conflict("You own this idea already.");
  const giveBack = await spendDailyQuota(db, "invitations", inviter.id, INVITATIONS_PER_DAY, INVITATIONS_SPENT);
  const transport = await db
    .transaction(async (tx) => {
      await lockIdeas(tx, eq(ideas.id, access.ideaId));
      const [member] = await tx
        .select({ id: ideaMembers.userId })
        .from(ideaMembers)
        .innerJoin(users, eq(users.id, ideaMembers.userId))
        .where(and(eq(ideaMembers.ideaId, access.ideaId), eq(sql`lower(${users.email})`, email)));
      if (member) throw new Conflict("That address is a member of this idea already.");
      const [open] = await tx
        .select({ id: ideaInvitations.id })
        .from(ideaInvitations)
        .where(and(eq(ideaInvitations.ideaId, access.ideaId), eq(ideaInvitations.email, email)));
      if (!open && (await seatsTaken(tx, access.ideaId)) >= IDEA_MEMBERS_MAX) throw new Conflict(TEAM_FULL);
      const token = randomToken();
      await tx
        .insert(ideaInvitations)
        .values({
          ideaId: access.ideaId,
          email,
          role: input.role,
          tokenHash: secretHash(token),
          invitedBy: inviter.id,
          expiresAt: expiry(),
        })
        .onConflictDoUpdate({
          target: [ideaInvitations.ideaId, ideaInvitations.email],
          set: { role: input.role, tokenHash: secretHash(token), invitedBy: inviter.id, expiresAt: expiry() },
        });
      await recordActivity(tx, { ideaId: access.ideaId, actorId: inviter.id, action: "invited", subject: email });
      return sendInvitation(tx, access.ideaId, inviter, { email, role: input.role, token });
    })
    .catch(givenBack(giveBack));
  if (transport === "resend") deliverAfterResponse(db);
}

/** A refused invitation (a member already, a full idea, gone meanwhile) sends nothing: the day's count is given back. */
const givenBack = (giveBack: () => Promise<void>) => async (error: unknown) => {
  await giveBack();
  throw error;
};

/** Sends an open invitation again, with a new token and seven new days; the old link stops working. */
export async function resendInvitation(db: Db, access: IdeaAccess, inviter: User, invitationId: string): Promise<void> {
  const giveBack = await spendDailyQuota(db, "invitations", inviter.id, INVITATIONS_PER_DAY, INVITATIONS_SPENT);
  const transport = await db
    .transaction(async (tx) => {
      const token = randomToken();
      const [invitation] = await tx
        .update(ideaInvitations)
        .set({ tokenHash: secretHash(token), expiresAt: expiry(), invitedBy: inviter.id })
        .where(and(eq(ideaInvitations.id, invitationId), eq(ideaInvitations.ideaId, access.ideaId)))
        .returning();
      if (!invitation) throw new NotFound(INVITATION_NOT_FOUND);
      return sendInvitation(tx, access.ideaId, inviter, { email: invitation.email, role: invitation.role, token });
    })
    .catch(givenBack(giveBack));
  if (transport === "resend") deliverAfterResponse(db);
}

/** Withdraws an open invitation: its link stops working at once. */
export async function revokeInvitation(db: Db, access: IdeaAccess, invitationId: string): Promise<void> {
  const deleted = await db
    .delete(ideaInvitations)
    .where(and(eq(ideaInvitations.id, invitationId), eq(ideaInvitations.ideaId, access.ideaId)))
    .returning({ id: ideaInvitations.id });
  if (deleted.length === 0) throw new NotFound(INVITATION_NOT_FOUND);
}

/** What an invitation link shows before it is accepted: who invites, to what, as what, for which address. */
export async function readInvitation(db: Db, token: string) {
  const [row] = await db
    .select({
      email: ideaInvitations.email,
      role: ideaInvitations.role,
      expiresAt: ideaInvitations.expiresAt,
      ideaTitle: ideas.title,
      inviter: users.fullName,
    })
    .from(ideaInvitations)
    .innerJoin(ideas, eq(ideas.id, ideaInvitations.ideaId))
    .leftJoin(users, eq(users.id, ideaInvitations.invitedBy))
    .where(and(eq(ideaInvitations.tokenHash, secretHash(token)), gt(ideaInvitations.expiresAt, sql`now()`)));
  return row ?? null;
}

/**
 * The invited person accepts, signed in with the invited address confirmed. The invitation row is locked, checked and
 * deleted in one transaction with the idea locked too, so two acceptances make one member and a full idea stays full.
 */
export async function acceptInvitation(db: Db, user: User, token: string): Promise<InvitationAccepted> {
  const tokenHash = secretHash(token);
  return db.transaction(async (tx) => {
    // The idea is locked before the invitation, the order invite and deleteIdea take: never a deadlock between them.
    const [found] = await tx
      .select({ ideaId: ideaInvitations.ideaId })
      .from(ideaInvitations)
      .where(eq(ideaInvitations.tokenHash, tokenHash));
    if (!found) throw new NotFound(INVITATION_GONE);
    const [idea] = await tx
      .select({ ownerId: ideas.userId })
      .from(ideas)
      .where(eq(ideas.id, found.ideaId))
      .for("update");
    const [invitation] = await tx
      .select()
      .from(ideaInvitations)
      .where(and(eq(ideaInvitations.tokenHash, tokenHash), gt(ideaInvitations.expiresAt, sql`now()`)))
      .for("update");
    if (!idea || !invitation) throw new NotFound(INVITATION_GONE);
    if (sameAddress(user.email) !== invitation.email) throw new Refused(INVITATION_OTHER_ADDRESS);
    if (!user.emailVerifiedAt) throw new Refused(INVITATION_UNVERIFIED);
    await tx.delete(ideaInvitations).where(eq(ideaInvitations.id, invitation.id));
    if (idea.ownerId === user.id) return { idea_id: invitation.ideaId, role: "owner" };
    const [already] = await tx
      .select({ role: ideaMembers.role })
      .from(ideaMembers)
      .where(and(eq(ideaMembers.ideaId, invitation.ideaId), eq(ideaMembers.userId, user.id)));
    if (already) return { idea_id: invitation.ideaId, role: already.role };
    await tx.insert(ideaMembers).values({ ideaId: invitation.ideaId, userId: user.id, role: invitation.role });
    await recordActivity(tx, { ideaId: invitation.ideaId, actorId: user.id, action: "joined" });
    return { idea_id: invitation.ideaId, role: invitation.role };
  });
}

/** Members and open invitations together: the seats an idea has given out. */
async function seatsTaken(db: Db, ideaId: string): Promise<number> {
  const [members] = await db.select({ n: count() }).from(ideaMembers).where(eq(ideaMembers.ideaId, ideaId));
  const [invited] = await db.select({ n: count() }).from(ideaInvitations).where(eq(ideaInvitations.ideaId, ideaId));
  return (members?.n ?? 0) + (invited?.n ?? 0);
}

async function sendInvitation(
  tx: Db,
  ideaId: string,
  inviter: User,
  invitation: { email: string; role: InvitedRole; token: string },
) {
  const [idea] = await tx.select({ title: ideas.title }).from(ideas).where(eq(ideas.id, ideaId));
  const content = ideaInvitationEmail({
    inviter: inviter.fullName,
    idea: idea?.title ?? "an idea",
    role: invitation.role,
    link: invitationLink(invitation.token),
    days: INVITATION_DAYS,
  });
  return insertEmail(tx, invitation.email, content);
}
