import { eq } from "drizzle-orm";
import { reports } from "@/db/schema";
import { describe, expect, it } from "vitest";
import { GET as createReport } from "@/app/api/(legacy)/data/create-report/route";
import { GET as getReports } from "@/app/api/(legacy)/data/get-reports/route";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { GET as exportReport } from "@/app/api/data/reports/[id]/export/route";
import { GET as history } from "@/app/api/data/history/route";
import { GET as idea, PATCH as renameIdea } from "@/app/api/data/ideas/[id]/route";
import { GET as compare } from "@/app/api/data/ideas/compare/route";
import { GET as ideas } from "@/app/api/data/ideas/route";
import { POST as marketPlan } from "@/app/api/(legacy)/data/market-plan/route";
import { GET as report } from "@/app/api/data/reports/[id]/route";
import { POST as pin } from "@/app/api/data/reports/[id]/save/route";
import { DELETE as unshare, POST as share } from "@/app/api/data/reports/[id]/share/route";
import { GET as versions } from "@/app/api/data/reports/[id]/versions/route";
import { POST as editMarket } from "@/app/api/data/reports/[id]/market-size/route";
import { POST as savePainPoints } from "@/app/api/(legacy)/data/save-pain-point-report/route";
import { POST as saveValidation } from "@/app/api/(legacy)/data/save-validator-report/route";
import { GET as search } from "@/app/api/data/search/route";
import { GET as settings, PATCH as updateSettings } from "@/app/api/data/settings/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { DELETE as deleteReport } from "@/app/api/(legacy)/data/delete-report/[first]/[second]/route";
import { getDb } from "@/db";
import { withComputedFigures } from "@/lib/core/report/computed";
import { demoValidation } from "@/lib/ai/demo/reports";
import { settleBackgroundWork } from "@/lib/server/background";
import { findSharedReport } from "@/lib/server/reports/share";
import { parseEvents, subscriber } from "@/test/ai/helpers";
import { PASSWORD } from "@/test/auth/helpers";
import type { TestClient } from "@/test/api";

const IDEA = "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.";
const OTHER_IDEA = "Meal kits for night-shift nurses, delivered before their shift starts, priced per week.";

type Json = Record<string, unknown>;
type Item = {
  id: string;
  kind: string;
  title: string;
  created_at: string;
  saved: boolean;
  idea_id: string;
  version: number;
};

const generatePp = async (client: TestClient, prompt = IDEA, ideaId?: string) => {
  const query = new URLSearchParams({ search: prompt, ...(ideaId ? { idea_id: ideaId } : {}) });
  const answer = await client.call(createReport, `/api/data/create-report?${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data as Json & { id: string; idea_id: string; version: number };
};
const generateIv = async (client: TestClient, prompt = IDEA, ideaId?: string) => {
  const answer = await client.call(validateIdea, "/api/data/validate-idea", {
    method: "POST",
    body: { userPrompt: prompt, ...(ideaId ? { idea_id: ideaId } : {}) },
  });
  expect(answer.status).toBe(200);
  return answer.body as Json & { id: string; idea_id: string; version: number; overall_score: number };
};
const byId =
  (handler: Parameters<TestClient["call"]>[0], path: string, id: string, method = "GET") =>
  (client: TestClient) =>
    client.call(handler, path.replace("{id}", id), { method, params: { id } });
const listHistory = async (client: TestClient, query = "") =>
  (await client.call(history, `/api/data/history${query}`)).body as { data: Item[]; nextCursor: string | null };

describe("history: every generation is kept", () => {
  it("stores each completed generation at once, answers its id, and lists it newest first without saving it", async () => {
    const client = await subscriber();
    const pp = await generatePp(client);
    const strategy = (
      await client.call(marketPlan, "/api/data/market-plan", { method: "POST", body: { userPrompt: IDEA } })
    ).body;
    const iv = await generateIv(client);

    for (const made of [pp, strategy, iv])
      expect(made).toMatchObject({ id: expect.any(String), idea_id: pp.idea_id, version: 1, saved: false });
    const { data, nextCursor } = await listHistory(client);
    expect(data.map((item) => [item.id, item.kind, item.saved])).toEqual([
      [iv.id, "iv", false],
      [strategy.id, "ms", false],
      [pp.id, "pp", false],
    ]);
    expect(nextCursor).toBeNull();
    // The saved lists (`get-reports`) hold only what was saved.
    const lists = (await client.call(getReports, "/api/data/get-reports")).body as Record<string, { data: unknown[] }>;
    expect([lists.pp!.data, lists.ms!.data, lists.iv!.data]).toEqual([[], [], []]);
    // Reopened by id whatever its kind.
    const reopened = await byId(report, "/api/data/reports/{id}", iv.id)(client);
    expect(reopened.body).toMatchObject({
      id: iv.id,
      kind: "iv",
      idea_id: iv.idea_id,
      version: 1,
      saved: false,
      overall_score: iv.overall_score,
    });
  });

  it("pages with a cursor, newest first, and refuses a forged cursor", async () => {
    const client = await subscriber();
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await generatePp(client, `${IDEA} Variant ${index}.`));
    const first = await listHistory(client, "?limit=2");
    const second = await listHistory(client, `?limit=2&cursor=${first.nextCursor}`);
    const third = await listHistory(client, `?limit=2&cursor=${second.nextCursor}`);
    expect([...first.data, ...second.data, ...third.data].map((item) => item.id)).toEqual(
      made.map((item) => item.id).reverse(),
    );
    expect(third.nextCursor).toBeNull();
    expect((await listHistory(client, "?kind=iv")).data).toEqual([]);

    for (const cursor of [
      "nope",
      Buffer.from("2026-02-30T00:00:00.000000Z|00000000-0000-0000-0000-000000000000").toString("base64url"),
    ]) {
      const answer = await client.call(history, `/api/data/history?cursor=${cursor}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/cursor/);
    }
    expect((await client.call(history, "/api/data/history?cursor=%00")).status).toBe(400);
    expect((await client.call(history, "/api/data/history?limit=51")).status).toBe(400);
  });

  it("keeps a streamed generation whose browser went away before it finished", async () => {
    const client = await subscriber();
    const request = await client.call(
      createReport,
      `/api/data/create-report?stream=1&search=${encodeURIComponent(IDEA)}`,
    );
    // `call` reads the whole stream; a browser that leaves is the same stream cancelled: covered below by the handler.
    expect(parseEvents(request.text).at(-1)!.data).toMatchObject({ data: { id: expect.any(String) } });

    const leaving = await subscriber();
    const { NextRequest } = await import("next/server");
    const headers = new Headers({
      cookie: [...leaving.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      origin: "http://localhost:3000",
      accept: "text/event-stream",
    });
    const response = await createReport(
      new NextRequest(`http://localhost:3000/api/data/create-report?search=${encodeURIComponent(OTHER_IDEA)}`, {
        headers,
      }),
      { params: Promise.resolve({}) },
    );
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await settleBackgroundWork();
    const { data } = await listHistory(leaving);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ kind: "pp", saved: false });
  });
});

describe("saving: pinning a report keeps one copy", () => {
  it("pins with POST reports/{id}/save, says so when it is already saved, and lists it once", async () => {
    const client = await subscriber();
    const pp = await generatePp(client);
    const save = byId(pin, "/api/data/reports/{id}/save", pp.id, "POST");
    const first = await save(client);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: "Report saved.", report: { id: pp.id, saved: true } });
    const again = await save(client);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("This report is already saved.");
    // The kind's `save-…` call with the report's own data pins the same report too.
    const viaSpec = await client.call(savePainPoints, "/api/data/save-pain-point-report", {
      method: "POST",
      body: { data: pp },
    });
    expect(viaSpec.status).toBe(200);
    expect(viaSpec.body.id).toBe(pp.id);
    const lists = (await client.call(getReports, "/api/data/get-reports")).body as Record<
      string,
      { data: { id: string }[] }
    >;
    expect(lists.pp!.data.map((item) => item.id)).toEqual([pp.id]);
  });

  it("two saves at once still keep one copy", async () => {
    const client = await subscriber();
    const pp = await generatePp(client);
    const save = byId(pin, "/api/data/reports/{id}/save", pp.id, "POST");
    const answers = await Promise.all([save(client), save(client), save(client)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const lists = (await client.call(getReports, "/api/data/get-reports")).body as Record<string, { data: unknown[] }>;
    expect(lists.pp!.data).toHaveLength(1);
  });
});

describe("ideas and versions", () => {
  it("re-running an edited idea makes a new version; the versions show their scores", async () => {
    const client = await subscriber();
    const first = await generateIv(client);
    const edited = `${IDEA} Groomers pay $19 a month.`;
    const second = await generateIv(client, edited, first.idea_id);
    expect(second).toMatchObject({ idea_id: first.idea_id, version: 2 });

    const list = await byId(versions, "/api/data/reports/{id}/versions", second.id)(client);
    const data = list.body.data as {
      id: string;
      version: number;
      overall_score: number;
      scores: Record<string, number>;
    }[];
    expect(data.map((version) => [version.id, version.version])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    expect(data[0]!.overall_score).toBe(first.overall_score);
    expect(Object.keys(data[0]!.scores)).toHaveLength(8);
    // The idea now holds the edited prompt; the older version is still there to open.
    const opened = await byId(idea, "/api/data/ideas/{id}", first.idea_id)(client);
    expect(opened.body).toMatchObject({
      prompt: edited,
      reports: { iv: { id: second.id, version: 2 }, pp: null, ms: null },
    });
    expect((await byId(report, "/api/data/reports/{id}", first.id)(client)).body.version).toBe(1);
  });

  it("two generations on one idea at once take distinct versions", async () => {
    const client = await subscriber();
    const first = await generatePp(client);
    const [a, b] = await Promise.all([
      generatePp(client, IDEA, first.idea_id),
      generatePp(client, IDEA, first.idea_id),
    ]);
    expect([a!.version, b!.version].sort()).toEqual([2, 3]);
  });

  it("lists ideas with their reports' status and scores, renames one, and compares two", async () => {
    const client = await subscriber();
    const pp = await generatePp(client);
    const iv = await generateIv(client);
    const other = await generateIv(client, OTHER_IDEA);
    const listed = (await client.call(ideas, "/api/data/ideas")).body as {
      data: { id: string; reports: Record<string, Json | null> }[];
    };
    expect(listed.data.map((row) => row.id)).toEqual([other.idea_id, pp.idea_id]);
    expect(listed.data[1]!.reports).toMatchObject({
      pp: { id: pp.id, saved: false },
      ms: null,
      iv: { id: iv.id, overall_score: iv.overall_score, score_tag: iv.score_tag },
    });

    const renamed = await client.call(renameIdea, `/api/data/ideas/${pp.idea_id}`, {
      method: "PATCH",
      params: { id: pp.idea_id },
      body: { title: "  Groomer waitlist  " },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe("Groomer waitlist");
    for (const title of ["", "x".repeat(121), "bad\u0000title"]) {
      const refused = await client.call(renameIdea, `/api/data/ideas/${pp.idea_id}`, {
        method: "PATCH",
        params: { id: pp.idea_id },
        body: { title },
      });
      expect(refused.status).toBe(400);
    }

    const compared = await client.call(compare, `/api/data/ideas/compare?ids=${other.idea_id},${pp.idea_id}`);
    expect(compared.status).toBe(200);
    const rows = compared.body.data as {
      id: string;
      title: string;
      validation: {
        overall_score: number;
        score_tag: string;
        scores: Record<string, number>;
        monthly_revenue_usd: number;
      };
    }[];
    expect(rows.map((row) => row.id)).toEqual([other.idea_id, pp.idea_id]);
    expect(rows[1]).toMatchObject({
      title: "Groomer waitlist",
      validation: { overall_score: iv.overall_score, score_tag: iv.score_tag },
    });
    expect(Object.keys(rows[1]!.validation.scores)).toHaveLength(8);
    expect(rows[1]!.validation.monthly_revenue_usd).toBeGreaterThan(0);
    for (const ids of [pp.idea_id, `${pp.idea_id},nope`, [1, 2, 3, 4, 5].map(() => crypto.randomUUID()).join(",")]) {
      expect((await client.call(compare, `/api/data/ideas/compare?ids=${ids}`)).status).toBe(400);
    }
  });

  it("compares each idea's latest validation SOM: the market size's, or null without one", async () => {
    type Range = { low: number; base: number; high: number };
    type Market = { segments: Record<string, unknown>[]; som: Range };
    const client = await subscriber();
    const first = await generateIv(client);
    const market = (first as unknown as { market_size: Market }).market_size;
    expect(market.som.base).toBeGreaterThan(0);
    // The founder's edit is the idea's latest validation: compare answers its SOM, recomputed by the server.
    const segments = market.segments.map((segment) => {
      const { name, customers, price_per_year_usd, reachable_share } = segment;
      return {
        name,
        customers,
        price_per_year_usd,
        reachable_share,
        obtainable_share_3y: { low: 0.1, base: 0.2, high: 0.3 },
      };
    });
    const edited = await client.call(editMarket, `/api/data/reports/${first.id}/market-size`, {
      method: "POST",
      body: { segments },
      params: { id: first.id },
    });
    expect(edited.status).toBe(201);
    const latest = (edited.body as unknown as { id: string; market_size: Market }).market_size.som;
    expect(latest.base).not.toBe(market.som.base);
    // A validation saved without a market size (as before schema version 4), and an idea with no validation at all.
    const older = { ...withComputedFigures(demoValidation(OTHER_IDEA)), market_size: undefined };
    const saved = await client.call(saveValidation, "/api/data/save-validator-report", {
      method: "POST",
      body: { data: older, prompt: OTHER_IDEA },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).not.toHaveProperty("market_size");
    // It stands for a validation this server made before market sizes: a copy made elsewhere would compare nothing.
    await (
      await getDb()
    )
      .update(reports)
      .set({ madeByServer: true })
      .where(eq(reports.id, saved.body.id as string));
    const painsOnly = await generatePp(client, "A waitlist app for climbing gyms that fills cancelled sessions.");

    const ids = [first.idea_id, saved.body.idea_id, painsOnly.idea_id];
    const compared = await client.call(compare, `/api/data/ideas/compare?ids=${ids.join(",")}`);
    expect(compared.status).toBe(200);
    const rows = compared.body.data as { id: string; validation: { report_id: string; som: Range | null } | null }[];
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(rows[0]!.validation).toMatchObject({ report_id: edited.body.id, som: latest });
    expect(Object.keys(rows[0]!.validation!.som!).sort()).toEqual(["base", "high", "low"]);
    expect(rows[1]!.validation).toMatchObject({ report_id: saved.body.id, som: null });
    expect(rows[2]!.validation).toBeNull();
  });

  it("deleting an idea's last report removes the idea", async () => {
    const client = await subscriber();
    const pp = await generatePp(client);
    const gone = await client.call(deleteReport, `/api/data/delete-report/pp/${pp.id}`, {
      method: "DELETE",
      params: { first: "pp", second: pp.id },
    });
    expect(gone.status).toBe(200);
    expect((await byId(idea, "/api/data/ideas/{id}", pp.idea_id)(client)).status).toBe(404);
  });
});

describe("search", () => {
  it("finds ideas and saved reports by words of the title or prompt, word starts included, only the user's own", async () => {
    const client = await subscriber();
    const pp = await generatePp(client);
    await generatePp(client, OTHER_IDEA);
    await byId(pin, "/api/data/reports/{id}/save", pp.id, "POST")(client);
    const stranger = await subscriber();
    await generatePp(stranger, `${IDEA} Also for cat groomers.`);

    const found = (await client.call(search, "/api/data/search?q=groomers%20waitlist")).body as {
      ideas: { id: string }[];
      reports: { id: string }[];
    };
    expect(found.ideas.map((row) => row.id)).toEqual([pp.idea_id]);
    expect(found.reports.map((row) => row.id)).toEqual([pp.id]);
    const prefix = (await client.call(search, "/api/data/search?q=groom")).body as { ideas: unknown[] };
    expect(prefix.ideas).toHaveLength(1);
    const nurses = (await client.call(search, "/api/data/search?q=nurse")).body as {
      ideas: unknown[];
      reports: unknown[];
    };
    // The nurses' report was never saved: the idea is found, the report is not.
    expect([nurses.ideas.length, nurses.reports.length]).toEqual([1, 0]);
    for (const q of ["", "%00", "...", "x".repeat(201)])
      expect((await client.call(search, `/api/data/search?q=${q}`)).status).toBe(400);
    // Query syntax is not ours to run: operators are plain words.
    expect((await client.call(search, "/api/data/search?q=groom%20%26%20!%7C%20(%3A*")).status).toBe(200);
  });
});

describe("share links", () => {
  it("creates a read-only link that shows only the report, revokes it at once, and a new link ends the old one", async () => {
    const client = await subscriber();
    const iv = await generateIv(client);
    const create = byId(share, "/api/data/reports/{id}/share", iv.id, "POST");
    const created = await create(client);
    expect(created.status).toBe(201);
    const url = new URL(created.body.url as string);
    expect(url.origin).toBe("http://localhost:3000");
    const token = url.pathname.replace("/share/", "");
    const db = await getDb();
    const shown = await findSharedReport(db, token);
    // The demo's title is the idea's first sentence: the shared copy names it without the founder's words.
    expect(shown).toMatchObject({
      kind: "iv",
      report: { title: "The founder's idea", overall_score: iv.overall_score },
    });
    for (const hidden of ["id", "idea_id", "prompt", "evidence", "user_id", "email"])
      expect(shown!.report).not.toHaveProperty(hidden);
    expect((await listHistory(client, "?shared=1")).data.map((item) => item.id)).toEqual([iv.id]);

    const replaced = await create(client);
    expect(await findSharedReport(db, token)).toBeNull();
    const newToken = new URL(replaced.body.url as string).pathname.replace("/share/", "");
    const revoked = await byId(unshare, "/api/data/reports/{id}/share", iv.id, "DELETE")(client);
    expect(revoked.status).toBe(200);
    expect(await findSharedReport(db, newToken)).toBeNull();
    expect((await listHistory(client, "?shared=1")).data).toEqual([]);
  });

  it("a deleted report takes its link with it, and link creation is rate-limited", async () => {
    const client = await subscriber();
    const pp = await generatePp(client);
    const token = new URL(
      (await byId(share, "/api/data/reports/{id}/share", pp.id, "POST")(client)).body.url as string,
    ).pathname.slice(7);
    await client.call(deleteReport, `/api/data/delete-report/pp/${pp.id}`, {
      method: "DELETE",
      params: { first: "pp", second: pp.id },
    });
    expect(await findSharedReport(await getDb(), token)).toBeNull();

    const other = await generatePp(client, OTHER_IDEA);
    const statuses = [];
    // 30 an hour: one was spent above.
    for (let index = 0; index < 29; index++)
      statuses.push((await byId(share, "/api/data/reports/{id}/share", other.id, "POST")(client)).status);
    expect(new Set(statuses)).toEqual(new Set([201]));
    const refused = await byId(share, "/api/data/reports/{id}/share", other.id, "POST")(client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("a deleted account takes its links with it", async () => {
    const client = await subscriber();
    const pp = await generatePp(client);
    const token = new URL(
      (await byId(share, "/api/data/reports/{id}/share", pp.id, "POST")(client)).body.url as string,
    ).pathname.slice(7);
    expect(await findSharedReport(await getDb(), token)).not.toBeNull();
    expect(
      (await client.call(deleteAccount, "/api/auth/delete-account", { method: "DELETE", body: { password: PASSWORD } }))
        .status,
    ).toBe(200);
    expect(await findSharedReport(await getDb(), token)).toBeNull();
  });

  it("a share token of the wrong shape or unknown opens nothing", async () => {
    const db = await getDb();
    for (const token of ["", "short", "a".repeat(43), "../../etc/passwd", "%00".repeat(20)])
      expect(await findSharedReport(db, token)).toBeNull();
  });
});

describe("export", () => {
  it("downloads a report as Markdown and as a PDF, as attachments named after it", async () => {
    const client = await subscriber();
    const iv = await generateIv(client);
    const markdown = await client.call(exportReport, `/api/data/reports/${iv.id}/export?format=md`, {
      params: { id: iv.id },
    });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(markdown.headers.get("content-disposition")).toMatch(
      /^attachment; filename="launchlens-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.md"/,
    );
    expect(markdown.headers.get("cache-control")).toBe("no-store");
    expect(markdown.text).toContain("## Scores");
    expect(markdown.text).toContain(`${iv.overall_score.toFixed(1)} / 10`);

    const request = new Request(`http://localhost:3000/api/data/reports/${iv.id}/export?format=pdf`, {
      headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    const { NextRequest } = await import("next/server");
    const pdf = await exportReport(new NextRequest(request), { params: Promise.resolve({ id: iv.id }) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    for (const format of ["", "docx", "%00"]) {
      expect(
        (
          await client.call(exportReport, `/api/data/reports/${iv.id}/export?format=${format}`, {
            params: { id: iv.id },
          })
        ).status,
      ).toBe(400);
    }
    const intruder = await subscriber();
    expect(
      (await intruder.call(exportReport, `/api/data/reports/${iv.id}/export?format=md`, { params: { id: iv.id } }))
        .status,
    ).toBe(404);
  });
});

describe("the history setting", () => {
  it("off: deletes the unsaved reports, keeps the saved ones, and stores no new generation", async () => {
    const client = await subscriber();
    expect((await client.call(settings, "/api/data/settings")).body).toEqual({
      keep_history: true,
      experiment_reminders: true,
    });
    const kept = await generatePp(client);
    await byId(pin, "/api/data/reports/{id}/save", kept.id, "POST")(client);
    await generatePp(client, OTHER_IDEA);

    const off = await client.call(updateSettings, "/api/data/settings", {
      method: "PATCH",
      body: { keep_history: false },
    });
    expect(off.body).toEqual({ keep_history: false, experiment_reminders: true });
    expect((await listHistory(client)).data.map((item) => item.id)).toEqual([kept.id]);
    const unkept = await generatePp(client, `${OTHER_IDEA} Now with vegan options.`);
    expect(unkept).not.toHaveProperty("id");
    expect((await listHistory(client)).data).toHaveLength(1);
    expect((await client.call(ideas, "/api/data/ideas")).body.data as unknown[]).toHaveLength(1);
    for (const body of [{ keep_history: "no" }, {}, { keep_history: null }, { experiment_reminders: "off" }]) {
      expect((await client.call(updateSettings, "/api/data/settings", { method: "PATCH", body })).status).toBe(400);
    }
  });

  it("the settings change one at a time or together, and a bad value changes neither", async () => {
    const client = await subscriber();
    const patch = (body: unknown) => client.call(updateSettings, "/api/data/settings", { method: "PATCH", body });
    expect((await patch({ experiment_reminders: false })).body).toEqual({
      keep_history: true,
      experiment_reminders: false,
    });
    expect((await patch({ keep_history: false, experiment_reminders: true })).body).toEqual({
      keep_history: false,
      experiment_reminders: true,
    });
    expect(await patch({ keep_history: true, experiment_reminders: "no" })).toMatchObject({
      status: 400,
      body: { message: "experiment_reminders must be true or false." },
    });
    expect(await patch({})).toMatchObject({
      status: 400,
      body: { message: "Send keep_history or experiment_reminders (true or false)." },
    });
    expect((await client.call(settings, "/api/data/settings")).body).toEqual({
      keep_history: false,
      experiment_reminders: true,
    });
  });
});

describe("isolation: another user's library is a 404", () => {
  it("refuses another user's report, versions, pin, share and idea by id", async () => {
    const owner = await subscriber();
    const pp = await generatePp(owner);
    await byId(share, "/api/data/reports/{id}/share", pp.id, "POST")(owner);
    const intruder = await subscriber();
    const calls = [
      byId(report, "/api/data/reports/{id}", pp.id),
      byId(versions, "/api/data/reports/{id}/versions", pp.id),
      byId(pin, "/api/data/reports/{id}/save", pp.id, "POST"),
      byId(share, "/api/data/reports/{id}/share", pp.id, "POST"),
      byId(unshare, "/api/data/reports/{id}/share", pp.id, "DELETE"),
      byId(idea, "/api/data/ideas/{id}", pp.idea_id),
    ];
    for (const call of calls) {
      const answer = await call(intruder);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(/not found/);
    }
    const rename = await intruder.call(renameIdea, `/api/data/ideas/${pp.idea_id}`, {
      method: "PATCH",
      params: { id: pp.idea_id },
      body: { title: "Mine now" },
    });
    expect(rename.status).toBe(404);
    const mine = await generatePp(intruder, OTHER_IDEA);
    expect((await intruder.call(compare, `/api/data/ideas/compare?ids=${mine.idea_id},${pp.idea_id}`)).status).toBe(
      404,
    );
    // A generation cannot be filed under someone else's idea: it is refused.
    const filed = await intruder.call(
      createReport,
      `/api/data/create-report?search=${encodeURIComponent(IDEA)}&idea_id=${pp.idea_id}`,
    );
    expect(filed.status).toBe(404);
    // The owner's report is untouched and still shared.
    expect((await byId(report, "/api/data/reports/{id}", pp.id)(owner)).body).toMatchObject({
      saved: false,
      shared: true,
      idea_id: pp.idea_id,
    });
  });

  it("answers 400 for ids that are not ids, and 401 signed out", async () => {
    const client = await subscriber();
    for (const id of ["1", "not-a-uuid", "' or 1=1 --"]) {
      expect((await byId(report, "/api/data/reports/{id}", id)(client)).status).toBe(400);
      expect((await byId(idea, "/api/data/ideas/{id}", id)(client)).status).toBe(400);
    }
    const { TestClient } = await import("@/test/api");
    const anonymous = new TestClient();
    expect((await anonymous.call(history, "/api/data/history")).status).toBe(401);
    expect((await byId(share, "/api/data/reports/{id}/share", crypto.randomUUID(), "POST")(anonymous)).status).toBe(
      401,
    );
  });
});
