import { describe, expect, it } from "vitest";
import { GET as getReports } from "@/app/api/(legacy)/data/get-reports/route";
import { GET as readReport, DELETE as deleteReport } from "@/app/api/data/reports/[id]/route";
import { POST as generate } from "@/app/api/data/reports/route";
import { GET as savedLists, POST as saveCopy } from "@/app/api/data/saved-reports/route";
import { GET as ideaGet } from "@/app/api/data/ideas/[id]/route";
import { demoStrategy } from "@/lib/ai/demo/reports";
import { TestClient } from "@/test/api";
import { subscriber } from "@/test/ai/helpers";
import { signUp } from "@/test/auth/helpers";

// The calls the app's own screens use (docs/API.md): one generation call for every kind, a delete by id, and the saved
// lists as their own collection. The original kind-by-kind calls answer as before (data.test.ts).

const IDEA = "A marketplace where retired engineers mentor school robotics teams over video, paid by the hour.";
const generateCall = (client: TestClient, body: unknown, headers: Record<string, string> = {}) =>
  client.call(generate, "/api/data/reports", { method: "POST", body, headers });

describe("POST /api/data/reports", () => {
  it("makes a report of each kind, answered as the stored report, never wrapped", async () => {
    const client = await subscriber();
    for (const kind of ["pp", "ms", "iv"] as const) {
      const made = await generateCall(client, { kind, prompt: IDEA });
      expect(made.status, kind).toBe(200);
      expect(made.body).toMatchObject({ kind, prompt: IDEA, saved: false, version: 1, demo: true });
      expect(made.body).not.toHaveProperty("data");
      const reread = await client.call(readReport, `/api/data/reports/${made.body.id}`, {
        params: { id: String(made.body.id) },
      });
      expect(reread.body).toEqual(made.body);
    }
  });

  it("streams patches then the stored report when asked for an event stream", async () => {
    const client = await subscriber();
    const streamed = await generateCall(client, { kind: "pp", prompt: IDEA }, { accept: "text/event-stream" });
    expect(streamed.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const done = /event: done\ndata: (.*)\n/.exec(streamed.text);
    expect(JSON.parse(done![1]!)).toMatchObject({ kind: "pp", prompt: IDEA });
  });

  it("checks the plan before the body, then every field with the calls' messages", async () => {
    const free = new TestClient();
    await signUp(free);
    expect((await generateCall(free, { nonsense: true })).status).toBe(403);

    const client = await subscriber();
    const refused = async (body: unknown) => (await generateCall(client, body)).body.message;
    expect(await refused({ prompt: IDEA })).toBe("kind must be pp, ms or iv.");
    expect(await refused({ kind: "validator", prompt: IDEA })).toBe("kind must be pp, ms or iv.");
    expect(await refused({ kind: "iv", prompt: "too short" })).toMatch(/at least 10 characters/);
    expect(await refused({ kind: "iv", prompt: IDEA, evidence: "x".repeat(20_001) })).toMatch(/under 20,000/);
    expect(await refused({ kind: "iv", prompt: IDEA, idea_id: "nope" })).toBe("idea_id is not a valid idea id.");
    expect(await refused({ kind: "ms", prompt: IDEA, with_results: true })).toBe(
      "with_results is for an idea validation (kind iv).",
    );
    expect(await refused({ kind: "iv", prompt: IDEA, with_results: true })).toBe(
      "with_results needs the idea_id whose experiment results to use.",
    );
  });

  it("files a re-run under the named idea, and refuses another user's idea as missing", async () => {
    const client = await subscriber();
    const first = await generateCall(client, { kind: "iv", prompt: IDEA });
    const again = await generateCall(client, {
      kind: "iv",
      prompt: `${IDEA} Now with a yearly plan.`,
      idea_id: first.body.idea_id,
    });
    expect(again.body).toMatchObject({ idea_id: first.body.idea_id, version: 2 });

    const other = await subscriber();
    const theirs = await generateCall(other, { kind: "iv", prompt: IDEA, idea_id: first.body.idea_id });
    expect(theirs.status).toBe(404);
  });
});

describe("DELETE /api/data/reports/{id}", () => {
  it("deletes one of the caller's reports whatever its kind, its idea with it when nothing is left", async () => {
    const client = await subscriber();
    const made = await generateCall(client, { kind: "ms", prompt: IDEA });
    const id = String(made.body.id);
    const other = await subscriber();
    expect(
      (await other.call(deleteReport, `/api/data/reports/${id}`, { method: "DELETE", params: { id } })).status,
    ).toBe(404);

    const deleted = await client.call(deleteReport, `/api/data/reports/${id}`, { method: "DELETE", params: { id } });
    expect(deleted).toMatchObject({ status: 200, body: { message: "Report deleted." } });
    expect((await client.call(readReport, `/api/data/reports/${id}`, { params: { id } })).status).toBe(404);
    const idea = String(made.body.idea_id);
    expect((await client.call(ideaGet, `/api/data/ideas/${idea}`, { params: { id: idea } })).status).toBe(404);
    // Twice, or a malformed id: nothing to delete.
    expect(
      (await client.call(deleteReport, `/api/data/reports/${id}`, { method: "DELETE", params: { id } })).status,
    ).toBe(404);
    const malformed = await client.call(deleteReport, "/api/data/reports/x", { method: "DELETE", params: { id: "x" } });
    expect(malformed).toMatchObject({ status: 400, body: { message: "That report id is not valid." } });
  });
});

describe("the saved lists: GET and POST /api/data/saved-reports", () => {
  it("stores a copy the browser holds under the kind named, and lists it as get-reports does", async () => {
    const client = await subscriber();
    const stored = await client.call(saveCopy, "/api/data/saved-reports", {
      method: "POST",
      body: { kind: "ms", data: demoStrategy(IDEA), prompt: IDEA },
    });
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ kind: "ms", saved: true, prompt: IDEA });

    const query = "?pp_page=1&ms_page=1&iv_page=1&limit=10";
    const lists = await client.call(savedLists, `/api/data/saved-reports${query}`);
    expect(lists.status).toBe(200);
    expect(lists.body).toEqual((await client.call(getReports, `/api/data/get-reports${query}`)).body);
    expect(lists.body).toMatchObject({ ms: { data: [{ id: stored.body.id }], totalPages: 1, page: 1 } });
  });

  it("refuses a copy without a kind, of the wrong kind, or over 100 KB, and a caller without a plan", async () => {
    const client = await subscriber();
    const save = (body: unknown) => client.call(saveCopy, "/api/data/saved-reports", { method: "POST", body });
    expect((await save({ data: demoStrategy(IDEA) })).body.message).toBe("kind must be pp, ms or iv.");
    expect((await save({ kind: "iv", data: demoStrategy(IDEA) })).body.message).toMatch(/not a valid report/);
    const huge = { ...demoStrategy(IDEA), overview: "x".repeat(101 * 1024) };
    expect(await save({ kind: "ms", data: huge })).toMatchObject({
      status: 413,
      body: { message: "This report is too large to save (100 KB at most)." },
    });
    const free = new TestClient();
    await signUp(free);
    const refused = await free.call(saveCopy, "/api/data/saved-reports", {
      method: "POST",
      body: { kind: "ms", data: demoStrategy(IDEA) },
    });
    expect(refused.status).toBe(403);
  });
});
