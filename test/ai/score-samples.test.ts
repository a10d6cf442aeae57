import { like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { rateLimits } from "@/db/schema";
import { demoValidation } from "@/lib/ai/demo/reports";
import { factors } from "@/lib/core/report/factors";
import { validationReport } from "@/lib/core/report/schemas";
import { OpenAIStandIn } from "@/test/openai-standin";
import { parseEvents, subscriber } from "./helpers";

const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const openai = new OpenAIStandIn();

beforeAll(async () => {
  const base = await openai.start();
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-standin",
    OPENAI_BASE_URL: base,
    AI_MODEL: "standin-model",
    AI_TIMEOUT_MS: "5000",
    AI_SCORE_SAMPLES: "3",
  });
});
afterAll(() => openai.stop());
beforeEach(() => openai.reset());

const schemaName = (request: Record<string, unknown>) =>
  (request.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ?? "";

/** A provider whose three runs score every factor differently: the main report, then two scores-only runs. */
function threeRuns(main: number[], extra: number[][]) {
  const report = demoValidation(IDEA);
  factors.forEach(({ key }, index) => (report.scores[key].score = main[index]!));
  let run = 0;
  openai.respond = (request) => {
    if (schemaName(request) === "factor_scores") {
      const scores = extra[run++ % extra.length]!;
      return {
        kind: "content",
        content: JSON.stringify({
          scores: Object.fromEntries(factors.map(({ key }, index) => [key, { score: scores[index] }])),
        }),
      };
    }
    return { kind: "content", content: JSON.stringify(report), chunkSize: 200 };
  };
}

const MAIN = [6, 4, 5, 7, 6, 5, 6, 5];
const SECOND = [6, 7, 5, 7, 5, 5, 6, 5];
const THIRD = [7, 3, 5, 7, 7, 5, 6, 5];

describe("scores from several runs", () => {
  it("shows each factor's median, its spread and an uncertain flag where the runs disagree by 2 or more", async () => {
    threeRuns(MAIN, [SECOND, THIRD]);
    const client = await subscriber();
    const before = openai.requests.length;
    const response = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: IDEA },
    });
    expect(response.status).toBe(200);
    const report = validationReport.parse(response.body);

    expect(openai.requests.length - before).toBe(3);
    expect(report.score_samples).toBe(3);
    expect(report.scores.market_demand).toMatchObject({ score: 6, samples: [6, 6, 7], spread: 1, uncertain: false });
    expect(report.scores.competition).toMatchObject({ score: 4, samples: [4, 7, 3], spread: 4, uncertain: true });
    expect(report.scores.feasibility).toMatchObject({ score: 7, spread: 0, uncertain: false });
    // The overall is the mean of the medians; its range spans the three runs' own overalls.
    const medians = factors.map(({ key }) => report.scores[key].score);
    expect(report.overall_score).toBe(Math.round((medians.reduce((a, b) => a + b, 0) / medians.length) * 10) / 10);
    expect(report.overall_range).toEqual({ min: 5.5, max: 5.8 });
  });

  it("counts one generation against the daily quota, however many runs it takes", async () => {
    threeRuns(MAIN, [SECOND, THIRD]);
    const client = await subscriber();
    await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: IDEA } });
    // Every subscriber in this file is new and generated once: each daily counter must read exactly 1.
    const counters = await (await getDb()).select().from(rateLimits).where(like(rateLimits.key, "ai:%"));
    expect(counters.length).toBeGreaterThan(0);
    expect(counters.map((row) => row.count)).toEqual(counters.map(() => 1));
  });

  it("streams as before and ends with the sampled scores", async () => {
    threeRuns(MAIN, [SECOND, THIRD]);
    const client = await subscriber();
    const response = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: IDEA },
      headers: { accept: "text/event-stream" },
    });
    const done = parseEvents(response.text).at(-1)!;
    expect(done.event).toBe("done");
    expect(validationReport.parse(done.data).scores.competition).toMatchObject({ score: 4, uncertain: true });
  });

  it("leaves out a scoring run that fails, and still answers", async () => {
    const report = demoValidation(IDEA);
    openai.respond = (request) =>
      schemaName(request) === "factor_scores"
        ? { kind: "status", status: 500, message: "down" }
        : { kind: "content", content: JSON.stringify(report) };
    const client = await subscriber();
    const response = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: IDEA },
    });
    expect(response.status).toBe(200);
    expect(validationReport.parse(response.body).score_samples).toBe(1);
  });
});
