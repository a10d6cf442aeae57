/**
 * Co-founders on an idea (issue 49): who may do what. One owner and up to IDEA_MEMBERS_MAX members, each an editor
 * (everything on the idea except its members and its deletion) or a viewer (reads and exports, changes and asks
 * nothing). Pure, so the server's one membership check and the screens that offer an action read one table.
 */

export const memberRoles = ["owner", "editor", "viewer"] as const;
export type MemberRole = (typeof memberRoles)[number];

/** Members beside the owner an idea may have. */
export const IDEA_MEMBERS_MAX = 5;

/** What an editor may do: everything on the idea but its members, transfer and deletion. */
const editing = [
  "read",
  "export",
  "edit_idea",
  "run_reports",
  "track_experiments",
  "record_results",
  "edit_market",
  "publish_pages",
  "ask",
  "see_personal_data",
] as const;

export const ideaActions = [...editing, "manage_members", "transfer", "delete", "leave"] as const;
export type IdeaAction = (typeof ideaActions)[number];

/** What each role may do. The owner may not leave (they transfer first); every member may. */
export const roleActions: Record<MemberRole, readonly IdeaAction[]> = {
  owner: [...editing, "manage_members", "transfer", "delete"],
  editor: [...editing, "leave"],
  viewer: ["read", "export", "leave"],
};

export const may = (role: MemberRole, action: IdeaAction): boolean => roleActions[role].includes(action);

export const roleLabels: Record<MemberRole, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };

/** Why a member may not, in their words: the 403 a refused call answers. */
export function refusalFor(role: MemberRole, action: IdeaAction): string {
  if (role === "owner" && action === "leave") {
    return "The owner cannot leave an idea: transfer it to an editor first, or delete it.";
  }
  if (action === "manage_members" || action === "transfer" || action === "delete") {
    return "Only the idea's owner can do this.";
  }
  return role === "viewer"
    ? "You can read and export this idea, not change it: ask its owner to make you an editor."
    : "You cannot do this on this idea.";
}

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** Invitations (and resends) one owner may send a day: each is an e-mail to an address nobody has confirmed. */
export const INVITATIONS_PER_DAY = 20;
