import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/data/reports/route";
import { getDb } from "@/db";
import { aiUsage } from "@/db/schema";
import { demoValidation } from "@/lib/ai/demo/reports";
import { settleBackgroundWork } from "@/lib/server/background";
import { forgetEnv } from "@/lib/server/env";
import { factors } from "@/lib/core/report/factors";
import type { TestClient } from "@/test/api";
import { OpenAIStandIn } from "@/test/openai-standin";
import { parseEvents, subscriber } from "@/test/ai/helpers";

const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const validation = JSON.stringify(demoValidation(IDEA));
const openai = new OpenAIStandIn();
const KEYS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_API", "AI_MODEL", "AI_TIMEOUT_MS", "AI_SCORE_SAMPLES"];
const MORE = ["AI_DAILY_TOKENS", "AI_DAILY_QUOTA"];

beforeAll(async () => {
  const base = await openai.start();
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-standin",
    OPENAI_BASE_URL: base,
    OPENAI_API: "chat",
    AI_MODEL: "gpt-4.1-mini",
    AI_TIMEOUT_MS: "8000",
    AI_SCORE_SAMPLES: "1",
  });
  forgetEnv();
});
afterAll(async () => {
  await openai.stop();
  for (const key of [...KEYS, ...MORE]) delete process.env[key];
  forgetEnv();
});
beforeEach(() => {
  openai.reset();
  for (const key of MORE) delete process.env[key];
  process.env.AI_SCORE_SAMPLES = "1";
  forgetEnv();
});

const validate = (client: TestClient, stream: boolean) =>
  client.call(generate, "/api/data/reports", {
    method: "POST",
    body: { kind: "iv", prompt: IDEA },
    headers: stream ? { accept: "text/event-stream" } : {},
  });

/** The settling of a streamed run happens after the response: wait until it has written its rows. */
async function rowsOf(reportId: string, expected: number) {
  const db = await getDb();
  for (let i = 0; i < 50; i++) {
    const rows = await db.select().from(aiUsage).where(eq(aiUsage.reportId, reportId));
    if (rows.length >= expected) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return db.select().from(aiUsage).where(eq(aiUsage.reportId, reportId));
}

describe("a streamed report's usage", () => {
  it("records the streamed call's tokens with the report it made", async () => {
    openai.reply({ kind: "content", content: validation, usage: { input: 1_234, output: 2_345 } });
    const client = await subscriber();
    const events = parseEvents((await validate(client, true)).text);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const rows = await rowsOf(String(done.data.id), 1);
    expect(rows.map((row) => [row.step, row.inputTokens, row.outputTokens])).toEqual([["report", 1_234, 2_345]]);
  });

  it("counts a streamed report's tokens against AI_DAILY_TOKENS", async () => {
    process.env.AI_DAILY_TOKENS = "3000";
    forgetEnv();
    const client = await subscriber();
    openai.reply({ kind: "content", content: validation, usage: { input: 1_000, output: 2_100 } });
    const events = parseEvents((await validate(client, true)).text);
    expect(events.at(-1)!.event).toBe("done");
    await rowsOf(String(events.at(-1)!.data.id), 1);
    openai.reply({ kind: "content", content: validation });
    expect((await validate(client, true)).status).toBe(429);
  });
});

describe("a failed validation's scoring runs", () => {
  const scores = JSON.stringify({ scores: Object.fromEntries(factors.map(({ key }) => [key, { score: 7 }])) });

  it.each([false, true])("are recorded with it, marked failed (streamed: %s)", async (stream) => {
    process.env.AI_SCORE_SAMPLES = "3";
    forgetEnv();
    openai.respond = (request) =>
      JSON.stringify(request.response_format).includes("factor_scores")
        ? { kind: "content", content: scores, usage: { input: 1_100, output: 60 }, firstTokenDelayMs: 400 }
        : { kind: "content", content: "", refusal: "No.", usage: { input: 1_200, output: 3 } };
    const client = await subscriber();
    const response = await validate(client, stream);
    if (!stream) expect(response.status).toBe(422);
    await settleBackgroundWork();
    // Wait past the scoring runs' answers: whatever records them has had its chance.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const db = await getDb();
    const [{ userId }] = await db
      .select({ userId: aiUsage.userId })
      .from(aiUsage)
      .where(and(eq(aiUsage.step, "report"), eq(aiUsage.inputTokens, 1_200)))
      .orderBy(desc(aiUsage.createdAt))
      .limit(1)
      .then((rows) => rows as [{ userId: string }]);
    const rows = await db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
    expect(rows.map((row) => [row.step, row.inputTokens, row.failed]).sort()).toEqual([
      ["report", 1_200, true],
      ["scores", 1_100, true],
      ["scores", 1_100, true],
    ]);
  });
});
