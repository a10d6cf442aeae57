import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { calls, type Call, type CallName } from "@/lib/core/api/calls";
import { may, refusalFor, type IdeaAction, type MemberRole } from "@/lib/core/team/roles";
import type { TestClient } from "@/test/api";
import { subscriber } from "@/test/ai/helpers";
import { pageFields } from "@/test/pitch/helpers";
import { surveyFields } from "@/test/survey/helpers";
import { routeFiles } from "@/test/platform/route-files";
import { GROOMBOOK, invitationTokenFor } from "./helpers";
import { getDb } from "@/db";
import { reportPage } from "@/lib/server/reports/report-page";
import { IDEA_GONE } from "@/lib/server/reports/ideas";

// Issue 49, "safe by construction": every call that reaches an idea, or anything under it, walked with an outsider, a
// viewer and an editor (each with a plan of their own, so every refusal is the role's). An outsider finds nothing
// (404); a role that may not act is refused (403) in its words; a role that may is let through the check (its answer
// is neither). The table below is the whole list: a call whose address or input names an idea and is missing from it
// fails the first test, so a new route cannot skip the membership check unnoticed.

interface Ids {
  idea: string;
  /** A second idea of the owner's, shared with the same members: compare takes two. */
  other: string;
  reports: Record<"pp" | "ms" | "iv", string>;
  experiment: string;
  page: string;
  survey: string;
}
type Input = { params?: Record<string, string>; query?: string; body?: unknown };
interface Entry {
  action: IdeaAction;
  /** The call's input: `valid` passes the body's checks; otherwise, where a body is read after the access check, one
   * that does not, so a role let through is answered 400 and nothing changes. */
  input: (ids: Ids, valid: boolean) => Input;
  /** An outsider's answer when it is not a 404: a list of someone else's idea lists nothing. */
  outsider?: number;
  /** Changes the idea for the role let through: walked last. */
  destructive?: boolean;
}

const idea = (ids: Ids) => ({ id: ids.idea });
const report = (ids: Ids) => ({ id: ids.reports.iv });
const bad = { unknown_key: true };
const experimentBody = {
  hypothesis: "Groomers pay for reminders.",
  cost_usd: 0,
  due_date: "2030-01-31",
  metric: "Groomers who pay",
  comparator: ">=" as const,
  target: 5,
  unit: "of 10 asked",
};

const MATRIX: Partial<Record<CallName, Entry>> = {
  generateReport: {
    action: "run_reports",
    input: (ids, valid) => ({ body: valid ? { kind: "pp", prompt: GROOMBOOK, idea_id: ids.idea } : bad }),
  },
  readReport: { action: "read", input: (ids) => ({ params: report(ids) }) },
  deleteReport: { action: "delete", input: (ids) => ({ params: report(ids) }), destructive: true },
  pinReport: { action: "run_reports", input: (ids) => ({ params: report(ids) }) },
  reportVersions: { action: "read", input: (ids) => ({ params: report(ids) }) },
  editMarketSize: { action: "edit_market", input: (ids) => ({ params: report(ids), body: bad }) },
  exportReport: { action: "export", input: (ids) => ({ params: report(ids), query: "format=md" }) },
  shareReport: { action: "publish_pages", input: (ids) => ({ params: report(ids), body: bad }) },
  readShare: { action: "publish_pages", input: (ids) => ({ params: report(ids) }) },
  revokeShare: { action: "publish_pages", input: (ids) => ({ params: report(ids) }) },
  askReport: { action: "ask", input: (ids) => ({ params: report(ids), body: bad }) },
  readConversation: { action: "read", input: (ids) => ({ params: report(ids) }) },
  clearConversation: { action: "ask", input: (ids) => ({ params: report(ids) }) },
  rescore: { action: "run_reports", input: (ids) => ({ params: { id: ids.reports.iv, messageId: randomUUID() } }) },
  readIdea: { action: "read", input: (ids) => ({ params: idea(ids) }) },
  renameIdea: { action: "edit_idea", input: (ids) => ({ params: idea(ids), body: bad }) },
  deleteIdea: { action: "delete", input: (ids) => ({ params: idea(ids) }), destructive: true },
  compareIdeas: { action: "read", input: (ids) => ({ query: `ids=${ids.idea},${ids.other}` }) },
  ideaDecision: { action: "read", input: (ids) => ({ params: idea(ids) }) },
  readPivots: { action: "read", input: (ids) => ({ params: idea(ids) }) },
  proposePivots: { action: "run_reports", input: (ids) => ({ params: idea(ids) }) },
  createVariant: { action: "run_reports", input: (ids) => ({ params: idea(ids), body: bad }) },
  listExperiments: { action: "read", input: (ids) => ({ params: idea(ids) }) },
  planExperiment: { action: "track_experiments", input: (ids) => ({ params: idea(ids), body: bad }) },
  editExperiment: { action: "track_experiments", input: (ids) => ({ params: { id: ids.experiment }, body: bad }) },
  deleteExperiment: {
    action: "track_experiments",
    input: (ids) => ({ params: { id: ids.experiment } }),
    destructive: true,
  },
  recordResult: { action: "record_results", input: (ids) => ({ params: { id: ids.experiment }, body: bad }) },
  ideaTeam: { action: "read", input: (ids) => ({ params: idea(ids) }) },
  inviteMember: {
    action: "manage_members",
    input: (ids, valid) => ({ params: idea(ids), body: valid ? { email: "x@example.com", role: "viewer" } : bad }),
  },
  resendInvitation: {
    action: "manage_members",
    input: (ids) => ({ params: { ...idea(ids), invitation: randomUUID() } }),
  },
  revokeInvitation: {
    action: "manage_members",
    input: (ids) => ({ params: { ...idea(ids), invitation: randomUUID() } }),
  },
  changeMemberRole: {
    action: "manage_members",
    input: (ids) => ({ params: { ...idea(ids), member: randomUUID() }, body: { role: "viewer" } }),
  },
  removeMember: { action: "manage_members", input: (ids) => ({ params: { ...idea(ids), member: randomUUID() } }) },
  editMembership: { action: "read", input: (ids) => ({ params: idea(ids), body: bad }) },
  transferIdea: { action: "transfer", input: (ids) => ({ params: idea(ids), body: { user_id: randomUUID() } }) },
  ideaActivity: { action: "read", input: (ids) => ({ params: idea(ids) }) },
  listPitchPages: { action: "read", input: (ids) => ({ query: `idea_id=${ids.idea}` }), outsider: 200 },
  draftPitchPage: { action: "publish_pages", input: (ids) => ({ query: `idea_id=${ids.idea}` }) },
  publishPitchPage: {
    action: "publish_pages",
    input: (ids, valid) => ({
      body: valid
        ? { idea_id: ids.idea, fields: pageFields(), target_percent: 20, min_visitors: 10, due_date: "2099-12-31" }
        : bad,
    }),
  },
  readPitchPage: { action: "read", input: (ids) => ({ params: { id: ids.page } }) },
  editPitchPage: { action: "publish_pages", input: (ids) => ({ params: { id: ids.page }, body: bad }) },
  deletePitchPage: { action: "publish_pages", input: (ids) => ({ params: { id: ids.page } }), destructive: true },
  pitchSignups: { action: "see_personal_data", input: (ids) => ({ params: { id: ids.page } }) },
  deletePitchSignup: {
    action: "see_personal_data",
    input: (ids) => ({ params: { id: ids.page, signup: randomUUID() } }),
  },
  listSurveys: { action: "read", input: (ids) => ({ query: `idea_id=${ids.idea}` }), outsider: 200 },
  draftSurvey: { action: "publish_pages", input: (ids) => ({ query: `idea_id=${ids.idea}` }) },
  publishSurvey: {
    action: "publish_pages",
    input: (ids, valid) => ({ body: valid ? { idea_id: ids.idea, fields: surveyFields() } : bad }),
  },
  readSurvey: { action: "read", input: (ids) => ({ params: { id: ids.survey } }) },
  editSurvey: { action: "publish_pages", input: (ids) => ({ params: { id: ids.survey }, body: bad }) },
  deleteSurvey: { action: "publish_pages", input: (ids) => ({ params: { id: ids.survey } }), destructive: true },
  surveyResponses: { action: "see_personal_data", input: (ids) => ({ params: { id: ids.survey } }) },
  deleteSurveyResponse: {
    action: "see_personal_data",
    input: (ids) => ({ params: { id: ids.survey, response: randomUUID() } }),
  },
  legacyReadPainPoints: { action: "read", input: (ids) => ({ params: { id: ids.reports.pp } }) },
  legacyReadStrategy: { action: "read", input: (ids) => ({ params: { id: ids.reports.ms } }) },
  legacyReadValidation: { action: "read", input: (ids) => ({ params: { id: ids.reports.iv } }) },
  legacyDeleteReport: {
    action: "delete",
    input: (ids) => ({ params: { first: "iv", second: ids.reports.iv } }),
    destructive: true,
  },
};

/** Every call whose address has an idea's, report's, experiment's, page's or survey's id, or whose input names one. */
const IDEA_SCOPED =
  /^\/api\/data\/(ideas|reports|experiments|pitch-pages|surveys)\/\{id\}|^\/api\/data\/(pain-point|strat|validation)-report\/|^\/api\/data\/delete-report\//;
const NAMES_AN_IDEA = new Set<CallName>([
  "generateReport",
  "compareIdeas",
  "listPitchPages",
  "draftPitchPage",
  "publishPitchPage",
  "listSurveys",
  "draftSurvey",
  "publishSurvey",
]);

const MISSING = [
  "Idea not found.",
  "Report not found.",
  "Experiment not found.",
  "Pitch page not found.",
  "Survey not found.",
  IDEA_GONE,
];

function entryOf(name: CallName): Entry {
  const entry = MATRIX[name];
  if (!entry) throw new Error(`${name} is not in the matrix`);
  return entry;
}

async function answerOf(client: TestClient, name: CallName, input: Input) {
  const call: Call = calls[name];
  const route = routeFiles.find((file) => file.path === call.path);
  if (!route) throw new Error(`no route file answers ${call.path}`);
  const handlers: Record<string, unknown> = await import(/* @vite-ignore */ path.resolve(route.file));
  const handler = handlers[call.method];
  if (typeof handler !== "function") throw new Error(`${route.file} does not answer ${call.method}`);
  const params = input.params ?? {};
  const address = call.path.replace(/\{([^}]+)\}/g, (_whole, key: string) => params[key] ?? "");
  const url = input.query ? `${address}?${input.query}` : address;
  const body = call.method === "GET" || call.method === "DELETE" ? undefined : (input.body ?? {});
  return client.call(handler as Parameters<TestClient["call"]>[0], url, { method: call.method, params, body });
}

describe("the membership check on every call that reaches an idea", () => {
  it("has every such call in its table", () => {
    const scoped = (Object.keys(calls) as CallName[]).filter(
      (name) => IDEA_SCOPED.test(calls[name].path) || NAMES_AN_IDEA.has(name),
    );
    expect(scoped.filter((name) => !MATRIX[name])).toEqual([]);
  });

  let ids: Ids;
  const people: Partial<Record<"outsider" | MemberRole, TestClient>> = {};
  const person = (who: "outsider" | MemberRole) => {
    const client = people[who];
    if (!client) throw new Error(`no ${who} yet`);
    return client;
  };
  beforeAll(async () => {
    const owner = await subscriber();
    const made = await owner.callNamed("generateReport", { body: { kind: "iv", prompt: GROOMBOOK } });
    const { id: iv, idea_id: ideaId } = made.body as unknown as { id: string; idea_id: string };
    const more = await Promise.all(
      (["pp", "ms"] as const).map((kind) =>
        owner.callNamed("generateReport", { body: { kind, prompt: GROOMBOOK, idea_id: ideaId } }),
      ),
    );
    const [pp, ms] = more.map((answer) => (answer.body as unknown as { id: string }).id);
    const experiment = await owner.callNamed("planExperiment", { params: { id: ideaId }, body: experimentBody });
    const second = await owner.callNamed("generateReport", {
      body: { kind: "iv", prompt: "GroomBook for cat sitters: booking and reminders for independent cat sitters." },
    });
    const other = (second.body as unknown as { idea_id: string }).idea_id;
    ids = {
      idea: ideaId,
      other,
      reports: { iv, pp: pp ?? "", ms: ms ?? "" },
      experiment: experiment.body.id,
      page: "",
      survey: "",
    };
    const page = await answerOf(owner, "publishPitchPage", entryOf("publishPitchPage").input(ids, true));
    const survey = await answerOf(owner, "publishSurvey", entryOf("publishSurvey").input(ids, true));
    expect([page.status, survey.status], `${page.text} ${survey.text}`).toEqual([201, 201]);
    ids = { ...ids, page: String(page.body.id), survey: String(survey.body.id) };
    for (const role of ["editor", "viewer"] as const) {
      const member = await subscriber();
      const email = (await member.callNamed("currentUser", {})).body.email;
      for (const id of [ideaId, other]) {
        await owner.callNamed("inviteMember", { params: { id }, body: { email, role } });
        const joined = await member.callNamed("acceptInvitation", { body: { token: await invitationTokenFor(email) } });
        expect(joined.body).toEqual({ idea_id: id, role });
      }
      people[role] = member;
    }
    people.outsider = await subscriber();
  });

  const entries = () =>
    (Object.entries(MATRIX) as [CallName, Entry][]).sort(
      ([, a], [, b]) => Number(a.destructive === true) - Number(b.destructive === true),
    );

  it("answers an outsider as if the idea did not exist", async () => {
    const outsider = person("outsider");
    for (const [name, entry] of entries()) {
      const answer = await answerOf(outsider, name, entry.input(ids, true));
      if (entry.outsider) {
        expect([name, answer.status]).toEqual([name, entry.outsider]);
        expect(JSON.stringify(answer.body)).not.toContain(ids.idea);
      } else {
        expect([name, answer.status, MISSING.includes(String(answer.body.message))]).toEqual([name, 404, true]);
      }
    }
  });

  it.each(["viewer", "editor"] as const)(
    "refuses a %s what the role may not do, and lets through what it may",
    async (role) => {
      const member = person(role);
      for (const [name, entry] of entries()) {
        const allowed = may(role, entry.action);
        const answer = await answerOf(member, name, entry.input(ids, !allowed));
        const message = String(answer.body.message);
        if (!allowed) {
          expect([name, answer.status, message]).toEqual([name, 403, refusalFor(role, entry.action)]);
        } else {
          expect([name, answer.status === 404 && MISSING.includes(message) ? message : "found"]).toEqual([
            name,
            "found",
          ]);
          expect([name, answer.status === 403 ? message : "let through"]).toEqual([name, "let through"]);
        }
      }
    },
  );

  it("opens the report page for members only, with their role", async () => {
    const db = await getDb();
    const idOf = async (client: TestClient) => (await client.callNamed("currentUser", {})).body.id;
    expect(await reportPage(db, await idOf(person("outsider")), ids.reports.pp)).toBeNull();
    expect((await reportPage(db, await idOf(person("viewer")), ids.reports.pp))?.role).toBe("viewer");
    expect((await reportPage(db, await idOf(person("editor")), ids.reports.pp))?.role).toBe("editor");
  });
});
