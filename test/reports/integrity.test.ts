import { beforeAll, describe, expect, it } from "vitest";
import { GET as createReport, POST as createReportPost } from "@/app/api/(legacy)/data/create-report/route";
import { POST as shareReport } from "@/app/api/data/reports/[id]/share/route";
import { POST as savePainPoints } from "@/app/api/(legacy)/data/save-pain-point-report/route";
import { POST as saveStrategy } from "@/app/api/(legacy)/data/save-market-strat/route";
import { POST as saveValidation } from "@/app/api/(legacy)/data/save-validator-report/route";
import { PATCH as updateSettings } from "@/app/api/data/settings/route";
import { GET as validationReport } from "@/app/api/(legacy)/data/validation-report/[id]/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { painPointContent, validationContent } from "@/lib/core/report/schemas";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";
import { demoValidation, demoStrategy, demoPainPoints } from "@/lib/ai/demo/reports";
import { findSharedReport } from "@/lib/server/reports/share";
import type { TestClient } from "@/test/api";
import { subscriber } from "@/test/ai/helpers";

/**
 * What a client claims in a report it saves is checked by the server, whatever version the report says it is: the
 * attacks of issue 23 (a validation without schema_version carrying invented quotes, bases, counts, a web link and
 * sampled scores; a demo report with its flag removed; control characters and deep nesting) through the real routes.
 */
const IDEA = "A loyalty card app for independent coffee shops that regulars never forget to bring.";
const EVIDENCE = [
  '"Honestly we pay for a loyalty app we barely use." - owner, Bean There, Leeds',
  "“Our regulars forget their paper cards, so the stamps never add up.” — Sam, barista",
  "Most customers pay by phone now and would rather not carry anything else.",
].join("\n");

const save = (client: TestClient, handler: typeof saveValidation, path: string, body: unknown) =>
  client.call(handler, path, { method: "POST", body });
const saveIv = (client: TestClient, body: unknown) =>
  save(client, saveValidation, "/api/data/save-validator-report", body);
const savePp = (client: TestClient, body: unknown) =>
  save(client, savePainPoints, "/api/data/save-pain-point-report", body);

type Factor = {
  quote?: string | null;
  basis?: string;
  confidence?: string;
  samples?: number[];
  spread?: number;
  uncertain?: boolean;
  attribution?: string;
};
type Competitor = { name: string; source: string; source_url?: string | null };

/** The validation of the issue: no schema_version, and every claim the checks exist for, invented. */
function forgedValidation() {
  const report = demoValidation(IDEA) as unknown as Record<string, unknown> & {
    scores: Record<string, Factor>;
    competitors: Competitor[];
  };
  for (const factor of Object.values(report.scores)) {
    Object.assign(factor, {
      basis: "evidence",
      confidence: "high",
      quote: "Every café owner in Leeds told us they would pay £50 a month",
      samples: [9, 9, 9],
      spread: 0,
      uncertain: false,
    });
  }
  report.competitors[0] = { ...report.competitors[0]!, source: "web", source_url: "https://evil.example/phish" };
  return {
    ...report,
    evidence_provided: true,
    score_samples: 3,
    overall_range: { min: 9, max: 9.5 },
    sources: [{ url: "https://evil.example/phish", title: "Trusted review" }],
    sources_signature: "0".repeat(64),
  };
}

// The process database opens (and migrates) on first use: not inside the first test's time.
beforeAll(async () => {
  await getDb();
});

describe("a saved validation is checked whatever version it claims", () => {
  it("strips invented quotes, bases, confidence, evidence flag, web links and sampled scores from an unversioned report", async () => {
    const client = await subscriber();
    const saved = await saveIv(client, { data: forgedValidation() });
    expect(saved.status).toBe(201);
    const report = saved.body as Record<string, unknown> & {
      scores: Record<string, Factor>;
      competitors: Competitor[];
    };
    expect(report).toMatchObject({ schema_version: REPORT_SCHEMA_VERSION, evidence_provided: false, demo: true });
    for (const factor of Object.values(report.scores)) {
      expect(factor).toMatchObject({ quote: null, basis: "inference" });
      expect(factor.confidence).not.toBe("high");
      expect(factor).not.toHaveProperty("samples");
      expect(factor).not.toHaveProperty("spread");
      expect(factor).not.toHaveProperty("uncertain");
    }
    expect(report).not.toHaveProperty("score_samples");
    expect(report).not.toHaveProperty("overall_range");
    expect(report).not.toHaveProperty("sources");
    expect(report.competitors[0]).toMatchObject({ source: "model", source_url: null });
    expect(JSON.stringify(report)).not.toContain("evil.example");
    // What is stored is a valid report of the current version, and reopens as it was answered.
    expect(validationContent.safeParse(report).success).toBe(true);
    const reopened = await client.call(validationReport, `/api/data/validation-report/${report.id}`, {
      params: { id: String(report.id) },
    });
    expect(reopened.body).toEqual(report);

    // The public share page reads the stored report: nothing of the forgery is left for it to show.
    const shared = await client.call(shareReport, `/api/data/reports/${report.id}/share`, {
      method: "POST",
      params: { id: String(report.id) },
    });
    const token = new URL(String(shared.body.url)).pathname.split("/").pop()!;
    const page = await findSharedReport(await getDb(), token);
    expect(page?.report).toMatchObject({ demo: true });
    expect(JSON.stringify(page)).not.toMatch(/evil\.example|"web"|"evidence"/);
  });

  it("also with schema_version 1, and with the evidence saved beside it: only what the evidence holds survives", async () => {
    const client = await subscriber();
    const data = { ...forgedValidation(), schema_version: 1 };
    data.scores.market_demand = {
      ...data.scores.market_demand!,
      quote: "Our regulars forget their paper cards, so the stamps never add up.",
    };
    const saved = await saveIv(client, { data, evidence: EVIDENCE });
    const scores = saved.body.scores as Record<string, Factor>;
    expect(saved.body).toMatchObject({ schema_version: REPORT_SCHEMA_VERSION, evidence_provided: true });
    expect(scores.market_demand).toMatchObject({
      basis: "evidence",
      quote: "Our regulars forget their paper cards, so the stamps never add up.",
      attribution: "Sam, barista",
    });
    expect(scores.timing).toMatchObject({ basis: "inference", quote: null });
  });

  it("keeps a client's attribution only when the evidence says it", async () => {
    const client = await subscriber();
    const data = demoValidation(IDEA) as unknown as { scores: Record<string, Factor> };
    data.scores.market_demand = {
      ...data.scores.market_demand!,
      basis: "evidence",
      quote: "Most customers pay by phone now",
      attribution: "the Mayor of Leeds",
    };
    const saved = await saveIv(client, { data, evidence: EVIDENCE });
    expect((saved.body.scores as Record<string, Factor>).market_demand).not.toHaveProperty("attribution");
    expect((saved.body.scores as Record<string, Factor>).market_demand).toMatchObject({
      basis: "evidence",
      quote: "Most customers pay by phone now",
    });
  });
});

describe("saved pain points and strategies are checked whatever version they claim", () => {
  it("drops invented quotes and a made-up count from an unversioned report", async () => {
    const client = await subscriber();
    const data = demoPainPoints(IDEA) as unknown as Record<string, unknown> & {
      pain_points: Record<string, unknown>[];
    };
    for (const point of data.pain_points)
      Object.assign(point, {
        quotes: ["We would pay anything for this, said every owner"],
        mentions: 4321,
        basis: "evidence",
      });
    const saved = await savePp(client, { data });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ schema_version: REPORT_SCHEMA_VERSION, evidence_provided: false, demo: true });
    for (const point of saved.body.pain_points as Record<string, unknown>[])
      expect(point).toMatchObject({ quotes: [], mentions: 0, basis: "inference" });
  });

  it("holds a count to the evidence's passages, and keeps the words of a real quote without its quotation marks and speaker", async () => {
    const client = await subscriber();
    const data = demoPainPoints(IDEA) as unknown as Record<string, unknown> & {
      pain_points: Record<string, unknown>[];
    };
    Object.assign(data.pain_points[0]!, {
      quotes: ['"Honestly we pay for a loyalty app we barely use." - owner, Bean There, Leeds'],
      mentions: 4321,
      basis: "evidence",
    });
    const saved = await savePp(client, { data, evidence: EVIDENCE });
    const [first] = saved.body.pain_points as Record<string, unknown>[];
    expect(first).toMatchObject({
      quotes: ["Honestly we pay for a loyalty app we barely use."],
      attributions: ["owner, Bean There, Leeds"],
      mentions: 3,
      basis: "evidence",
    });
    expect(painPointContent.safeParse(saved.body).success).toBe(true);
  });

  it("checks a strategy's customer words of any version", async () => {
    const client = await subscriber();
    const data = {
      ...demoStrategy(IDEA),
      customer_words: ["Best app ever, five stars from everyone"],
      customer_words_attributions: ["The Times"],
    };
    const saved = await save(client, saveStrategy, "/api/data/save-market-strat", { data, evidence: EVIDENCE });
    expect(saved.body).toMatchObject({ schema_version: REPORT_SCHEMA_VERSION, customer_words: [] });
    expect(saved.body).not.toHaveProperty("customer_words_attributions");
  });
});

describe("what only the server can know", () => {
  it("keeps a generated report's demo flag when the client strips it, and its sampled scores only when unchanged", async () => {
    const client = await subscriber();
    // History off: the generation has no id to pin, so the client sends the whole report back.
    await client.call(updateSettings, "/api/data/settings", { method: "PATCH", body: { keep_history: false } });
    const generated = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: IDEA },
    });
    expect(generated.body).toMatchObject({ demo: true, score_samples: 1 });
    expect(generated.body.provenance).toMatch(/^[0-9a-f]{64}$/);

    // Sent back with the idea it was made for, as the app sends it.
    const unchanged = await saveIv(client, { data: generated.body, prompt: IDEA });
    expect(unchanged.body).toMatchObject({ demo: true, score_samples: 1 });

    const stripped = Object.fromEntries(Object.entries(generated.body).filter(([key]) => key !== "demo"));
    const laundered = await saveIv(client, { data: stripped, prompt: IDEA });
    expect(laundered.body).toMatchObject({ demo: true });
    expect(laundered.body).not.toHaveProperty("score_samples");

    // The served copy of a saved report, saved by someone else, was not made for them: a copy without its samples.
    const stranger = await subscriber();
    const copied = await saveIv(stranger, { data: { ...unchanged.body, id: undefined }, prompt: IDEA });
    expect(copied.body).toMatchObject({ demo: true });
    expect(copied.body).not.toHaveProperty("score_samples");
    expect(copied.body.id).not.toBe(unchanged.body.id);
  });

  it("answers a pain-point report of the demo model with quotes that are the quoted words, and who said them apart", async () => {
    const client = await subscriber();
    const generated = await client.call(createReportPost, "/api/data/create-report", {
      method: "POST",
      body: { userPrompt: IDEA, evidence: EVIDENCE },
    });
    const points = (generated.body.data as { pain_points: { quotes: string[]; attributions?: (string | null)[] }[] })
      .pain_points;
    const quotes = points.flatMap((point) => point.quotes);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote).not.toMatch(/^["“”]|["“”]$| - owner|— Sam/);
    const named = points.flatMap((point) => point.attributions ?? []);
    expect(named).toContain("owner, Bean There, Leeds");
    // GET create-report answers the same checked shape.
    const viaGet = await client.call(createReport, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`);
    expect(viaGet.status).toBe(200);
  });
});

describe("requests that answered 500", () => {
  it("refuses a NUL or a lone surrogate in a competitor's source_url, or in a web source, with a 400 and a message", async () => {
    const client = await subscriber();
    for (const url of ["https://evil.example/\u0000", "https://evil.example/\ud800", "\udfff"]) {
      const data = demoValidation(IDEA) as unknown as { competitors: Competitor[] };
      data.competitors[0] = { ...data.competitors[0]!, source: "web", source_url: url };
      const answer = await saveIv(client, { data });
      expect(answer.status, JSON.stringify(url)).toBe(400);
      expect(answer.body.message).toMatch(/not a valid report of this kind \(competitors\.0\.source_url\)/);
    }
    for (const source of [
      { url: "https://example.com/\u0000" },
      { url: "https://example.com/", title: "a\u0000b" },
      { url: "https://example.com/", title: "\ud800" },
    ]) {
      const answer = await saveIv(client, { data: { ...demoValidation(IDEA), sources: [source] } });
      expect(answer.status, JSON.stringify(source)).toBe(400);
      expect(answer.body.message).toMatch(/not a valid report of this kind \(sources\.0\./);
    }
  });

  it("refuses a save whose data nests 5,000 levels in a 10 KB body with a 400", async () => {
    const client = await subscriber();
    const rawBody = `{"data":${"[".repeat(5_000)}${"]".repeat(5_000)}}`;
    const arrays = await client.call(saveValidation, "/api/data/save-validator-report", {
      method: "POST",
      rawBody,
      headers: { "content-type": "application/json" },
    });
    expect(arrays).toMatchObject({
      status: 400,
      body: { message: "The request body is nested too deeply (32 levels at most)." },
    });
    const objects = `{"data":${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}}`;
    const answer = await client.call(savePainPoints, "/api/data/save-pain-point-report", {
      method: "POST",
      rawBody: objects,
      headers: { "content-type": "application/json" },
    });
    expect(answer.status).toBe(400);
  });
});
