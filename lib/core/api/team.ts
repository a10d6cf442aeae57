/** Co-founders on an idea (docs/API.md, "Members"): what the calls take and answer. */
import { z } from "zod";
import { emailSchema } from "./auth";
import type { ActivityAction } from "@/lib/core/team/activity";
import type { MemberRole } from "@/lib/core/team/roles";

export const invitedRoles = ["editor", "viewer"] as const;
export type InvitedRole = (typeof invitedRoles)[number];

const role = z.enum(invitedRoles, { error: "Choose Editor or Viewer." });

export const inviteBody = z.strictObject({ email: emailSchema, role });
export const changeRoleBody = z.strictObject({ role });
export const membershipBody = z.strictObject({
  notify: z.boolean({ error: "notify must be true or false." }),
});
export const transferBody = z.strictObject({ user_id: z.uuid({ error: "That member id is not valid." }) });
const invitationToken = z
  .string({ error: "The invitation's code is missing." })
  .regex(/^[A-Za-z0-9_-]{43}$/, "That invitation link is not valid: open it again from the e-mail.");
export const acceptInvitationBody = z.strictObject({ token: invitationToken });
/** Before signing in: hold the invitation while the invited person signs up or in (`then`). */
export const holdInvitationBody = z.strictObject({
  token: invitationToken,
  then: z.enum(["register", "login"], { error: "then must be register or login." }),
});

export interface TeamPerson {
  user_id: string;
  full_name: string;
  email: string;
}

export interface TeamMember extends TeamPerson {
  role: Exclude<MemberRole, "owner">;
  joined_at: string;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: InvitedRole;
  invited_at: string;
  expires_at: string;
}

/** `GET /api/data/ideas/{id}/members`: who works on the idea, and the caller's own place in it. */
export interface IdeaTeam {
  idea_id: string;
  owner: TeamPerson;
  members: TeamMember[];
  /** Open invitations: the owner's to see, empty for members. */
  invitations: TeamInvitation[];
  you: { user_id: string; role: MemberRole; notify: boolean };
  /** Whether the owner's plan is active: an editor's reports run on it. */
  owner_plan_active: boolean;
}

export interface ActivityEntry {
  id: string;
  /** Null once the actor's account is deleted. */
  actor: { user_id: string; full_name: string } | null;
  action: ActivityAction;
  subject: string | null;
  at: string;
}

/** `POST /api/data/invitations/accept`: the idea the caller has joined. */
export interface InvitationAccepted {
  idea_id: string;
  role: MemberRole;
}
