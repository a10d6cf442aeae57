import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/data/reports/route";
import { POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { getDb } from "@/db";
import { aiUsage, chatMessages } from "@/db/schema";
import { OUTPUT_BUDGETS, REASONING_ROOM } from "@/lib/ai/budgets";
import { demoPainPoints, demoValidation } from "@/lib/ai/demo/reports";
import { factors } from "@/lib/core/report/factors";
import { forgetEnv } from "@/lib/server/env";
import type { TestClient } from "@/test/api";
import { captureLog } from "@/test/log-capture";
import { OpenAIStandIn, type Reply, type StandInUsage } from "@/test/openai-standin";
import { parseEvents, subscriber } from "./helpers";

/**
 * How a real model's answer can end, each said to the founder in its own words (lib/ai/failures.ts): cut short at the
 * output budget (a second try only where a larger budget can help), refused, stopped by the content filter, or rate
 * limited (the provider's Retry-After honoured). A failed run is not counted against the founder; every call's tokens
 * are recorded with the report they served.
 */
const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const openai = new OpenAIStandIn();
let base = "";
const validation = JSON.stringify(demoValidation(IDEA));
const scores = JSON.stringify({ scores: Object.fromEntries(factors.map(({ key }) => [key, { score: 7 }])) });

const ENV_KEYS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_API", "AI_MODEL", "AI_REASONING", "AI_DAILY_QUOTA"];
const MORE_KEYS = [
  "AI_DAILY_TOKENS",
  "AI_MAX_OUTPUT_TOKENS",
  "AI_SCORE_SAMPLES",
  "AI_STRUCTURED_OUTPUT",
  "AI_WEB_SEARCH",
];

beforeAll(async () => {
  base = await openai.start();
});
afterAll(async () => {
  await openai.stop();
  for (const key of [...ENV_KEYS, ...MORE_KEYS]) delete process.env[key];
  forgetEnv();
});
beforeEach(() => {
  openai.reset();
  for (const key of [...ENV_KEYS, ...MORE_KEYS]) delete process.env[key];
  use("chat");
});

function use(api: "chat" | "responses", more: Record<string, string> = {}) {
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-standin",
    OPENAI_BASE_URL: base,
    OPENAI_API: api,
    AI_MODEL: "gpt-4.1-mini",
    AI_TIMEOUT_MS: "8000",
    AI_SCORE_SAMPLES: "1",
    ...more,
  });
  forgetEnv();
}

/** A reply on the API in use: chat completions' content, or a Responses answer. */
const answer = (content: string, extra: Partial<Extract<Reply, { kind: "content" }>> = {}): Reply =>
  process.env.OPENAI_API === "responses"
    ? {
        kind: "response",
        content,
        ...(extra.ending ? { ending: extra.ending } : {}),
        ...(extra.refusal !== undefined ? { refusal: extra.refusal } : {}),
        ...(extra.usage ? { usage: extra.usage } : {}),
      }
    : { kind: "content", content, ...extra };

const validate = (client: TestClient, stream = false) =>
  client.call(generate, "/api/data/reports", {
    method: "POST",
    body: { kind: "iv", prompt: IDEA },
    headers: stream ? { accept: "text/event-stream" } : {},
  });

const budgetOf = (request: Record<string, unknown>) =>
  Number(request.max_tokens ?? request.max_completion_tokens ?? request.max_output_tokens);

const CUT_SHORT =
  "The idea validation was cut short before it was finished. Try again; a shorter idea or less evidence helps if it happens again.";
const REFUSED = "The AI declined to write this idea validation. Reword the idea (and any evidence) and try again.";
const FILTERED =
  "The AI provider's content filter stopped this idea validation. Reword anything that could read as harmful and try again.";

describe.each(["chat", "responses"] as const)("how an answer ends, on the %s API", (api) => {
  beforeEach(() => use(api, { AI_DAILY_QUOTA: "1" }));

  it("cut short on a model that does not reason: said in words, no second try, and not counted", async () => {
    const logs = captureLog();
    openai.reply(answer(validation.slice(0, 900), { ending: "length" }));
    const client = await subscriber();
    const response = await validate(client);
    expect(response.status).toBe(502);
    expect(response.body.message).toBe(CUT_SHORT);
    // Its whole budget was given and it still ran past: a second try would only cost again.
    expect(openai.requests).toHaveLength(1);
    logs.stop();
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ kind: "iv", model: "gpt-4.1-mini", ending: "cut-short", budget: OUTPUT_BUDGETS.iv }),
    );
    // The quota is one report a day: the failed run gave its count back.
    openai.reply(answer(validation));
    expect((await validate(client)).status).toBe(200);
  });

  it("cut short on a reasoning model: one second try with twice the budget", async () => {
    use(api, { AI_MODEL: "o4-mini" });
    openai.reply(answer("", { ending: "length", usage: { input: 900, output: 14_000, reasoning: 14_000 } }));
    openai.reply(answer(validation));
    const response = await validate(await subscriber());
    expect(response.status).toBe(200);
    const [first, second] = openai.requests.map(budgetOf);
    expect(first).toBe(OUTPUT_BUDGETS.iv + REASONING_ROOM);
    expect(second).toBe(2 * first!);
    // OpenAI's reasoning models are asked to keep their reasoning short... but only OpenAI's own servers take that.
    expect(JSON.stringify(openai.requests[0])).not.toContain("reasoning_effort");
  });

  it("refused: its own message, no retry", async () => {
    openai.reply(answer("", { refusal: "I can't help with that." }));
    const response = await validate(await subscriber());
    expect(response).toMatchObject({ status: 422, body: { message: REFUSED } });
    expect(openai.requests).toHaveLength(1);
  });

  it("stopped by the content filter: its own message, no retry", async () => {
    openai.reply(answer('{"title": "', { ending: "content_filter" }));
    const response = await validate(await subscriber());
    expect(response).toMatchObject({ status: 422, body: { message: FILTERED } });
    expect(openai.requests).toHaveLength(1);
  });

  it("streamed: the same messages end the stream, and the founder's count is given back", async () => {
    const client = await subscriber();
    openai.reply(answer(validation.slice(0, 2_000), { ending: "length" }));
    expect(parseEvents((await validate(client, true)).text).at(-1)).toEqual({
      event: "error",
      data: { message: CUT_SHORT },
    });
    openai.reply(answer("", { refusal: "No." }));
    expect(parseEvents((await validate(client, true)).text).at(-1)).toEqual({
      event: "error",
      data: { message: REFUSED },
    });
  });
});

describe("failures given back", () => {
  it("at most the day's quota of them: failures a founder can provoke cannot be repeated without end", async () => {
    use("chat", { AI_DAILY_QUOTA: "1" });
    const client = await subscriber();
    openai.reply(answer("", { refusal: "No." }), answer("", { refusal: "No." }));
    expect((await validate(client)).status).toBe(422);
    // The first was given back; the second is one more than the quota's worth of free failures, so it counts.
    expect((await validate(client)).status).toBe(422);
    const refused = await validate(client);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("You have used today's 1 reports. The limit resets at midnight UTC.");
  });
});

describe("a provider's rate limit", () => {
  it("waits the Retry-After it sends, then succeeds", async () => {
    openai.reply({ kind: "status", status: 429, message: "Rate limit reached", retryAfter: "1" }, answer(validation));
    const started = Date.now();
    const response = await validate(await subscriber());
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(openai.requests).toHaveLength(2);
  });

  it("still limited after the retry: 503 with when to try again, and nothing counted", async () => {
    use("chat", { AI_DAILY_QUOTA: "1" });
    openai.fallback = { kind: "status", status: 429, message: "Rate limit reached", retryAfter: "1" };
    const client = await subscriber();
    const response = await validate(client);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(response.body.message).toBe(
      "The AI provider is busy right now. Nothing was counted against your reports: try again in 1 second.",
    );
    openai.fallback = answer(validation);
    expect((await validate(client)).status).toBe(200);
  });
});

describe("a slow first token", () => {
  it("still streams the report when the first token comes late but within the time limit", async () => {
    openai.reply({
      kind: "content",
      content: JSON.stringify(demoPainPoints(IDEA)),
      firstTokenDelayMs: 1_500,
      chunkDelayMs: 15,
    });
    const client = await subscriber();
    const response = await client.call(generate, "/api/data/reports", {
      method: "POST",
      body: { kind: "pp", prompt: IDEA },
      headers: { accept: "text/event-stream" },
    });
    const events = parseEvents(response.text);
    expect(events.filter((event) => event.event === "partial").length).toBeGreaterThan(1);
    expect(events.at(-1)!.event).toBe("done");
  });
});

describe("usage", () => {
  const usage: StandInUsage = { input: 1_200, cached: 1_000, output: 2_100, reasoning: 0 };

  it("records every call's tokens with the report it served; a failed run's are kept but marked", async () => {
    use("chat", { AI_SCORE_SAMPLES: "3" });
    openai.respond = (request) =>
      JSON.stringify(request.response_format).includes("factor_scores")
        ? { kind: "content", content: scores, usage: { input: 1_100, output: 60 } }
        : undefined;
    openai.reply(answer(validation, { usage }));
    const client = await subscriber();
    const made = await validate(client);
    expect(made.status).toBe(200);
    const db = await getDb();
    const rows = await db
      .select()
      .from(aiUsage)
      .where(eq(aiUsage.reportId, String(made.body.id)));
    expect(rows.map((row) => row.step).sort()).toEqual(["report", "scores", "scores"]);
    expect(rows.find((row) => row.step === "report")).toMatchObject({
      kind: "iv",
      model: "gpt-4.1-mini",
      inputTokens: 1_200,
      cachedInputTokens: 1_000,
      outputTokens: 2_100,
      failed: false,
    });

    openai.reply(answer("", { refusal: "No.", usage: { input: 1_200, output: 3 } }));
    expect((await validate(client)).status).toBe(422);
    const userId = rows[0]!.userId!;
    const failed = await db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), eq(aiUsage.failed, true)));
    expect(failed.map((row) => [row.step, row.inputTokens, row.reportId])).toContainEqual(["report", 1_200, null]);
  });

  it("records a chat answer's tokens with the message it made", async () => {
    const client = await subscriber();
    openai.reply(answer(validation));
    const made = await validate(client);
    openai.reply(answer("Test the lockers first [report].", { usage: { input: 3_000, cached: 2_500, output: 40 } }));
    const id = String(made.body.id);
    const asked = await client.call(ask, `/api/data/reports/${id}/chat`, {
      method: "POST",
      body: { message: { role: "user", parts: [{ type: "text", text: "What first?" }] } },
      params: { id },
    });
    expect(asked.status).toBe(200);
    const db = await getDb();
    const [stored] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.reportId, id), eq(chatMessages.role, "assistant")));
    const rows = await db.select().from(aiUsage).where(eq(aiUsage.messageId, stored!.id));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: "chat",
        step: "answer",
        inputTokens: 3_000,
        cachedInputTokens: 2_500,
        outputTokens: 40,
      }),
    ]);
  });

  it("AI_DAILY_TOKENS: a finished run releases what it held for itself, so the next one counts only what was spent", async () => {
    // A validation holds about 14,000 tokens while it runs; it spends 3,100.
    use("chat", { AI_DAILY_TOKENS: "15000" });
    const client = await subscriber();
    openai.fallback = answer(validation, { usage: { input: 1_000, output: 2_100 } });
    expect((await validate(client)).status).toBe(200);
    expect((await validate(client, true)).text).toMatch(/event: done/);
    expect((await validate(client)).status).toBe(200);
  });

  it("AI_DAILY_TOKENS: once a founder's tokens today reach it, the same 429 as the report count", async () => {
    use("chat", { AI_DAILY_TOKENS: "3000" });
    const client = await subscriber();
    openai.reply(answer(validation, { usage: { input: 1_000, output: 2_100 } }));
    const made = await validate(client);
    expect(made.status).toBe(200);
    const refused = await validate(client);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("You have used today's AI allowance (3,000 tokens). It resets at midnight UTC.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Questions share the budget.
    const asked = await client.call(ask, `/api/data/reports/${String(made.body.id)}/chat`, {
      method: "POST",
      body: { message: { role: "user", parts: [{ type: "text", text: "And now?" }] } },
      params: { id: String(made.body.id) },
    });
    expect(asked.status).toBe(429);
    expect(asked.body.message).toBe(refused.body.message);
    // Another founder is not held to it.
    openai.reply(answer(validation));
    expect((await validate(await subscriber())).status).toBe(200);
  });
});
