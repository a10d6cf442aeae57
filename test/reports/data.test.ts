import { eq } from "drizzle-orm";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";
import { describe, expect, it } from "vitest";
import { DELETE as logout } from "@/app/api/auth/logout/route";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { GET as createReport, POST as createReportPost } from "@/app/api/(legacy)/data/create-report/route";
import { DELETE as deleteReport } from "@/app/api/(legacy)/data/delete-report/[first]/[second]/route";
import { GET as getReports } from "@/app/api/(legacy)/data/get-reports/route";
import { POST as marketPlan } from "@/app/api/(legacy)/data/market-plan/route";
import { GET as painPointReport } from "@/app/api/(legacy)/data/pain-point-report/[id]/route";
import { POST as savePainPoints } from "@/app/api/(legacy)/data/save-pain-point-report/route";
import { POST as saveStrategy } from "@/app/api/(legacy)/data/save-market-strat/route";
import { POST as saveValidation } from "@/app/api/(legacy)/data/save-validator-report/route";
import { GET as stratReport } from "@/app/api/(legacy)/data/strat-report/[id]/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { GET as validationReport } from "@/app/api/(legacy)/data/validation-report/[id]/route";
import { getDb } from "@/db";
import { sessions, users } from "@/db/schema";
import { demoValidation, demoStrategy, demoPainPoints } from "@/lib/ai/demo/reports";
import { signAccessToken } from "@/lib/server/auth/tokens";
import { TestClient } from "@/test/api";
import { subscriber } from "@/test/ai/helpers";
import { signUp } from "@/test/auth/helpers";

const IDEA = "A marketplace where retired engineers mentor school robotics teams over video, paid by the hour.";
const post = (client: TestClient, handler: typeof savePainPoints, path: string, body: unknown) =>
  client.call(handler, path, { method: "POST", body });
const savePp = (client: TestClient, data: unknown = demoPainPoints(IDEA)) =>
  post(client, savePainPoints, "/api/data/save-pain-point-report", { data });

describe("saving reports", () => {
  it("stores each kind and answers 201 with the stored report, its id and date", async () => {
    const client = await subscriber();
    const generated = await client.call(createReport, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`);
    const saved = await savePp(client, generated.body.data);
    expect(saved.status).toBe(201);
    // The generation was kept in the history: saving pins that same report.
    expect(saved.body).toMatchObject({ ...(generated.body.data as object), saved: true, demo: true });
    expect(saved.body.id).toBe((generated.body.data as { id: string }).id);

    const strategy = await client.call(marketPlan, "/api/data/market-plan", {
      method: "POST",
      body: { userPrompt: IDEA },
    });
    expect((await post(client, saveStrategy, "/api/data/save-market-strat", { data: strategy.body })).status).toBe(201);
    const evaluation = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: IDEA },
    });
    const savedValidation = await post(client, saveValidation, "/api/data/save-validator-report", {
      data: evaluation.body,
    });
    expect(savedValidation.status).toBe(201);
    expect(savedValidation.body.overall_score).toBe(evaluation.body.overall_score);
  });

  it("recomputes the grade of an evaluation instead of trusting the client", async () => {
    const client = await subscriber();
    const data = { ...demoValidation(IDEA), overall_score: 10, score_tag: "Strong" };
    for (const factor of Object.values(data.scores)) factor.score = 2;
    const saved = await post(client, saveValidation, "/api/data/save-validator-report", { data });
    expect(saved.body).toMatchObject({ overall_score: 2, score_tag: "Weak" });
  });

  it("refuses a report of the wrong shape, a missing one and one over 100 KB", async () => {
    const client = await subscriber();
    const wrong = await post(client, saveStrategy, "/api/data/save-market-strat", { data: demoPainPoints(IDEA) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/not a valid report/);
    expect((await post(client, saveStrategy, "/api/data/save-market-strat", {})).status).toBe(400);
    const huge = { ...demoStrategy(IDEA), overview: "x".repeat(101 * 1024) };
    const tooLarge = await post(client, saveStrategy, "/api/data/save-market-strat", { data: huge });
    expect(tooLarge).toMatchObject({
      status: 413,
      body: { message: "This report is too large to save (100 KB at most)." },
    });
  });
});

describe("reading, listing and deleting", () => {
  it("reads a saved report by id, and 404s for another user's or a missing one", async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const { body: saved } = await post(owner, saveStrategy, "/api/data/save-market-strat", {
      data: demoStrategy(IDEA),
    });
    const read = (client: TestClient, id: string) =>
      client.call(stratReport, `/api/data/strat-report/${id}`, { params: { id } });

    expect((await read(owner, saved.id)).body).toEqual(saved);
    expect((await read(stranger, saved.id)).status).toBe(404);
    expect((await read(owner, "8a6e0804-2bd0-4672-b79f-d97a3a2a6e1a")).status).toBe(404);
    expect(await read(owner, "not-an-id")).toMatchObject({
      status: 400,
      body: { message: "That report id is not valid." },
    });
    // The id of a strategy is not a pain-point report.
    const wrongKind = await owner.call(painPointReport, `/api/data/pain-point-report/${saved.id}`, {
      params: { id: saved.id },
    });
    expect(wrongKind.status).toBe(404);
    const evaluation = await post(owner, saveValidation, "/api/data/save-validator-report", {
      data: demoValidation(IDEA),
    });
    const id = evaluation.body.id;
    expect((await owner.call(validationReport, `/api/data/validation-report/${id}`, { params: { id } })).status).toBe(
      200,
    );
  });

  it("pages each kind on its own, newest first, with totalPages at least 1", async () => {
    const client = await subscriber();
    const titles = [];
    for (let i = 1; i <= 5; i++) {
      const data = { ...demoPainPoints(IDEA), title: `Report ${i}` };
      await savePp(client, data);
      titles.push(`Report ${i}`);
    }
    const page1 = await client.call(getReports, "/api/data/get-reports?pp_page=1&limit=2");
    expect(page1.body.pp).toMatchObject({ totalPages: 3, page: 1 });
    expect((page1.body.pp as { data: { title: string }[] }).data.map((r) => r.title)).toEqual(["Report 5", "Report 4"]);
    expect(page1.body.ms).toEqual({ data: [], totalPages: 1, page: 1 });
    const page3 = await client.call(getReports, "/api/data/get-reports?ppPage=3&limit=2");
    expect((page3.body.pp as { data: { title: string }[] }).data.map((r) => r.title)).toEqual(["Report 1"]);
    const beyond = await client.call(getReports, "/api/data/get-reports?pp_page=9&limit=2");
    expect((beyond.body.pp as { data: unknown[] }).data).toEqual([]);
    const defaults = await client.call(getReports, "/api/data/get-reports");
    expect((defaults.body.pp as { data: unknown[] }).data).toHaveLength(5);
    // As far past the end as a page number goes: still an empty page, never a failed query.
    const farthest = await client.call(getReports, `/api/data/get-reports?pp_page=${Number.MAX_SAFE_INTEGER}&limit=50`);
    expect(farthest.status).toBe(200);
    expect(farthest.body.pp).toEqual({ data: [], totalPages: 1, page: Number.MAX_SAFE_INTEGER });
  });

  it("counts each list from the caller's saved reports of its own kind only", async () => {
    const client = await subscriber();
    const stranger = await subscriber();
    for (let i = 1; i <= 3; i++)
      await post(client, saveStrategy, "/api/data/save-market-strat", {
        data: { ...demoStrategy(IDEA), title: `Plan ${i}` },
      });
    const { body: evaluation } = await post(client, saveValidation, "/api/data/save-validator-report", {
      data: demoValidation(IDEA),
    });
    // Kept only in the history (not saved), and another user's saved reports: in no list of the caller's.
    await client.call(createReport, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`);
    for (let i = 1; i <= 2; i++) await savePp(stranger);

    const { body } = await client.call(getReports, "/api/data/get-reports?ms_page=2&limit=2");
    const titles = (list: unknown) => (list as { data: { title: string }[] }).data.map((r) => r.title);
    expect(body.pp).toEqual({ data: [], totalPages: 1, page: 1 });
    expect(body.ms).toMatchObject({ totalPages: 2, page: 2 });
    expect(titles(body.ms)).toEqual(["Plan 1"]);
    expect(body.iv).toMatchObject({ totalPages: 1, page: 1 });
    // Each entry as the save answered it: the same id, title and instant to the millisecond, `demo` only when true.
    expect((body.iv as { data: unknown }).data).toEqual([
      {
        id: evaluation.id,
        title: evaluation.title,
        created_at: evaluation.created_at,
        ...(evaluation.demo ? { demo: true } : {}),
      },
    ]);
    const generated = (await client.call(createReport, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`))
      .body.data as { id: string; title: string };
    const pinned = await savePp(client, generated);
    expect((await client.call(getReports, "/api/data/get-reports")).body.pp).toEqual({
      data: [{ id: generated.id, title: generated.title, created_at: pinned.body.created_at, demo: true }],
      totalPages: 1,
      page: 1,
    });
    expect((await stranger.call(getReports, "/api/data/get-reports?limit=1")).body.pp).toMatchObject({ totalPages: 2 });
  });

  it("lists nothing once the session has ended, nor for a token naming another user's session", async () => {
    const { client, accessToken, email } = await signUp();
    await client.call(checkout, "/api/billing/checkout?interval=month");
    expect((await savePp(client)).status).toBe(201);
    const list = (token: string) => new TestClient().call(getReports, "/api/data/get-reports", { bearer: token });
    expect((await list(accessToken)).body.pp).toMatchObject({
      totalPages: 1,
      data: [expect.objectContaining({ title: expect.any(String) })],
    });

    // A genuine, signed token whose user does not own the session it names (the list's query checks both).
    const other = await signUp();
    const [owner] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, email));
    const [otherSession] = await (
      await getDb()
    )
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, other.email));
    const mixed = await signAccessToken({ userId: owner!.id, sessionId: otherSession!.id });
    expect(await list(mixed)).toMatchObject({ status: 401, body: { message: "Please log in to continue." } });

    await (
      await getDb()
    )
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, otherSession!.id));
    expect((await list(other.accessToken)).status).toBe(401);
    expect((await client.call(logout, "/api/auth/logout", { method: "DELETE" })).status).toBe(200);
    expect(await list(accessToken)).toMatchObject({ status: 401, body: { message: "Please log in to continue." } });
  });

  it.each([
    ["pp_page=0", "pp_page must be a whole number from 1."],
    ["ms_page=-1", "ms_page must be a whole number from 1."],
    ["iv_page=two", "iv_page must be a whole number from 1."],
    ["limit=51", "limit must be a whole number from 1 to 50."],
    ["limit=0", "limit must be a whole number from 1 to 50."],
  ])("refuses %s with a 400", async (query, message) => {
    const client = await subscriber();
    expect(await client.call(getReports, `/api/data/get-reports?${query}`)).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it("deletes with the segments in either order, only the owner's, and 404s after", async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const first = (await savePp(owner)).body.id;
    const second = (await savePp(owner)).body.id;
    const remove = (client: TestClient, a: string, b: string) =>
      client.call(deleteReport, `/api/data/delete-report/${a}/${b}`, {
        method: "DELETE",
        params: { first: a, second: b },
      });

    expect((await remove(stranger, "pp", first)).status).toBe(404);
    expect(await remove(owner, "pp", first)).toMatchObject({ status: 200, body: { message: "Report deleted." } });
    expect((await remove(owner, second, "pain-points")).status).toBe(200);
    expect((await remove(owner, "pp", first)).status).toBe(404);
    expect((await remove(owner, "ms", "not-an-id")).status).toBe(400);
    expect((await remove(owner, first, second)).status).toBe(400);
    const list = await owner.call(getReports, "/api/data/get-reports");
    expect(list.body.pp).toEqual({ data: [], totalPages: 1, page: 1 });
  });
});

describe("reports made from customer evidence", () => {
  const EVIDENCE =
    "I tried three apps and every one lost my bookings.\nThe reminders never arrive on time, so clients miss appointments.";

  it("saves the evidence and the schema version, and reopens with both", async () => {
    const client = await subscriber();
    const generated = await client.call(createReportPost, "/api/data/create-report", {
      method: "POST",
      body: { userPrompt: IDEA, evidence: EVIDENCE },
    });
    const report = generated.body.data as { pain_points: { quotes: string[] }[]; schema_version: number };
    expect(report.schema_version).toBe(REPORT_SCHEMA_VERSION);
    const saved = await post(client, savePainPoints, "/api/data/save-pain-point-report", {
      data: report,
      prompt: IDEA,
      evidence: EVIDENCE,
    });
    expect(saved.status).toBe(201);
    const reopened = await client.call(painPointReport, `/api/data/pain-point-report/${saved.body.id}`, {
      params: { id: String(saved.body.id) },
    });
    expect(reopened.body).toMatchObject({
      schema_version: REPORT_SCHEMA_VERSION,
      evidence: EVIDENCE,
      evidence_provided: true,
    });
    expect(reopened.body.pain_points).toEqual(report.pain_points);
  });

  it("drops a quote on save that the saved evidence does not hold", async () => {
    const client = await subscriber();
    const data = { ...demoPainPoints(IDEA, EVIDENCE), schema_version: 2 };
    data.pain_points[0] = {
      ...data.pain_points[0]!,
      quotes: ["A glowing review nobody wrote, promising millions"],
      basis: "evidence",
      mentions: 5,
    };
    const saved = await post(client, savePainPoints, "/api/data/save-pain-point-report", { data, evidence: EVIDENCE });
    const forged = (saved.body.pain_points as { pain_point: string; quotes: string[]; basis: string }[]).find(
      (point) => point.pain_point === data.pain_points[0]!.pain_point,
    );
    expect(forged).toMatchObject({ quotes: [], basis: "inference", mentions: 0 });
  });

  it("still saves a report of the first version, upgraded: its pain points claim nothing the evidence does not show", async () => {
    const client = await subscriber();
    const old = demoPainPoints(IDEA);
    const legacy = {
      ...old,
      pain_points: old.pain_points.map(({ pain_point, strategy }) => ({ pain_point, strategy })),
    };
    const saved = await post(client, savePainPoints, "/api/data/save-pain-point-report", { data: legacy });
    expect(saved.status).toBe(201);
    const reopened = await client.call(painPointReport, `/api/data/pain-point-report/${saved.body.id}`, {
      params: { id: String(saved.body.id) },
    });
    const upgraded = legacy.pain_points.map((point) => ({ ...point, quotes: [], mentions: 0, basis: "inference" }));
    expect(reopened.body).toMatchObject({
      schema_version: REPORT_SCHEMA_VERSION,
      evidence_provided: false,
      pain_points: upgraded,
    });
  });
});
