import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as askReport } from "@/app/api/data/reports/[id]/chat/route";
import { getDb } from "@/db";
import { aiUsage, ideaInvitations, ideaMembers, reports, users } from "@/db/schema";
import { emailsTo, TestClient } from "@/test/api";
import { subscriber } from "@/test/ai/helpers";
import { PASSWORD, signUp } from "@/test/auth/helpers";
import { experimentBody, GROOMBOOK, ideaTeam, invitationTokenFor } from "./helpers";

// Issue 49: co-founders on an idea. The owner invites by e-mail; the link works once, for its own confirmed address,
// for 7 days; members work on the idea on the owner's plan, each change in the activity list under their name.

describe("invitations", () => {
  it("e-mails a single-use link naming who invites to what; accepting makes the member, once", async () => {
    const owner = await subscriber();
    const made = await owner.callNamed("generateReport", { body: { kind: "iv", prompt: GROOMBOOK } });
    const ideaId = (made.body as unknown as { idea_id: string }).idea_id;
    const cofounder = await signUp(undefined, "Cleo Cofounder");

    const invited = await owner.callNamed("inviteMember", {
      params: { id: ideaId },
      body: { email: cofounder.email.toUpperCase(), role: "editor" },
    });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body.invitations).toEqual([
      expect.objectContaining({ email: cofounder.email.toLowerCase(), role: "editor" }),
    ]);
    const [mail] = await emailsTo(cofounder.email);
    expect(mail?.subject).toMatch(/^Ada Founder invites you to ".+" on LaunchLens$/);
    expect(mail?.text).toContain("As an editor you can run reports");
    const token = await invitationTokenFor(cofounder.email);
    const [stored] = await (await getDb()).select().from(ideaInvitations).where(eq(ideaInvitations.ideaId, ideaId));
    expect(stored?.tokenHash).not.toContain(token);

    // Before joining, the idea is as missing to them as to anyone.
    expect((await cofounder.client.callNamed("readIdea", { params: { id: ideaId } })).status).toBe(404);
    const accepted = await cofounder.client.callNamed("acceptInvitation", { body: { token } });
    expect(accepted.body).toEqual({ idea_id: ideaId, role: "editor" });
    expect((await cofounder.client.callNamed("readIdea", { params: { id: ideaId } })).status).toBe(200);

    const replayed = await cofounder.client.callNamed("acceptInvitation", { body: { token } });
    expect([replayed.status, replayed.body.message]).toEqual([
      404,
      "This invitation has been used, withdrawn or has expired. Ask the idea's owner to send a new one.",
    ]);
    const team = await owner.callNamed("ideaTeam", { params: { id: ideaId } });
    expect(team.body.members.map((member) => [member.full_name, member.role])).toEqual([["Cleo Cofounder", "editor"]]);
    expect(team.body.invitations).toEqual([]);
    const activity = await cofounder.client.callNamed("ideaActivity", { params: { id: ideaId } });
    expect(activity.body.data.map((entry) => [entry.actor?.full_name, entry.action])).toEqual([
      ["Cleo Cofounder", "joined"],
      ["Ada Founder", "invited"],
      ["Ada Founder", "ran_report"],
    ]);
  });

  it("refuses another address without spending the link, an expired link, a withdrawn one and a replaced one", async () => {
    const owner = await subscriber();
    const made = await owner.callNamed("generateReport", { body: { kind: "iv", prompt: GROOMBOOK } });
    const ideaId = (made.body as unknown as { idea_id: string }).idea_id;
    const invitee = await signUp(undefined, "Ines Invitee");
    const stranger = await signUp(undefined, "Stan Stranger");
    await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: invitee.email, role: "viewer" } });
    const first = await invitationTokenFor(invitee.email);

    const wrong = await stranger.client.callNamed("acceptInvitation", { body: { token: first } });
    expect([wrong.status, wrong.body.message]).toEqual([
      403,
      "This invitation is for another e-mail address. Sign in with the address it was sent to, or ask for one to this address.",
    ]);
    expect((await stranger.client.callNamed("readIdea", { params: { id: ideaId } })).status).toBe(404);

    const [invitation] = (await owner.callNamed("ideaTeam", { params: { id: ideaId } })).body.invitations;
    const invitationId = invitation?.id ?? "";
    const resent = await owner.callNamed("resendInvitation", { params: { id: ideaId, invitation: invitationId } });
    expect(resent.status, resent.text).toBe(200);
    const second = await invitationTokenFor(invitee.email);
    expect(second).not.toBe(first);
    expect((await invitee.client.callNamed("acceptInvitation", { body: { token: first } })).status).toBe(404);

    const db = await getDb();
    await db
      .update(ideaInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ideaInvitations.id, invitationId));
    expect((await invitee.client.callNamed("acceptInvitation", { body: { token: second } })).status).toBe(404);

    await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: invitee.email, role: "viewer" } });
    const third = await invitationTokenFor(invitee.email);
    const revoked = await owner.callNamed("revokeInvitation", { params: { id: ideaId, invitation: invitationId } });
    expect(revoked.body.invitations).toEqual([]);
    expect((await invitee.client.callNamed("acceptInvitation", { body: { token: third } })).status).toBe(404);
    const malformed = await invitee.client.callNamed("acceptInvitation", { body: { token: "short" } });
    expect([malformed.status, malformed.body.message]).toEqual([
      400,
      "That invitation link is not valid: open it again from the e-mail.",
    ]);
  });

  it("makes one member of two acceptances at once, and keeps an idea to five seats", async () => {
    const owner = await subscriber();
    const made = await owner.callNamed("generateReport", { body: { kind: "iv", prompt: GROOMBOOK } });
    const ideaId = (made.body as unknown as { idea_id: string }).idea_id;
    const invitee = await signUp(undefined, "Twin Tabs");
    await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: invitee.email, role: "editor" } });
    const token = await invitationTokenFor(invitee.email);
    const secondTab = new TestClient();
    for (const [name, value] of invitee.client.cookies) secondTab.cookies.set(name, value);
    const answers = await Promise.all([
      invitee.client.callNamed("acceptInvitation", { body: { token } }),
      secondTab.callNamed("acceptInvitation", { body: { token } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const rows = await (await getDb()).select().from(ideaMembers).where(eq(ideaMembers.ideaId, ideaId));
    expect(rows).toHaveLength(1);

    for (let seat = 2; seat <= 5; seat++) {
      const invited = await owner.callNamed("inviteMember", {
        params: { id: ideaId },
        body: { email: `seat${seat}.${Date.now()}@example.com`, role: "viewer" },
      });
      expect(invited.status, invited.text).toBe(201);
    }
    const full = await owner.callNamed("inviteMember", {
      params: { id: ideaId },
      body: { email: `seat6.${Date.now()}@example.com`, role: "viewer" },
    });
    expect([full.status, full.body.message]).toEqual([
      409,
      "An idea can have at most 5 members, invitations included. Remove one or withdraw an invitation first.",
    ]);
  });
});

describe("working together", () => {
  it("lets an editor without a plan run reports on the owner's plan and record results, each under their name", async () => {
    const { owner, editor, viewer, ideaId } = await ideaTeam();
    const db = await getDb();
    await viewer.client.callNamed("editMembership", { params: { id: ideaId }, body: { notify: true } });

    const strategy = await editor.client.callNamed("generateReport", {
      body: { kind: "ms", prompt: GROOMBOOK, idea_id: ideaId },
    });
    expect(strategy.status, strategy.text).toBe(200);
    const strategyId = (strategy.body as unknown as { id: string }).id;
    const [stored] = await db.select({ userId: reports.userId }).from(reports).where(eq(reports.id, strategyId));
    const ownerId = (await owner.callNamed("currentUser", {})).body.id;
    expect(stored?.userId).toBe(ownerId);
    const usage = await db.select({ userId: aiUsage.userId }).from(aiUsage).where(eq(aiUsage.reportId, strategyId));
    expect(usage.map((row) => row.userId)).toContain(ownerId);
    // The version names who ran it to the others, not to the one who ran it.
    const versionsSeenByOwner = await owner.callNamed("reportVersions", { params: { id: strategyId } });
    expect(versionsSeenByOwner.body.data.map((version) => version.made_by)).toEqual(["Eddie Editor"]);
    const versionsSeenByEditor = await editor.client.callNamed("reportVersions", { params: { id: strategyId } });
    expect(versionsSeenByEditor.body.data.map((version) => version.made_by)).toEqual([undefined]);

    const planned = await editor.client.callNamed("planExperiment", { params: { id: ideaId }, body: experimentBody });
    expect(planned.status, planned.text).toBe(201);
    const result = await editor.client.callNamed("recordResult", {
      params: { id: planned.body.id },
      body: { value: 2, denominator: 30 },
    });
    expect(result.body.status).toBe("failed");
    expect(result.body.result?.recorded_by).toBeUndefined();

    // Each result names who typed it to the others: "reported by Eddie Editor" for the owner, "you" for Eddie.
    const seenByOwner = await owner.callNamed("listExperiments", { params: { id: ideaId } });
    expect(seenByOwner.body.data[0]?.result?.recorded_by).toBe("Eddie Editor");
    const seenByEditor = await editor.client.callNamed("listExperiments", { params: { id: ideaId } });
    expect(seenByEditor.body.data[0]?.result?.recorded_by).toBeUndefined();
    const ownerDecision = await owner.callNamed("ideaDecision", { params: { id: ideaId } });
    const memberDecision = await viewer.client.callNamed("ideaDecision", { params: { id: ideaId } });
    expect(ownerDecision.body.verdict).toBe(memberDecision.body.verdict);
    expect(JSON.stringify(memberDecision.body.reasons)).toContain("reported by Eddie Editor: said");
    expect(JSON.stringify(ownerDecision.body.reasons)).toContain("reported by Eddie Editor: said");

    const activity = await owner.callNamed("ideaActivity", { params: { id: ideaId } });
    const entries = activity.body.data.map((entry) => [entry.actor?.full_name, entry.action, entry.subject]);
    expect(entries.slice(0, 4)).toEqual([
      ["Eddie Editor", "verdict_changed", "Change something"],
      ["Eddie Editor", "recorded_result", experimentBody.hypothesis],
      ["Eddie Editor", "planned_experiment", experimentBody.hypothesis],
      ["Eddie Editor", "ran_report", "the marketing strategy"],
    ]);
    const [mail] = await emailsTo(viewer.email);
    expect(mail?.subject).toMatch(/is now Change something"?$/);
    expect(mail?.text).toContain(`Eddie Editor recorded a result on "${experimentBody.hypothesis}": failed.`);
    expect(await emailsTo(editor.email)).not.toContainEqual(expect.objectContaining({ subject: mail?.subject }));
  });

  it("names who asked each question to the others on the idea", async () => {
    const { owner, editor, ideaId, reportId } = await ideaTeam();
    const asked = await editor.client.call(askReport, `/api/data/reports/${reportId}/chat`, {
      method: "POST",
      params: { id: reportId },
      body: { message: { role: "user", parts: [{ type: "text", text: "Who pays for no-shows today?" }] } },
    });
    expect(asked.status, asked.text).toBe(200);
    const seenByOwner = (await owner.callNamed("readConversation", { params: { id: reportId } })).body.messages;
    expect(seenByOwner[0]?.metadata.asked_by).toBe("Eddie Editor");
    const seenByEditor = (await editor.client.callNamed("readConversation", { params: { id: reportId } })).body
      .messages;
    expect(seenByEditor[0]?.metadata.asked_by).toBeUndefined();
    const activity = (await owner.callNamed("ideaActivity", { params: { id: ideaId } })).body.data;
    expect(activity[0]).toMatchObject({ action: "asked", subject: "Who pays for no-shows today?" });
  });

  it("refuses a viewer every change, and the owner's calls to members, each with its reason", async () => {
    const { editor, viewer, ideaId, reportId } = await ideaTeam();
    expect((await viewer.client.callNamed("readReport", { params: { id: reportId } })).status).toBe(200);
    expect((await viewer.client.callNamed("listExperiments", { params: { id: ideaId } })).status).toBe(200);
    const viewerRefusal = "You can read and export this idea, not change it: ask its owner to make you an editor.";
    const planned = await viewer.client.callNamed("planExperiment", { params: { id: ideaId }, body: experimentBody });
    expect([planned.status, planned.body.message]).toEqual([403, viewerRefusal]);
    const asked = await viewer.client.callNamed("generateReport", {
      body: { kind: "pp", prompt: GROOMBOOK, idea_id: ideaId },
    });
    expect([asked.status, asked.body.message]).toEqual([403, viewerRefusal]);

    const invite = await editor.client.callNamed("inviteMember", {
      params: { id: ideaId },
      body: { email: "friend@example.com", role: "editor" },
    });
    expect(invite.status).toBe(403);
    const deleted = await editor.client.callNamed("deleteIdea", { params: { id: ideaId }, query: {} });
    expect([deleted.status, deleted.body.message]).toEqual([403, "Only the idea's owner can do this."]);
  });

  it("ends a removed member's access on their next request, and a member may leave", async () => {
    const { owner, editor, viewer, ideaId } = await ideaTeam();
    expect((await editor.client.callNamed("readIdea", { params: { id: ideaId } })).status).toBe(200);
    const removed = await owner.callNamed("removeMember", { params: { id: ideaId, member: editor.userId } });
    expect(removed.body).toEqual({ message: "The member has been removed." });
    expect((await editor.client.callNamed("readIdea", { params: { id: ideaId } })).status).toBe(404);
    const planned = await editor.client.callNamed("planExperiment", { params: { id: ideaId }, body: experimentBody });
    expect(planned.status).toBe(404);

    const left = await viewer.client.callNamed("removeMember", { params: { id: ideaId, member: viewer.userId } });
    expect(left.body).toEqual({ message: "You have left the idea." });
    expect((await viewer.client.callNamed("readIdea", { params: { id: ideaId } })).status).toBe(404);
    const ownerId = (await owner.callNamed("currentUser", {})).body.id;
    const ownerLeaves = await owner.callNamed("removeMember", { params: { id: ideaId, member: ownerId } });
    expect([ownerLeaves.status, ownerLeaves.body.message]).toEqual([
      403,
      "The owner cannot leave an idea: transfer it to an editor first, or delete it.",
    ]);
  });

  it("hands the idea to an editor, with every row, the former owner staying on as an editor", async () => {
    const { owner, editor, viewer, ideaId } = await ideaTeam();
    const ownerId = (await owner.callNamed("currentUser", {})).body.id;
    const toViewer = await owner.callNamed("transferIdea", {
      params: { id: ideaId },
      body: { user_id: viewer.userId },
    });
    expect([toViewer.status, toViewer.body.message]).toEqual([
      409,
      "Ownership can only go to an editor: make them an editor first.",
    ]);
    const moved = await owner.callNamed("transferIdea", { params: { id: ideaId }, body: { user_id: editor.userId } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.owner.user_id).toBe(editor.userId);
    expect(moved.body.you.role).toBe("editor");
    const db = await getDb();
    const rows = await db.select({ userId: reports.userId }).from(reports).where(eq(reports.ideaId, ideaId));
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set([editor.userId]));
    const formerOwner = await db
      .select({ role: ideaMembers.role })
      .from(ideaMembers)
      .where(and(eq(ideaMembers.ideaId, ideaId), eq(ideaMembers.userId, ownerId)));
    expect(formerOwner).toEqual([{ role: "editor" }]);
    // The new owner has no plan: their idea's reports wait for one.
    const run = await editor.client.callNamed("generateReport", {
      body: { kind: "pp", prompt: GROOMBOOK, idea_id: ideaId },
    });
    expect(run.status).toBe(403);
    const ranByFormerOwner = await owner.callNamed("generateReport", {
      body: { kind: "pp", prompt: GROOMBOOK, idea_id: ideaId },
    });
    expect([ranByFormerOwner.status, ranByFormerOwner.body.message]).toEqual([
      403,
      "This runs on the idea owner's plan, which is not active now. You can still read and export the idea; ask its owner to renew.",
    ]);
  });
});

describe("an invitation names nobody's account", () => {
  it("answers the same for an address with an account and one without", async () => {
    const owner = await subscriber();
    const made = await owner.callNamed("generateReport", { body: { kind: "iv", prompt: GROOMBOOK } });
    const ideaId = (made.body as unknown as { idea_id: string }).idea_id;
    const known = await signUp(undefined, "Known Person");
    const [withAccount, without] = await Promise.all([
      owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: known.email, role: "viewer" } }),
      owner.callNamed("inviteMember", {
        params: { id: ideaId },
        body: { email: `nobody.${Date.now()}@example.com`, role: "viewer" },
      }),
    ]);
    expect([withAccount.status, without.status]).toEqual([201, 201]);
    const [a, b] = [withAccount.body.invitations, without.body.invitations].map((list) => Object.keys(list[0] ?? {}));
    expect(a).toEqual(b);
    const [accountRow] = await (await getDb()).select().from(users).where(eq(users.email, known.email));
    expect(JSON.stringify(withAccount.body)).not.toContain(accountRow?.id);
  });
});

describe("a member's account", () => {
  it("finds shared ideas in search and compare, and downloads its contributions to them", async () => {
    const { owner, editor, ideaId } = await ideaTeam();
    const found = await editor.client.callNamed("search", { query: { q: "GroomBook" } });
    expect(found.body.ideas).toContainEqual(expect.objectContaining({ id: ideaId, shared_by: "Ada Founder" }));
    const mine = await editor.client.callNamed("generateReport", { body: { kind: "iv", prompt: "A bakery app." } });
    expect(mine.status).toBe(403); // no plan of their own: their own ideas wait for one
    const ownerSecond = await owner.callNamed("generateReport", {
      body: { kind: "iv", prompt: "GroomBook for cat sitters: booking and reminders for independent cat sitters." },
    });
    const secondId = (ownerSecond.body as unknown as { idea_id: string }).idea_id;
    const compared = await editor.client.callNamed("compareIdeas", { query: { ids: `${ideaId},${secondId}` } });
    expect(compared.status).toBe(404); // the second idea is not shared with them
    const inviteToSecond = await owner.callNamed("inviteMember", {
      params: { id: secondId },
      body: { email: editor.email, role: "viewer" },
    });
    expect(inviteToSecond.status).toBe(201);
    await editor.client.callNamed("acceptInvitation", { body: { token: await invitationTokenFor(editor.email) } });
    const both = await editor.client.callNamed("compareIdeas", { query: { ids: `${ideaId},${secondId}` } });
    expect(both.body.data.map((idea) => idea.id)).toEqual([ideaId, secondId]);

    const planned = await editor.client.callNamed("planExperiment", { params: { id: ideaId }, body: experimentBody });
    await editor.client.callNamed("recordResult", {
      params: { id: planned.body.id },
      body: { value: 12, denominator: 20, notes: "Twelve groomers booked." },
    });
    const exported = await editor.client.callNamed("accountExport", {});
    const downloaded = JSON.parse(exported.text) as {
      ideas: unknown[];
      contributions: {
        memberships: { idea_id: string; role: string }[];
        activity: { action: string }[];
        results: { notes: string | null }[];
      };
    };
    expect(downloaded.ideas).toEqual([]);
    expect(downloaded.contributions.memberships.map((membership) => membership.role)).toEqual(["editor", "viewer"]);
    expect(downloaded.contributions.activity.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["joined", "planned_experiment", "recorded_result"]),
    );
    expect(downloaded.contributions.results).toEqual([expect.objectContaining({ notes: "Twelve groomers booked." })]);
  });

  it("tells the members when the owner deletes their account, and the idea goes with it", async () => {
    const { owner, editor, viewer, ideaId } = await ideaTeam();
    const deleted = await owner.callNamed("deleteAccount", { body: { password: PASSWORD } });
    expect(deleted.status, deleted.text).toBe(200);
    for (const member of [editor, viewer]) {
      const [mail] = await emailsTo(member.email);
      expect(mail?.subject).toBe('"GroomBook" has been deleted');
      expect(mail?.text).toContain("Ada Founder deleted their LaunchLens account");
      expect((await member.client.callNamed("readIdea", { params: { id: ideaId } })).status).toBe(404);
    }
  });
});
