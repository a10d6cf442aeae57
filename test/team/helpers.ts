import { expect } from "vitest";
import { emailsTo, type TestClient } from "@/test/api";
import { subscriber } from "@/test/ai/helpers";
import { signUp } from "@/test/auth/helpers";
import type { InvitedRole } from "@/lib/core/api/team";

/** The idea the team tests share: a booking tool for dog groomers. */
export const GROOMBOOK =
  "GroomBook: online booking and reminders for independent dog groomers, so no-shows stop eating their week.";

/** A test of the idea the team tracks: groomers who book through the link. */
export const experimentBody = {
  hypothesis: "Groomers book through the link in a week.",
  cost_usd: 0,
  due_date: "2026-12-20",
  metric: "Groomers who book",
  comparator: ">=" as const,
  target: 40,
  unit: "%",
  factor: "market_demand" as const,
};

/** The invitation link's token in the newest invitation e-mail to an address. */
export async function invitationTokenFor(address: string): Promise<string> {
  const [mail] = (await emailsTo(address)).filter((email) => email.subject.includes("invites you to"));
  const token = mail && /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${address}`);
  return token;
}

/** Someone signed up (without a plan of their own), invited to the idea by its owner, who has accepted. */
export async function joined(owner: TestClient, ideaId: string, role: InvitedRole, name = "Cleo Cofounder") {
  const person = await signUp(undefined, name);
  const invited = await owner.callNamed("inviteMember", {
    params: { id: ideaId },
    body: { email: person.email, role },
  });
  expect(invited.status, invited.text).toBe(201);
  const accepted = await person.client.callNamed("acceptInvitation", {
    body: { token: await invitationTokenFor(person.email) },
  });
  expect(accepted.body).toEqual({ idea_id: ideaId, role });
  return { ...person, userId: (await person.client.callNamed("currentUser", {})).body.id };
}

/** An owner with a plan and a validated idea, an editor and a viewer (neither with a plan), and an outsider. */
export async function ideaTeam() {
  const owner = await subscriber();
  const validation = await owner.callNamed("generateReport", { body: { kind: "iv", prompt: GROOMBOOK } });
  expect(validation.status, validation.text).toBe(200);
  const { id: reportId, idea_id: ideaId } = validation.body as unknown as { id: string; idea_id: string };
  const editor = await joined(owner, ideaId, "editor", "Eddie Editor");
  const viewer = await joined(owner, ideaId, "viewer", "Vera Viewer");
  const outsider = await subscriber();
  return { owner, editor, viewer, outsider, ideaId, reportId };
}
