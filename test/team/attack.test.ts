import nodePath from "node:path";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import {
  chatMessages,
  experiments,
  ideaActivity,
  ideaInvitations,
  ideaMembers,
  ideas,
  pitchPages,
  reports,
  surveys,
} from "@/db/schema";
import { calls, type CallName } from "@/lib/core/api/calls";
import { refusalFor } from "@/lib/core/team/roles";
import { randomToken, secretHash } from "@/lib/server/auth/secrets";
import { TestClient, type ApiResponse } from "@/test/api";
import { subscriber } from "@/test/ai/helpers";
import { captureLog } from "@/test/log-capture";
import { signUp } from "@/test/auth/helpers";
import { routeFiles } from "@/test/platform/route-files";
import { addresses, pageFields, pitch, signUp as pitchSignUp } from "@/test/pitch/helpers";
import { answer as surveyAnswer, survey, surveyFields } from "@/test/survey/helpers";
import { experimentBody, GROOMBOOK, ideaTeam, invitationTokenFor, joined } from "./helpers";

// Attacks on issue 49's calls (co-founders): another team's ids, invitations, roles, removal, transfer and invite
// races, the lists, and personal data. Run on PGlite and with TEST_ON_POSTGRES=1. A test marked FAULT asserts the
// correct behaviour of a call that does not have it now.

const onPostgres = process.env.TEST_ON_POSTGRES === "1";
const VIEWER_REFUSAL = refusalFor("viewer", "edit_idea");
const OWNER_ONLY = refusalFor("editor", "manage_members");
const GONE = "This invitation has been used, withdrawn or has expired. Ask the idea's owner to send a new one.";

interface Hit {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const isHandler = (value: unknown): value is Handler => typeof value === "function";

/** A call by its name with any input at all (callNamed checks its input's types; an attacker does not). */
async function hit(client: TestClient, name: CallName, input: Hit = {}): Promise<ApiResponse> {
  const { method, path } = calls[name];
  const route = routeFiles.find((file) => file.path === path);
  if (!route) throw new Error(`no route file answers ${path}`);
  const routeModule: Record<string, unknown> = await import(/* @vite-ignore */ nodePath.resolve(route.file));
  const handler = routeModule[method];
  if (!isHandler(handler)) throw new Error(`${route.file} does not answer ${method}`);
  const params = input.params ?? {};
  const address = path.replace(/\{(?:\.\.\.)?(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ""));
  const search = input.query ? `?${new URLSearchParams(input.query).toString()}` : "";
  return client.call(handler, `${address}${search}`, {
    method,
    params,
    body: input.body,
    rawBody: input.rawBody,
    headers: input.headers,
  });
}

const userIdOf = async (client: TestClient) => (await client.callNamed("currentUser", {})).body.id;
const emailOf = async (client: TestClient) => (await client.callNamed("currentUser", {})).body.email;

/** An idea's rows as they stand: what a refused call must leave as it was. */
async function snapshot(ideaId: string) {
  const db = await getDb();
  const [idea] = await db.select().from(ideas).where(eq(ideas.id, ideaId));
  const rows = await Promise.all([
    db.select({ id: reports.id, userId: reports.userId }).from(reports).where(eq(reports.ideaId, ideaId)),
    db.select().from(experiments).where(eq(experiments.ideaId, ideaId)),
    db.select().from(pitchPages).where(eq(pitchPages.ideaId, ideaId)),
    db.select().from(surveys).where(eq(surveys.ideaId, ideaId)),
    db.select().from(ideaMembers).where(eq(ideaMembers.ideaId, ideaId)),
    db.select().from(ideaInvitations).where(eq(ideaInvitations.ideaId, ideaId)),
    db.select({ n: count() }).from(ideaActivity).where(eq(ideaActivity.ideaId, ideaId)),
    db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.ideaId, ideaId)),
  ]);
  return JSON.stringify([
    idea,
    ...rows.map((list) => [...list].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1))),
  ]);
}

/** A subscriber (a plan of their own) invited to the idea who has accepted. */
async function joinedWithPlan(owner: TestClient, ideaId: string, role: "editor" | "viewer") {
  const client = await subscriber();
  const email = await emailOf(client);
  const invited = await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email, role } });
  expect(invited.status, invited.text).toBe(201);
  const accepted = await client.callNamed("acceptInvitation", { body: { token: await invitationTokenFor(email) } });
  expect(accepted.body).toEqual({ idea_id: ideaId, role });
  return { client, email, userId: await userIdOf(client) };
}

/** An idea with one of each thing under it: a report, an experiment, a pitch page, a survey, an open invitation. */
async function furnishedTeam() {
  const team = await ideaTeam();
  const planned = await team.owner.callNamed("planExperiment", { params: { id: team.ideaId }, body: experimentBody });
  expect(planned.status, planned.text).toBe(201);
  const page = await pitch.create(team.owner, {
    idea_id: team.ideaId,
    fields: pageFields(),
    target_percent: 10,
    due_date: "2099-12-31",
  });
  expect(page.status, page.text).toBe(201);
  const form = await survey.create(team.owner, { idea_id: team.ideaId, fields: surveyFields() });
  expect(form.status, form.text).toBe(201);
  const invited = await team.owner.callNamed("inviteMember", {
    params: { id: team.ideaId },
    body: { email: `pending.${Date.now()}.${Math.random()}@example.com`, role: "viewer" },
  });
  expect(invited.status, invited.text).toBe(201);
  const invitationId = invited.body.invitations[0]?.id ?? "";
  return {
    ...team,
    experimentId: planned.body.id,
    pageId: String(page.body.id),
    surveyId: String(form.body.id),
    invitationId,
  };
}

type Ids = {
  idea: string;
  report: string;
  experiment: string;
  page: string;
  survey: string;
  invitation: string;
  member: string;
};

/** Every call that reaches an idea or a row under it, with `ids` in its address, query or body. */
const ideaScoped = (ids: Ids): [CallName, Hit][] => [
  ["readIdea", { params: { id: ids.idea } }],
  ["renameIdea", { params: { id: ids.idea }, body: { title: "Taken over" } }],
  ["deleteIdea", { params: { id: ids.idea } }],
  ["ideaDecision", { params: { id: ids.idea } }],
  ["readPivots", { params: { id: ids.idea } }],
  ["proposePivots", { params: { id: ids.idea } }],
  ["listExperiments", { params: { id: ids.idea } }],
  ["planExperiment", { params: { id: ids.idea }, body: experimentBody }],
  ["ideaTeam", { params: { id: ids.idea } }],
  ["inviteMember", { params: { id: ids.idea }, body: { email: "mallory@example.com", role: "editor" } }],
  ["resendInvitation", { params: { id: ids.idea, invitation: ids.invitation } }],
  ["revokeInvitation", { params: { id: ids.idea, invitation: ids.invitation } }],
  ["changeMemberRole", { params: { id: ids.idea, member: ids.member }, body: { role: "viewer" } }],
  ["removeMember", { params: { id: ids.idea, member: ids.member } }],
  ["editMembership", { params: { id: ids.idea }, body: { notify: true } }],
  ["transferIdea", { params: { id: ids.idea }, body: { user_id: ids.member } }],
  ["ideaActivity", { params: { id: ids.idea } }],
  ["readReport", { params: { id: ids.report } }],
  ["pinReport", { params: { id: ids.report } }],
  ["reportVersions", { params: { id: ids.report } }],
  ["editMarketSize", { params: { id: ids.report }, body: { tam: 1 } }],
  ["exportReport", { params: { id: ids.report }, query: { format: "md" } }],
  ["shareReport", { params: { id: ids.report } }],
  ["readShare", { params: { id: ids.report } }],
  ["revokeShare", { params: { id: ids.report } }],
  ["readConversation", { params: { id: ids.report } }],
  ["clearConversation", { params: { id: ids.report } }],
  ["rescore", { params: { id: ids.report, messageId: randomUUID() } }],
  ["legacyReadValidation", { params: { id: ids.report } }],
  ["deleteReport", { params: { id: ids.report } }],
  ["legacyDeleteReport", { params: { first: "iv", second: ids.report } }],
  ["editExperiment", { params: { id: ids.experiment }, body: { hypothesis: "Taken over" } }],
  ["recordResult", { params: { id: ids.experiment }, body: { value: 1, denominator: 2 } }],
  ["deleteExperiment", { params: { id: ids.experiment } }],
  ["readPitchPage", { params: { id: ids.page } }],
  ["editPitchPage", { params: { id: ids.page }, body: { status: "paused" } }],
  ["pitchSignups", { params: { id: ids.page }, query: { format: "json" } }],
  ["deletePitchSignup", { params: { id: ids.page, signup: randomUUID() } }],
  ["deletePitchPage", { params: { id: ids.page } }],
  ["draftPitchPage", { query: { idea_id: ids.idea } }],
  [
    "publishPitchPage",
    { body: { idea_id: ids.idea, fields: pageFields(), target_percent: 10, due_date: "2099-12-31" } },
  ],
  ["readSurvey", { params: { id: ids.survey } }],
  ["editSurvey", { params: { id: ids.survey }, body: { status: "paused" } }],
  ["surveyResponses", { params: { id: ids.survey }, query: { format: "json" } }],
  ["deleteSurveyResponse", { params: { id: ids.survey, response: randomUUID() } }],
  ["deleteSurvey", { params: { id: ids.survey } }],
  ["draftSurvey", { query: { idea_id: ids.idea } }],
  ["publishSurvey", { body: { idea_id: ids.idea, fields: surveyFields() } }],
  ["generateReport", { body: { kind: "pp", prompt: GROOMBOOK, idea_id: ids.idea } }],
];

const plain = (answer: { status: number; body: { message?: unknown } }) => [answer.status, answer.body.message];

describe("another team's ids", () => {
  it("answers every idea-scoped call with idea B's ids as for ids that do not exist, and changes nothing", async () => {
    const a = await furnishedTeam();
    const b = await furnishedTeam();
    const real: Ids = {
      idea: b.ideaId,
      report: b.reportId,
      experiment: b.experimentId,
      page: b.pageId,
      survey: b.surveyId,
      invitation: b.invitationId,
      member: b.editor.userId,
    };
    const none: Ids = {
      idea: randomUUID(),
      report: randomUUID(),
      experiment: randomUUID(),
      page: randomUUID(),
      survey: randomUUID(),
      invitation: randomUUID(),
      member: randomUUID(),
    };
    const before = await snapshot(b.ideaId);
    const attackers: [string, TestClient, boolean][] = [
      ["A's owner (a plan)", a.owner, true],
      ["A's editor (no plan)", a.editor.client, false],
      ["A's viewer (no plan)", a.viewer.client, false],
      ["an outsider (a plan)", b.outsider, true],
    ];
    const odd: string[] = [];
    for (const [who, client, hasPlan] of attackers) {
      const onReal = ideaScoped(real);
      const onNone = ideaScoped(none);
      for (const [index, [name, input]] of onReal.entries()) {
        const answer = await hit(client, name, input);
        const missing = await hit(client, name, onNone[index]?.[1] ?? {});
        const line = `${who} ${name}: ${answer.status} ${String(answer.body.message)} (missing id: ${missing.status})`;
        if (answer.status >= 500) odd.push(`5xx ${line}`);
        if (JSON.stringify(plain(answer)) !== JSON.stringify(plain(missing))) odd.push(`differs ${line}`);
        if (hasPlan && answer.status !== 404) odd.push(`not 404 ${line}`);
        if (!hasPlan && ![403, 404].includes(answer.status)) odd.push(`not 403/404 ${line}`);
      }
    }
    expect(odd).toEqual([]);
    expect(await snapshot(b.ideaId)).toBe(before);
  }, 120_000);

  it("finds nothing of B through A's own idea: B's invitation, B's member, B's editor as A's transfer target", async () => {
    const a = await furnishedTeam();
    const b = await furnishedTeam();
    const before = await snapshot(b.ideaId);
    const [resent, revoked] = await Promise.all([
      a.owner.callNamed("resendInvitation", { params: { id: a.ideaId, invitation: b.invitationId } }),
      a.owner.callNamed("revokeInvitation", { params: { id: a.ideaId, invitation: b.invitationId } }),
    ]);
    expect([plain(resent), plain(revoked)]).toEqual([
      [404, "Invitation not found."],
      [404, "Invitation not found."],
    ]);
    const role = await a.owner.callNamed("changeMemberRole", {
      params: { id: a.ideaId, member: b.editor.userId },
      body: { role: "viewer" },
    });
    const removed = await a.owner.callNamed("removeMember", { params: { id: a.ideaId, member: b.editor.userId } });
    const moved = await a.owner.callNamed("transferIdea", {
      params: { id: a.ideaId },
      body: { user_id: b.editor.userId },
    });
    const notMember = "That person is not a member of this idea.";
    expect([plain(role), plain(removed), plain(moved)]).toEqual([
      [404, notMember],
      [404, notMember],
      [404, notMember],
    ]);
    expect(await snapshot(b.ideaId)).toBe(before);
    // B's report filed under A's idea, through a body naming A: the report row never moves.
    const filed = await hit(a.owner, "planExperiment", {
      params: { id: a.ideaId },
      body: { ...experimentBody, from_report_id: b.reportId, from_item: "next_steps/0" },
    });
    expect(filed.status).toBe(404);
    const draft = await hit(a.owner, "draftPitchPage", {
      query: { idea_id: a.ideaId, from_report_id: b.reportId, from_item: "next_steps/0" },
    });
    expect(draft.status).toBe(404);
    const attached = await hit(a.owner, "publishPitchPage", {
      body: { idea_id: a.ideaId, fields: pageFields(), experiment_id: b.experimentId },
    });
    expect(attached.status).toBe(404);
  }, 60_000);

  it("keeps a shared idea out of an outsider's lists, search and comparison, and in a member's list as shared", async () => {
    const a = await furnishedTeam();
    const ownIdea = await a.outsider.callNamed("generateReport", { body: { kind: "iv", prompt: GROOMBOOK } });
    const outsiderIdea = (ownIdea.body as unknown as { idea_id: string }).idea_id;
    const listed = await hit(a.outsider, "listIdeas");
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(a.ideaId);
    const found = await hit(a.outsider, "search", { query: { q: "GroomBook" } });
    expect(found.status).toBeLessThan(500);
    expect(found.text).not.toContain(a.ideaId);
    expect(found.text).not.toContain(a.reportId);
    const compared = await hit(a.outsider, "compareIdeas", { query: { ids: `${outsiderIdea},${a.ideaId}` } });
    expect(compared.status).toBeLessThan(500);
    expect(compared.text).not.toContain(a.ideaId);
    const pages = await hit(a.outsider, "listPitchPages", { query: { idea_id: a.ideaId } });
    const forms = await hit(a.outsider, "listSurveys", { query: { idea_id: a.ideaId } });
    expect([pages.status, pages.body.data, forms.status, forms.body.data]).toEqual([200, [], 200, []]);
    const history = await hit(a.outsider, "history");
    expect(history.text).not.toContain(a.reportId);

    for (const [member, role] of [
      [a.editor, "editor"],
      [a.viewer, "viewer"],
    ] as const) {
      const theirs = await hit(member.client, "listIdeas");
      const data = Array.isArray(theirs.body.data) ? theirs.body.data : [];
      const shared = data.find((idea) => JSON.stringify(idea).includes(a.ideaId));
      expect(shared).toMatchObject({ id: a.ideaId, shared: { owner_name: "Ada Founder", role } });
      const memberPages = await hit(member.client, "listPitchPages", { query: { idea_id: a.ideaId } });
      expect(Array.isArray(memberPages.body.data) ? memberPages.body.data.length : -1).toBe(1);
    }
  }, 60_000);
});

describe("variants a member is not on", () => {
  // FAULT: an idea's summary (GET /api/data/ideas/{id}, and the ideas list) names every variant of it, id and title,
  // whether or not the caller is a member of the variant: the `variants` column of summaryColumns
  // (lib/server/reports/ideas.ts:233-234) filters on the variant's owner only. A variant made before a member joined
  // (createVariant copies the members of that moment, lib/server/pivots/variants.ts:90), or one they were removed
  // from, is then named to them though it answers 404. It should list only variants the caller may read.
  it("does not name to a member a variant of the idea they are not a member of", async () => {
    const { owner, viewer, ideaId } = await ideaTeam();
    const ownerId = await userIdOf(owner);
    const [variant] = await (
      await getDb()
    )
      .insert(ideas)
      .values({ userId: ownerId, parentId: ideaId, title: "Secret pivot: sell to vets", prompt: GROOMBOOK })
      .returning({ id: ideas.id });
    const variantId = variant?.id ?? "";
    expect((await viewer.client.callNamed("readIdea", { params: { id: variantId } })).status).toBe(404);
    const parent = await viewer.client.callNamed("readIdea", { params: { id: ideaId } });
    expect(parent.status).toBe(200);
    const listed = await hit(viewer.client, "listIdeas");
    expect([parent.text.includes(variantId), listed.text.includes(variantId)]).toEqual([false, false]);
    expect(parent.text).not.toContain("Secret pivot");
    // The owner sees it.
    expect((await owner.callNamed("readIdea", { params: { id: ideaId } })).text).toContain(variantId);
  }, 60_000);
});

describe("invitations", () => {
  it("refuses a link for another address without spending it; replay, expiry, resend and revoke end a link", async () => {
    const { owner, ideaId } = await ideaTeam();
    const invitee = await signUp(undefined, "Ines Invitee");
    const stranger = await signUp(undefined, "Stan Stranger");
    await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: invitee.email, role: "editor" } });
    const first = await invitationTokenFor(invitee.email);
    const wrong = await stranger.client.callNamed("acceptInvitation", { body: { token: first } });
    expect(wrong.status).toBe(403);
    const invitationId = (await owner.callNamed("ideaTeam", { params: { id: ideaId } })).body.invitations[0]?.id ?? "";
    expect(invitationId).not.toBe("");

    const resent = await owner.callNamed("resendInvitation", { params: { id: ideaId, invitation: invitationId } });
    expect(resent.status).toBe(200);
    const second = await invitationTokenFor(invitee.email);
    expect(plain(await invitee.client.callNamed("acceptInvitation", { body: { token: first } }))).toEqual([404, GONE]);

    const db = await getDb();
    await db
      .update(ideaInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ideaInvitations.id, invitationId));
    expect(plain(await invitee.client.callNamed("acceptInvitation", { body: { token: second } }))).toEqual([404, GONE]);
    await db
      .update(ideaInvitations)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(ideaInvitations.id, invitationId));

    const accepted = await invitee.client.callNamed("acceptInvitation", { body: { token: second } });
    expect(accepted.body).toEqual({ idea_id: ideaId, role: "editor" });
    expect(plain(await invitee.client.callNamed("acceptInvitation", { body: { token: second } }))).toEqual([404, GONE]);

    const late = await signUp(undefined, "Lou Late");
    await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: late.email, role: "viewer" } });
    const lateToken = await invitationTokenFor(late.email);
    const lateId = (await owner.callNamed("ideaTeam", { params: { id: ideaId } })).body.invitations[0]?.id ?? "";
    expect((await owner.callNamed("revokeInvitation", { params: { id: ideaId, invitation: lateId } })).status).toBe(
      200,
    );
    expect(plain(await late.client.callNamed("acceptInvitation", { body: { token: lateToken } }))).toEqual([404, GONE]);
    expect((await owner.callNamed("revokeInvitation", { params: { id: ideaId, invitation: lateId } })).status).toBe(
      404,
    );
  }, 60_000);

  it("makes one member of three acceptances at once", async () => {
    const { owner, ideaId } = await ideaTeam();
    const invitee = await signUp(undefined, "Tri Tabs");
    await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: invitee.email, role: "editor" } });
    const token = await invitationTokenFor(invitee.email);
    const tabs = [invitee.client, new TestClient(), new TestClient()];
    for (const tab of tabs.slice(1)) for (const [name, value] of invitee.client.cookies) tab.cookies.set(name, value);
    const answers = await Promise.all(tabs.map((tab) => tab.callNamed("acceptInvitation", { body: { token } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404]);
    const userId = await userIdOf(invitee.client);
    const rows = await (
      await getDb()
    )
      .select()
      .from(ideaMembers)
      .where(and(eq(ideaMembers.ideaId, ideaId), eq(ideaMembers.userId, userId)));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it("lets neither the owner nor a member gain anything from an invitation to their own address", async () => {
    const { owner, viewer, ideaId } = await ideaTeam();
    const ownerEmail = await emailOf(owner);
    for (const email of [ownerEmail, ownerEmail.toUpperCase(), `  ${ownerEmail}  `]) {
      const self = await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email, role: "editor" } });
      expect(plain(self)).toEqual([409, "You own this idea already."]);
    }
    const again = await owner.callNamed("inviteMember", {
      params: { id: ideaId },
      body: { email: viewer.email.toUpperCase(), role: "editor" },
    });
    expect(plain(again)).toEqual([409, "That address is a member of this idea already."]);

    // Invitations the calls refuse to make, written straight to the table: accepting them changes nobody's role.
    const db = await getDb();
    const [ownerToken, viewerToken] = [randomToken(), randomToken()];
    await db.insert(ideaInvitations).values([
      {
        ideaId,
        email: ownerEmail.toLowerCase(),
        role: "viewer",
        tokenHash: secretHash(ownerToken),
        expiresAt: new Date(Date.now() + 60_000),
      },
      {
        ideaId,
        email: viewer.email.toLowerCase(),
        role: "editor",
        tokenHash: secretHash(viewerToken),
        expiresAt: new Date(Date.now() + 60_000),
      },
    ]);
    const asOwner = await owner.callNamed("acceptInvitation", { body: { token: ownerToken } });
    expect([asOwner.status, asOwner.body]).toEqual([200, { idea_id: ideaId, role: "owner" }]);
    const asViewer = await viewer.client.callNamed("acceptInvitation", { body: { token: viewerToken } });
    expect([asViewer.status, asViewer.body]).toEqual([200, { idea_id: ideaId, role: "viewer" }]);
    const members = await db.select().from(ideaMembers).where(eq(ideaMembers.ideaId, ideaId));
    expect(members.map((member) => member.role).sort()).toEqual(["editor", "viewer"]);
    const [idea] = await db.select({ userId: ideas.userId }).from(ideas).where(eq(ideas.id, ideaId));
    expect(idea?.userId).toBe(await userIdOf(owner));
  }, 60_000);

  it("answers an invitation to an idea deleted meanwhile as a used one", async () => {
    const owner = await subscriber();
    const made = await owner.callNamed("generateReport", { body: { kind: "iv", prompt: GROOMBOOK } });
    const ideaId = (made.body as unknown as { idea_id: string }).idea_id;
    const invitee = await signUp(undefined, "Del Eted");
    await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: invitee.email, role: "editor" } });
    const token = await invitationTokenFor(invitee.email);
    expect((await owner.callNamed("deleteIdea", { params: { id: ideaId }, query: {} })).status).toBe(200);
    expect(plain(await invitee.client.callNamed("acceptInvitation", { body: { token } }))).toEqual([404, GONE]);
    expect((await invitee.client.callNamed("readIdea", { params: { id: ideaId } })).status).toBe(404);
  }, 60_000);

  it("refuses hostile bodies with 4xx and writes nothing", async () => {
    const { owner, editor, ideaId } = await ideaTeam();
    const before = await snapshot(ideaId);
    const invite = (input: Omit<Hit, "params">) => hit(owner, "inviteMember", { params: { id: ideaId }, ...input });
    const json = { "content-type": "application/json" };
    const answers = await Promise.all([
      invite({ body: { email: "nul\u0000@example.com", role: "editor" } }),
      invite({ body: { email: "a@example.com\u0000.evil.com", role: "editor" } }),
      invite({ body: { email: "bell\u0007@example.com", role: "editor" } }),
      invite({ body: { email: "line\nbreak@example.com", role: "editor" } }),
      invite({ body: { email: `${"a".repeat(250)}@example.com`, role: "editor" } }),
      invite({ body: { email: "ok@example.com", role: "owner" } }),
      invite({ body: { email: "ok@example.com", role: "editor", invited_by: "someone" } }),
      invite({ rawBody: '{"email":"ok@example.com","role":"editor","__proto__":{"role":"owner"}}', headers: json }),
      invite({ body: { email: ["ok@example.com"], role: "editor" } }),
      invite({ rawBody: '{"email":"ok@example.com","role":"editor"', headers: json }),
      invite({ rawBody: '{"email":"ok@example.com","role":"editor","n":1e309}', headers: json }),
      invite({ rawBody: "null", headers: json }),
      invite({ rawBody: `{"email":"ok@example.com","role":"editor","pad":"${"x".repeat(2_000_000)}"}`, headers: json }),
      hit(owner, "transferIdea", { params: { id: ideaId }, rawBody: '{"user_id":1e309}', headers: json }),
      hit(owner, "transferIdea", { params: { id: ideaId }, body: { user_id: editor.userId, force: true } }),
      hit(editor.client, "editMembership", { params: { id: ideaId }, rawBody: '{"notify":1e309}', headers: json }),
      hit(editor.client, "editMembership", { params: { id: ideaId }, body: { notify: true, role: "owner" } }),
      hit(owner, "changeMemberRole", { params: { id: ideaId, member: editor.userId }, body: { role: "owner" } }),
      hit(owner, "changeMemberRole", { params: { id: ideaId, member: "not-a-uuid" }, body: { role: "viewer" } }),
      hit(owner, "changeMemberRole", { params: { id: ideaId, member: editor.userId }, body: { role: "viewer", x: 1 } }),
      hit(editor.client, "acceptInvitation", { body: { token: "A".repeat(43), extra: 1 } }),
      hit(editor.client, "acceptInvitation", { rawBody: '{"token":1e309}', headers: json }),
      hit(editor.client, "acceptInvitation", { body: { token: `${"A".repeat(42)}\u0000` } }),
      hit(editor.client, "acceptInvitation", { rawBody: `{"token":"${"A".repeat(3_000_000)}"}`, headers: json }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status >= 400 && status < 500),
      statuses.join(" "),
    ).toBe(true);
    expect(answers[12]?.status).toBe(413);
    expect(answers[23]?.status).toBe(413);
    expect(
      answers.every(
        (answer) => !/PostgresError|DrizzleQueryError|Failed query|ZodError|\bat .+\.ts:\d+/.test(answer.text),
      ),
    ).toBe(true);
    expect(await snapshot(ideaId)).toBe(before);
  }, 60_000);
});

describe("roles", () => {
  it("refuses an editor and a viewer (with plans of their own) each of the owner's calls", async () => {
    const { owner, ideaId, reportId, editor: other } = await ideaTeam();
    const editor = await joinedWithPlan(owner, ideaId, "editor");
    const viewer = await joinedWithPlan(owner, ideaId, "viewer");
    const invited = await owner.callNamed("inviteMember", {
      params: { id: ideaId },
      body: { email: `open.${Date.now()}@example.com`, role: "viewer" },
    });
    const invitationId = invited.body.invitations[0]?.id ?? "";
    const before = await snapshot(ideaId);
    for (const member of [editor, viewer]) {
      const ownerCalls: [CallName, Hit][] = [
        ["inviteMember", { params: { id: ideaId }, body: { email: "friend@example.com", role: "editor" } }],
        ["resendInvitation", { params: { id: ideaId, invitation: invitationId } }],
        ["revokeInvitation", { params: { id: ideaId, invitation: invitationId } }],
        ["changeMemberRole", { params: { id: ideaId, member: other.userId }, body: { role: "viewer" } }],
        ["changeMemberRole", { params: { id: ideaId, member: member.userId }, body: { role: "editor" } }],
        ["removeMember", { params: { id: ideaId, member: other.userId } }],
        ["transferIdea", { params: { id: ideaId }, body: { user_id: member.userId } }],
        ["deleteIdea", { params: { id: ideaId } }],
        ["deleteReport", { params: { id: reportId } }],
        ["legacyDeleteReport", { params: { first: "iv", second: reportId } }],
      ];
      for (const [name, input] of ownerCalls) {
        const answer = await hit(member.client, name, input);
        expect([name, ...plain(answer)]).toEqual([name, 403, OWNER_ONLY]);
      }
    }
    expect(await snapshot(ideaId)).toBe(before);
  }, 60_000);

  it("refuses a viewer each editing call with the viewer's reason; reads stay open, personal data to editors", async () => {
    const team = await furnishedTeam();
    const { owner, viewer, ideaId, reportId } = team;
    const before = await snapshot(ideaId);
    const editing: [CallName, Hit][] = [
      ["renameIdea", { params: { id: ideaId }, body: { title: "Renamed by a viewer" } }],
      ["planExperiment", { params: { id: ideaId }, body: experimentBody }],
      ["editExperiment", { params: { id: team.experimentId }, body: { hypothesis: "Changed" } }],
      ["deleteExperiment", { params: { id: team.experimentId } }],
      ["recordResult", { params: { id: team.experimentId }, body: { value: 1, denominator: 2 } }],
      ["generateReport", { body: { kind: "pp", prompt: GROOMBOOK, idea_id: ideaId } }],
      ["proposePivots", { params: { id: ideaId } }],
      ["pinReport", { params: { id: reportId } }],
      ["clearConversation", { params: { id: reportId } }],
      ["rescore", { params: { id: reportId, messageId: randomUUID() } }],
      ["shareReport", { params: { id: reportId } }],
      ["readShare", { params: { id: reportId } }],
      ["revokeShare", { params: { id: reportId } }],
      ["draftPitchPage", { query: { idea_id: ideaId } }],
      [
        "publishPitchPage",
        { body: { idea_id: ideaId, fields: pageFields(), target_percent: 10, due_date: "2099-12-31" } },
      ],
      ["editPitchPage", { params: { id: team.pageId }, body: { status: "paused" } }],
      ["deletePitchPage", { params: { id: team.pageId } }],
      ["draftSurvey", { query: { idea_id: ideaId } }],
      ["publishSurvey", { body: { idea_id: ideaId, fields: surveyFields() } }],
      ["editSurvey", { params: { id: team.surveyId }, body: { status: "paused" } }],
      ["deleteSurvey", { params: { id: team.surveyId } }],
      ["pitchSignups", { params: { id: team.pageId }, query: { format: "json" } }],
      ["pitchSignups", { params: { id: team.pageId }, query: { format: "csv" } }],
      ["deletePitchSignup", { params: { id: team.pageId, signup: randomUUID() } }],
      ["surveyResponses", { params: { id: team.surveyId }, query: { format: "json" } }],
      ["surveyResponses", { params: { id: team.surveyId }, query: { format: "csv" } }],
      ["deleteSurveyResponse", { params: { id: team.surveyId, response: randomUUID() } }],
    ];
    const wrong: string[] = [];
    for (const [name, input] of editing) {
      const answer = await hit(viewer.client, name, input);
      if (answer.status !== 403 || answer.body.message !== VIEWER_REFUSAL) {
        wrong.push(`${name} ${answer.status} ${String(answer.body.message)}`);
      }
    }
    expect(wrong).toEqual([]);
    // Reads stay open to a viewer: the idea, the report, its export, the page and survey themselves.
    const reads: [CallName, Hit][] = [
      ["readIdea", { params: { id: ideaId } }],
      ["readReport", { params: { id: reportId } }],
      ["exportReport", { params: { id: reportId }, query: { format: "md" } }],
      ["readPitchPage", { params: { id: team.pageId } }],
      ["readSurvey", { params: { id: team.surveyId } }],
      ["ideaActivity", { params: { id: ideaId } }],
    ];
    for (const [name, input] of reads) {
      expect([name, (await hit(viewer.client, name, input)).status]).toEqual([name, 200]);
    }
    // An editor may see the personal data; the owner's plan is not needed to read it.
    expect(
      (await hit(team.editor.client, "pitchSignups", { params: { id: team.pageId }, query: { format: "json" } }))
        .status,
    ).toBe(200);
    expect(
      (await hit(team.editor.client, "surveyResponses", { params: { id: team.surveyId }, query: { format: "json" } }))
        .status,
    ).toBe(200);
    expect(await snapshot(ideaId)).toBe(before);
    expect((await owner.callNamed("readIdea", { params: { id: ideaId } })).status).toBe(200);
  }, 90_000);
});

describe("a removed member", () => {
  it("finds the idea and everything under it missing from their very next request", async () => {
    const team = await furnishedTeam();
    const { owner, editor, ideaId, reportId } = team;
    expect((await editor.client.callNamed("readReport", { params: { id: reportId } })).status).toBe(200);
    const removed = await owner.callNamed("removeMember", { params: { id: ideaId, member: editor.userId } });
    expect(removed.status).toBe(200);
    const after: [CallName, Hit][] = [
      ["readIdea", { params: { id: ideaId } }],
      ["readReport", { params: { id: reportId } }],
      ["exportReport", { params: { id: reportId }, query: { format: "md" } }],
      ["listExperiments", { params: { id: ideaId } }],
      ["recordResult", { params: { id: team.experimentId }, body: { value: 1, denominator: 2 } }],
      ["readPitchPage", { params: { id: team.pageId } }],
      ["pitchSignups", { params: { id: team.pageId }, query: { format: "json" } }],
      ["surveyResponses", { params: { id: team.surveyId }, query: { format: "json" } }],
      ["ideaTeam", { params: { id: ideaId } }],
      ["ideaActivity", { params: { id: ideaId } }],
      ["editMembership", { params: { id: ideaId }, body: { notify: true } }],
      ["removeMember", { params: { id: ideaId, member: editor.userId } }],
    ];
    for (const [name, input] of after) {
      expect([name, (await hit(editor.client, name, input)).status]).toEqual([name, 404]);
    }
    const listed = await hit(editor.client, "listIdeas");
    expect(listed.text).not.toContain(ideaId);
  }, 60_000);
});

describe("transfer", () => {
  it("makes one owner of two transfers at once, to two editors", async () => {
    const { owner, editor, ideaId } = await ideaTeam();
    const second = await joined(owner, ideaId, "editor", "Sam Second");
    const ownerId = await userIdOf(owner);
    const answers = await Promise.all([
      owner.callNamed("transferIdea", { params: { id: ideaId }, body: { user_id: editor.userId } }),
      owner.callNamed("transferIdea", { params: { id: ideaId }, body: { user_id: second.userId } }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).not.toBe(200);
    expect(statuses[1]).toBeLessThan(500);
    const db = await getDb();
    const [idea] = await db.select({ userId: ideas.userId }).from(ideas).where(eq(ideas.id, ideaId));
    const newOwner = idea?.userId ?? "";
    expect([editor.userId, second.userId]).toContain(newOwner);
    const members = await db.select().from(ideaMembers).where(eq(ideaMembers.ideaId, ideaId));
    expect(members.map((member) => member.userId)).not.toContain(newOwner);
    expect(members.filter((member) => member.userId === ownerId)).toHaveLength(1);
    const owners = await db.select({ userId: reports.userId }).from(reports).where(eq(reports.ideaId, ideaId));
    expect(new Set(owners.map((row) => row.userId))).toEqual(new Set([newOwner]));
  }, 60_000);

  // FAULT: on PostgreSQL, removing (or re-roling) the editor while a transfer to them runs deadlocks (40P01) and the
  // removal answers 500. transferIdea (lib/server/team/members.ts:145) takes the idea FOR UPDATE and then writes
  // idea_members; endMembership (members.ts:113-119) and changeRole (members.ts:86-93) write the idea_members row
  // first and then insert into idea_activity, whose foreign key needs FOR KEY SHARE on the same idea row. Opposite
  // lock orders: each waits on the other. They should lock the idea first (lockIdeas) as transfer and invite do.
  it("never hands the idea to an editor removed at the same moment", async () => {
    const rounds = onPostgres ? 4 : 1;
    for (let round = 0; round < rounds; round++) {
      const { owner, editor, ideaId } = await ideaTeam();
      const log = captureLog();
      const [moved, removed] = await Promise.all([
        owner.callNamed("transferIdea", { params: { id: ideaId }, body: { user_id: editor.userId } }),
        owner.callNamed("removeMember", { params: { id: ideaId, member: editor.userId } }),
      ]);
      log.stop();
      expect(
        [moved, removed].filter((answer) => answer.status >= 500).map((answer) => answer.status),
        `${moved.text} ${removed.text} ${log.raw.filter((line) => line.includes("error")).join("\n")}`,
      ).toEqual([]);
      expect([moved.status, removed.status]).not.toEqual([200, 200]);
      const db = await getDb();
      const [idea] = await db.select({ userId: ideas.userId }).from(ideas).where(eq(ideas.id, ideaId));
      if (moved.status === 200) expect(idea?.userId).toBe(editor.userId);
      else expect(idea?.userId).toBe(await userIdOf(owner));
    }
  }, 120_000);

  // FAULT: as above (changeRole against transferIdea: 40P01, 500 on PostgreSQL).
  it("never hands the idea to an editor made a viewer at the same moment", async () => {
    const rounds = onPostgres ? 4 : 1;
    for (let round = 0; round < rounds; round++) {
      const { owner, editor, ideaId } = await ideaTeam();
      const log = captureLog();
      const [moved, demoted] = await Promise.all([
        owner.callNamed("transferIdea", { params: { id: ideaId }, body: { user_id: editor.userId } }),
        owner.callNamed("changeMemberRole", {
          params: { id: ideaId, member: editor.userId },
          body: { role: "viewer" },
        }),
      ]);
      log.stop();
      expect(
        [moved, demoted].filter((answer) => answer.status >= 500).map((answer) => answer.status),
        `${moved.text} ${demoted.text} ${log.raw.filter((line) => line.includes("error")).join("\n")}`,
      ).toEqual([]);
      const db = await getDb();
      const [idea] = await db.select({ userId: ideas.userId }).from(ideas).where(eq(ideas.id, ideaId));
      const rows = await db.select().from(ideaMembers).where(eq(ideaMembers.ideaId, ideaId));
      // Whoever owns it is not also listed as a member; a demoted editor does not own it.
      expect(rows.map((row) => row.userId)).not.toContain(idea?.userId);
      if (moved.status === 200 && demoted.status === 200) {
        throw new Error("both the transfer and the demotion answered 200");
      }
    }
  }, 120_000);

  it("leaves the former owner an editor: every owner call is refused them", async () => {
    const { owner, editor, viewer, ideaId, reportId } = await ideaTeam();
    const ownerId = await userIdOf(owner);
    const moved = await owner.callNamed("transferIdea", { params: { id: ideaId }, body: { user_id: editor.userId } });
    expect(moved.status).toBe(200);
    const before = await snapshot(ideaId);
    const calls: [CallName, Hit][] = [
      ["inviteMember", { params: { id: ideaId }, body: { email: "back@example.com", role: "editor" } }],
      ["changeMemberRole", { params: { id: ideaId, member: viewer.userId }, body: { role: "editor" } }],
      ["removeMember", { params: { id: ideaId, member: viewer.userId } }],
      ["removeMember", { params: { id: ideaId, member: editor.userId } }],
      ["transferIdea", { params: { id: ideaId }, body: { user_id: ownerId } }],
      ["transferIdea", { params: { id: ideaId }, body: { user_id: editor.userId } }],
      ["deleteIdea", { params: { id: ideaId } }],
      ["deleteReport", { params: { id: reportId } }],
    ];
    for (const [name, input] of calls) {
      expect([name, ...plain(await hit(owner, name, input))]).toEqual([name, 403, OWNER_ONLY]);
    }
    expect(await snapshot(ideaId)).toBe(before);
    const team = await owner.callNamed("ideaTeam", { params: { id: ideaId } });
    expect([team.body.you.role, team.body.invitations]).toEqual(["editor", []]);
  }, 60_000);
});

describe("invite races", () => {
  // FAULT: on PostgreSQL, accepting while the owner invites the same address again deadlocks now and then (40P01,
  // 500 on the acceptance). invite (lib/server/team/invitations.ts:44-69) locks the idea, then upserts the invitation
  // row; acceptInvitation (invitations.ts:126-137) locks the invitation row, then the idea.
  it("answers an acceptance and a new invite of the same address at once without a 5xx", async () => {
    const rounds = onPostgres ? 8 : 1;
    const failures: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const { owner, ideaId } = await ideaTeam();
      const invitee = await signUp(undefined, "Race Accept");
      await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: invitee.email, role: "viewer" } });
      const token = await invitationTokenFor(invitee.email);
      const log = captureLog();
      const answers = await Promise.all([
        invitee.client.callNamed("acceptInvitation", { body: { token } }),
        owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: invitee.email, role: "editor" } }),
      ]);
      log.stop();
      for (const answer of answers) {
        if (answer.status >= 500) failures.push(log.raw.find((line) => line.includes("40P01")) ?? answer.text);
      }
      const db = await getDb();
      const [members] = await db.select({ n: count() }).from(ideaMembers).where(eq(ideaMembers.ideaId, ideaId));
      const [open] = await db.select({ n: count() }).from(ideaInvitations).where(eq(ideaInvitations.ideaId, ideaId));
      expect((members?.n ?? 0) + (open?.n ?? 0)).toBeLessThanOrEqual(5);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  // FAULT: on PostgreSQL, accepting while the owner deletes the idea deadlocks now and then (40P01, 500).
  // acceptInvitation (lib/server/team/invitations.ts:126-137) locks the invitation row FOR UPDATE, then the idea;
  // deleteIdea (lib/server/reports/ideas.ts:363) locks the idea FOR UPDATE, then its cascade deletes the invitation.
  // Accepting should lock the idea first, as every other writer does (lockIdeas), then the invitation.
  it("answers an acceptance and the idea's deletion at once without a 5xx, and makes no member of a deleted idea", async () => {
    const rounds = onPostgres ? 8 : 1;
    const failures: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const { owner, ideaId } = await ideaTeam();
      const invitee = await signUp(undefined, "Race Delete");
      await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: invitee.email, role: "editor" } });
      const token = await invitationTokenFor(invitee.email);
      const log = captureLog();
      const answers = await Promise.all([
        invitee.client.callNamed("acceptInvitation", { body: { token } }),
        owner.callNamed("deleteIdea", { params: { id: ideaId }, query: {} }),
      ]);
      log.stop();
      for (const answer of answers) {
        if (answer.status >= 500) failures.push(log.raw.find((line) => line.includes("40P01")) ?? answer.text);
      }
      const rows = await (await getDb()).select().from(ideaMembers).where(eq(ideaMembers.ideaId, ideaId));
      if (answers[1]?.status === 200) expect(rows).toEqual([]);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("keeps one invitation of two invites of the same address at once", async () => {
    const { owner, ideaId } = await ideaTeam();
    const email = `twice.${Date.now()}@example.com`;
    const answers = await Promise.all([
      owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email, role: "editor" } }),
      owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: email.toUpperCase(), role: "viewer" } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const rows = await (
      await getDb()
    )
      .select()
      .from(ideaInvitations)
      .where(and(eq(ideaInvitations.ideaId, ideaId), eq(ideaInvitations.email, email)));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it("never gives out more than five seats, invites at once and acceptances between", async () => {
    const { owner, ideaId } = await ideaTeam();
    // Two members already; an open invitation a person accepts while the others are sent.
    const accepting = await signUp(undefined, "Acc Epting");
    await owner.callNamed("inviteMember", { params: { id: ideaId }, body: { email: accepting.email, role: "viewer" } });
    const token = await invitationTokenFor(accepting.email);
    const stamp = Date.now();
    const answers = await Promise.all([
      accepting.client.callNamed("acceptInvitation", { body: { token } }),
      ...Array.from({ length: 6 }, (_, index) =>
        owner.callNamed("inviteMember", {
          params: { id: ideaId },
          body: { email: `crowd${index}.${stamp}@example.com`, role: "viewer" },
        }),
      ),
    ]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.slice(1).filter((answer) => answer.status === 201)).toHaveLength(2);
    const db = await getDb();
    const [members] = await db.select({ n: count() }).from(ideaMembers).where(eq(ideaMembers.ideaId, ideaId));
    const [open] = await db.select({ n: count() }).from(ideaInvitations).where(eq(ideaInvitations.ideaId, ideaId));
    expect((members?.n ?? 0) + (open?.n ?? 0)).toBe(5);
  }, 60_000);
});

describe("personal data", () => {
  it("refuses a viewer the pitch page's sign-ups and the survey's answers with 403, and their deletion", async () => {
    const team = await furnishedTeam();
    const { viewer } = team;
    const asked: [CallName, Hit][] = [
      ["pitchSignups", { params: { id: team.pageId }, query: { format: "json" } }],
      ["pitchSignups", { params: { id: team.pageId }, query: { format: "csv" } }],
      ["surveyResponses", { params: { id: team.surveyId }, query: { format: "json" } }],
      ["surveyResponses", { params: { id: team.surveyId }, query: { format: "csv" } }],
      ["deletePitchSignup", { params: { id: team.pageId, signup: randomUUID() } }],
      ["deleteSurveyResponse", { params: { id: team.surveyId, response: randomUUID() } }],
    ];
    for (const [name, input] of asked) {
      expect([name, ...plain(await hit(viewer.client, name, input))]).toEqual([name, 403, VIEWER_REFUSAL]);
    }
  }, 60_000);

  it("shows a viewer no sign-up's or respondent's address through any read or export", async () => {
    const team = await furnishedTeam();
    const { owner, viewer, ideaId, reportId } = team;
    expect((await pitch.patch(owner, team.pageId, { status: "live" })).status).toBe(200);
    expect((await survey.patch(owner, team.surveyId, { status: "live" })).status).toBe(200);
    const page = await pitch.get(owner, team.pageId);
    const form = await survey.get(owner, team.surveyId);
    const [pageAddress, surveyAddress] = addresses(2);
    const signupEmail = `secret.signup.${Date.now()}@example.com`;
    const answerEmail = `secret.answer.${Date.now()}@example.com`;
    const signed = await pitchSignUp(String(page.body.slug), { address: pageAddress ?? "", email: signupEmail });
    expect(signed.status).toBeLessThan(400);
    const answered = await surveyAnswer(String(form.body.slug), {
      address: surveyAddress ?? "",
      fields: { q0: "Every Monday", q1: "1", q2: "3", email: answerEmail },
    });
    expect(answered.status).toBeLessThan(400);
    const ownerSees = await pitch.signups(owner, team.pageId);
    expect(JSON.stringify(ownerSees.body)).toContain(signupEmail);
    const ownerAnswers = await survey.responses(owner, team.surveyId);
    expect(JSON.stringify(ownerAnswers.body)).toContain(answerEmail);
    const reads: [CallName, Hit][] = [
      ["readIdea", { params: { id: ideaId } }],
      ["ideaDecision", { params: { id: ideaId } }],
      ["listExperiments", { params: { id: ideaId } }],
      ["ideaActivity", { params: { id: ideaId } }],
      ["ideaTeam", { params: { id: ideaId } }],
      ["readReport", { params: { id: reportId } }],
      ["exportReport", { params: { id: reportId }, query: { format: "md", experiments: "1" } }],
      ["exportReport", { params: { id: reportId }, query: { format: "md", digest: "1" } }],
      ["readPitchPage", { params: { id: team.pageId } }],
      ["listPitchPages", { query: { idea_id: ideaId } }],
      ["readSurvey", { params: { id: team.surveyId } }],
      ["listSurveys", { query: { idea_id: ideaId } }],
    ];
    const leaks: string[] = [];
    for (const [name, input] of reads) {
      const answer = await hit(viewer.client, name, input);
      if (answer.status >= 400) leaks.push(`${name} answered ${answer.status}`);
      if (answer.text.includes(signupEmail) || answer.text.includes(answerEmail))
        leaks.push(`${name} shows an address`);
    }
    expect(leaks).toEqual([]);
  }, 60_000);
});
