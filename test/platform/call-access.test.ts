import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { calls, type Call, type CallName } from "@/lib/core/api/calls";
import { SIGN_IN_REQUIRED } from "@/lib/server/auth/current-user";
import { PLAN_REQUIRED } from "@/lib/server/billing/require-plan";
import { PITCH_PLAN_REQUIRED } from "@/lib/server/handlers/pitch";
import { SURVEY_PLAN_REQUIRED } from "@/lib/server/handlers/survey";
import { PIVOTS_PLAN_REQUIRED } from "@/lib/server/handlers/pivots";
import { TEAM_PLAN_REQUIRED } from "@/lib/server/handlers/team";
import { TestClient } from "@/test/api";
import { signUp } from "@/test/auth/helpers";
import { routeFiles } from "./route-files";

// Issue 45: lib/core/api/calls.ts says who may make each call; this holds the table to what the routes answer. A
// call for a session answers 401 without one; a call for a plan answers 403 to an account without one; a call for
// anyone or for a secret holder never answers 401 with the sign-in message.

type Handler = Parameters<TestClient["call"]>[0];

async function handlerOf(call: Call): Promise<Handler> {
  const route = routeFiles.find((file) => file.path === call.path);
  if (!route) throw new Error(`no route file answers ${call.path}`);
  const routeModule = (await import(/* @vite-ignore */ path.resolve(route.file))) as Record<string, Handler>;
  return routeModule[call.method]!;
}

/** Values for a path's parameters that pass their own checks (an id is a UUID), so what answers is the access check. */
function paramsOf(call: Call): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = call.path.replace(/\{(?:\.\.\.)?([^}]+)\}/g, (_whole, name: string) => {
    params[name] = name === "slug" ? "a-page" : name === "first" ? "pp" : randomUUID();
    return params[name]!;
  });
  return { url, params };
}

/** The query a call checks before it looks at the session, in a form that passes. */
const SAMPLE_QUERY: Partial<Record<CallName, string>> = {
  exportReport: "format=md",
  listPitchPages: `idea_id=${randomUUID()}`,
  draftPitchPage: `idea_id=${randomUUID()}`,
  listSurveys: `idea_id=${randomUUID()}`,
  draftSurvey: `idea_id=${randomUUID()}`,
  checkout: "interval=month",
};

/** Browser links, which answer a missing session with the way to sign in rather than JSON. */
const SIGN_IN_BY_REDIRECT = new Set<CallName>(["checkout"]);

async function answerOf(client: TestClient, name: CallName) {
  const call: Call = calls[name];
  const { url: address, params } = paramsOf(call);
  const url = SAMPLE_QUERY[name] ? `${address}?${SAMPLE_QUERY[name]}` : address;
  const body = call.method === "GET" || call.method === "DELETE" ? undefined : {};
  return client.call(await handlerOf(call), url, { method: call.method, params, body });
}

const named = (access: Call["access"][]) =>
  (Object.keys(calls) as CallName[]).filter((name) => access.includes(calls[name].access));

const PLAN_REFUSALS = [
  PLAN_REQUIRED,
  PITCH_PLAN_REQUIRED,
  SURVEY_PLAN_REQUIRED,
  PIVOTS_PLAN_REQUIRED,
  TEAM_PLAN_REQUIRED,
];

describe("who may make each call (lib/core/api/calls.ts)", () => {
  it.each(named(["session", "plan"]))("%s answers 401 without a session", async (name) => {
    const answer = await answerOf(new TestClient(), name);
    if (SIGN_IN_BY_REDIRECT.has(name)) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toMatch(/\/auth\/login$/);
    } else expect([answer.status, answer.body.message]).toEqual([401, SIGN_IN_REQUIRED]);
  });

  it.each(named(["none", "secret"]))("%s never asks for a session", async (name) => {
    const answer = await answerOf(new TestClient(), name);
    expect(answer.body.message).not.toBe(SIGN_IN_REQUIRED);
  });

  describe("with an account that has no plan", () => {
    let account: TestClient;
    beforeAll(async () => {
      account = (await signUp()).client;
    });

    it.each(named(["plan"]))("%s answers 403, the plan's refusal", async (name) => {
      const answer = await answerOf(account, name);
      expect(answer.status).toBe(403);
      expect(PLAN_REFUSALS).toContain(answer.body.message);
    });

    it.each(named(["session"]))("%s needs no plan", async (name) => {
      const answer = await answerOf(account, name);
      expect(answer.status).not.toBe(401);
      expect(PLAN_REFUSALS).not.toContain(answer.body.message);
    });
  });
});
