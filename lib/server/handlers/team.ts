import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { NotFound } from "@/lib/core/errors";
import { getDb } from "@/db";
import { contract } from "@/lib/core/api/contract";
import type { ActivityEntry, IdeaTeam, InvitationAccepted } from "@/lib/core/api/team";
import type { Message } from "@/lib/core/api/answers";
import { requireCaller } from "@/lib/server/auth/current-user";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { idParam, json, parseId, readJson, type IdContext } from "@/lib/server/http";
import { ideaAccess } from "../team/access";
import { readActivity } from "../team/activity";
import {
  acceptInvitation,
  INVITATION_GONE,
  invite,
  readInvitation,
  resendInvitation,
  revokeInvitation,
} from "../team/invitations";
import { forgetInvitation, holdInvitation } from "../team/pending";
import { changeRole, endMembership, readTeam, setNotify, transferIdea } from "../team/members";

export type MemberContext = { params: Promise<{ id: string; member: string }> };
export type InvitationContext = { params: Promise<{ id: string; invitation: string }> };

export const TEAM_PLAN_REQUIRED =
  "Inviting co-founders needs an active plan. Your members keep their access; you can still remove them or withdraw an invitation.";

/** `GET /api/data/ideas/{id}/members`: the idea's owner, members and (for the owner) open invitations. */
export async function ideaTeamRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const db = await getDb();
  const caller = await requireCaller(db, request);
  return json<IdeaTeam>(await readTeam(db, await ideaAccess(db, caller.user.id, ideaId, "read")));
}

/** `POST /api/data/ideas/{id}/invitations`: the owner invites an address (plan). */
export async function inviteRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const user = await requireSubscriber(request, TEAM_PLAN_REQUIRED);
  const db = await getDb();
  const access = await ideaAccess(db, user.id, ideaId, "manage_members");
  await invite(db, access, user, await readJson(request, contract.inviteMember.body));
  return json<IdeaTeam>(await readTeam(db, access), { status: 201 });
}

/** `POST /api/data/ideas/{id}/invitations/{invitation}/resend`: a new link, seven new days (plan). */
export async function resendInvitationRoute(request: NextRequest, context: InvitationContext) {
  const { id, invitation } = await context.params;
  const [ideaId, invitationId] = [parseId(id, "idea"), parseId(invitation, "invitation")];
  const user = await requireSubscriber(request, TEAM_PLAN_REQUIRED);
  const db = await getDb();
  const access = await ideaAccess(db, user.id, ideaId, "manage_members");
  await resendInvitation(db, access, user, invitationId);
  return json<IdeaTeam>(await readTeam(db, access));
}

/** `DELETE /api/data/ideas/{id}/invitations/{invitation}`: the link stops working. */
export async function revokeInvitationRoute(request: NextRequest, context: InvitationContext) {
  const { id, invitation } = await context.params;
  const [ideaId, invitationId] = [parseId(id, "idea"), parseId(invitation, "invitation")];
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const access = await ideaAccess(db, caller.user.id, ideaId, "manage_members");
  await revokeInvitation(db, access, invitationId);
  return json<IdeaTeam>(await readTeam(db, access));
}

/** `PATCH /api/data/ideas/{id}/members/{member}`: the owner changes a member's role. */
export async function changeRoleRoute(request: NextRequest, context: MemberContext) {
  const { id, member } = await context.params;
  const [ideaId, memberId] = [parseId(id, "idea"), parseId(member, "member")];
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const access = await ideaAccess(db, caller.user.id, ideaId, "manage_members");
  const body = await readJson(request, contract.changeMemberRole.body);
  return json<IdeaTeam>(await changeRole(db, access, memberId, body.role));
}

/** `DELETE /api/data/ideas/{id}/members/{member}`: the owner removes a member, or a member leaves. */
export async function removeMemberRoute(request: NextRequest, context: MemberContext) {
  const { id, member } = await context.params;
  const [ideaId, memberId] = [parseId(id, "idea"), parseId(member, "member")];
  const db = await getDb();
  const caller = await requireCaller(db, request);
  await endMembership(db, caller.user.id, ideaId, memberId);
  const left = memberId === caller.user.id;
  return json<Message>({ message: left ? "You have left the idea." : "The member has been removed." });
}

/** `PATCH /api/data/ideas/{id}/membership`: the caller's own e-mail choice on an idea they are a member of. */
export async function membershipRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const access = await ideaAccess(db, caller.user.id, ideaId, "read");
  const body = await readJson(request, contract.editMembership.body);
  return json<IdeaTeam>(await setNotify(db, access, body.notify));
}

/** `POST /api/data/ideas/{id}/transfer`: the owner hands the idea to an editor. */
export async function transferRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const access = await ideaAccess(db, caller.user.id, ideaId, "transfer");
  const body = await readJson(request, contract.transferIdea.body);
  return json<IdeaTeam>(await transferIdea(db, access, body.user_id));
}

/** `GET /api/data/ideas/{id}/activity`: who did what on the idea, newest first. */
export async function activityRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const access = await ideaAccess(db, caller.user.id, ideaId, "read");
  return json<{ data: ActivityEntry[] }>({ data: await readActivity(db, access) });
}

/** `POST /api/data/invitations/accept`: the invited address joins the idea; a held invitation is let go. */
export async function acceptInvitationRoute(request: NextRequest) {
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const body = await readJson(request, contract.acceptInvitation.body);
  return forgetInvitation(NextResponse.json<InvitationAccepted>(await acceptInvitation(db, caller.user, body.token)));
}

/**
 * `POST /api/invitations/hold`: before signing in, the invitation waits in a cookie while its person signs up or in;
 * the page they land on brings them back to it. Only an invitation that can still be accepted is held.
 */
export async function holdInvitationRoute(request: NextRequest) {
  const body = await readJson(request, contract.holdInvitation.body);
  if (!(await readInvitation(await getDb(), body.token))) throw new NotFound(INVITATION_GONE);
  const redirectTo = body.then === "register" ? "/auth/register" : "/auth/login";
  return holdInvitation(NextResponse.json<{ redirectTo: string }>({ redirectTo }), body.token);
}
