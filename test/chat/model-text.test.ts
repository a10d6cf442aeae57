import { renderToStaticMarkup } from "react-dom/server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import SharedReportPage from "@/app/share/[token]/page";
import { GET as readChat, POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { POST as acceptRescore } from "@/app/api/data/reports/[id]/chat/rescore/[messageId]/route";
import { GET as exportReport } from "@/app/api/data/reports/[id]/export/route";
import { POST as share } from "@/app/api/data/reports/[id]/share/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { chatMessages, reports } from "@/db/schema";
import { ANSWER_MAX_CHARS } from "@/lib/core/chat/limits";
import { forgetEnv } from "@/lib/server/env";
import { errorFacts } from "@/lib/server/log";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { captureLog } from "@/test/log-capture";
import { OpenAIStandIn } from "@/test/openai-standin";
import { CAFE_EVIDENCE, CAFE_IDEA } from "./fixtures";

/**
 * What a real model may write that the demo never did (issue 35, section 4): answers far past their token cap, and
 * text with control characters, NULs and unpaired surrogates, in answers and in tool calls.
 */

type Chunk = { type: string; delta?: string; [key: string]: unknown };
type Part = { type: string; text?: string; state?: string; output?: Record<string, unknown> };

const openai = new OpenAIStandIn();
beforeAll(async () => {
  const url = await openai.start();
  Object.assign(process.env, { AI_TIMEOUT_MS: "10000", AI_SCORE_SAMPLES: "1", OPENAI_BASE_URL: url });
});
afterAll(async () => {
  await openai.stop();
  for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "AI_MODEL"]) delete process.env[key];
  forgetEnv();
});
beforeEach(() => openai.reset());

const chunksOf = (text: string): Chunk[] =>
  text
    .split("\n\n")
    .map((event) => /^data: (.*)$/m.exec(event)?.[1])
    .filter((data): data is string => Boolean(data) && data !== "[DONE]")
    .map((data) => JSON.parse(data) as Chunk);
const streamedText = (chunks: Chunk[]) =>
  chunks
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => chunk.delta)
    .join("");

/** A validation by the demo model, then the stand-in plays the model of its conversation. */
async function validation(client: TestClient): Promise<string> {
  delete process.env.OPENAI_API_KEY;
  forgetEnv();
  const made = await client.call(validateIdea, "/api/data/validate-idea", {
    method: "POST",
    body: { userPrompt: CAFE_IDEA, evidence: CAFE_EVIDENCE },
  });
  expect(made.status).toBe(200);
  Object.assign(process.env, { OPENAI_API_KEY: "sk-standin", AI_MODEL: "standin-model" });
  forgetEnv();
  return (made.body as { id: string }).id;
}

async function askAbout(client: TestClient, id: string, text: string) {
  const answer = await client.call(ask, `/api/data/reports/${id}/chat`, {
    method: "POST",
    body: { message: { role: "user", parts: [{ type: "text", text }] } },
    params: { id },
  });
  expect(answer.status).toBe(200);
  return chunksOf(answer.text);
}

async function storedAnswer(client: TestClient, id: string) {
  const read = await client.call(readChat, `/api/data/reports/${id}/chat`, { params: { id } });
  const messages = (read.body.messages ?? []) as { id: string; role: string; parts: Part[] }[];
  return messages.find((message) => message.role === "assistant");
}

const textPart = (parts: Part[] | undefined) => parts?.find((part) => part.type === "text")?.text ?? "";

async function sharePage(client: TestClient, id: string): Promise<string> {
  const made = await client.call(share, `/api/data/reports/${id}/share`, {
    method: "POST",
    params: { id },
    body: { include_conversation: true },
  });
  const token = new URL(made.body.url as string).pathname.replace("/share/", "");
  return renderToStaticMarkup(await SharedReportPage({ params: Promise.resolve({ token }) }));
}

describe("an answer far past its token cap", () => {
  it("streams and stores ANSWER_MAX_CHARS at most, stops reading the model there, and ends as a normal answer", async () => {
    const client = await subscriber();
    const id = await validation(client);
    const line = "Order oat milk on Thursdays, and count what is left on Friday night before you close. ";
    const huge = line.repeat(Math.ceil(2_000_000 / line.length));
    // 2 MB in 250 chunks 5 ms apart: read whole, it would take more than a second.
    openai.reply({ kind: "content", content: huge, chunkSize: 8_000, chunkDelayMs: 5 });
    const started = performance.now();
    const chunks = await askAbout(client, id, "How do I stop running out?");
    expect(performance.now() - started).toBeLessThan(1_000);
    const streamed = streamedText(chunks);
    expect(streamed.length).toBe(ANSWER_MAX_CHARS);
    expect(huge.startsWith(streamed)).toBe(true);
    expect(chunks.at(-1)?.type).toBe("finish");
    expect(chunks.some((chunk) => chunk.type === "error")).toBe(false);

    const stored = textPart((await storedAnswer(client, id))?.parts);
    expect(stored.length).toBeLessThanOrEqual(ANSWER_MAX_CHARS);
    expect(streamed.startsWith(stored.slice(0, -1))).toBe(true);
  });

  it("an answer stored before the cap is drawn cut, on the thread, the share page and the Markdown export", async () => {
    const client = await subscriber();
    const id = await validation(client);
    const db = await getDb();
    const [row] = await db
      .select({ userId: reports.userId, ideaId: reports.ideaId })
      .from(reports)
      .where(sql`${reports.id} = ${id}`);
    const huge = "Count the milk every night. ".repeat(80_000);
    await db.insert(chatMessages).values([
      { ideaId: row!.ideaId, reportId: id, userId: row!.userId, role: "user", parts: [{ type: "text", text: "How?" }] },
      {
        ideaId: row!.ideaId,
        reportId: id,
        userId: row!.userId,
        role: "assistant",
        parts: [{ type: "text", text: huge }],
      },
    ]);
    expect(textPart((await storedAnswer(client, id))?.parts).length).toBeLessThanOrEqual(ANSWER_MAX_CHARS);
    const page = await sharePage(client, id);
    expect(page.length).toBeLessThan(300_000);
    const markdown = await client.call(exportReport, `/api/data/reports/${id}/export?format=md&conversation=1`, {
      params: { id },
    });
    expect(markdown.status).toBe(200);
    expect(markdown.text.length).toBeLessThan(100_000);
  });
});

describe("model text that our own checks refuse", () => {
  it("an answer with a NUL and an unpaired surrogate is stored cleaned, and the log carries no text of it", async () => {
    const client = await subscriber();
    const id = await validation(client);
    const answer = "Reorder oat milk on Thursday\u0000 nights before the rush \ud800 and keep a spare crate.";
    openai.reply({ kind: "content", content: answer, chunkSize: 16 });
    const log = captureLog();
    onTestFinished(() => log.stop());
    await askAbout(client, id, "When should I reorder?");
    const stored = await storedAnswer(client, id);
    expect(textPart(stored?.parts)).toBe(
      "Reorder oat milk on Thursday nights before the rush \ufffd and keep a spare crate.",
    );
    expect(log.raw.join("\n")).not.toMatch(/Thursday|spare crate/);
    expect(log.lines().filter((line) => line.level === "error" || line.level === "warn")).toEqual([]);
  });

  it("a rescore reason with control characters is refused by the tool's schema: never a card to accept, never a 500", async () => {
    const client = await subscriber();
    const id = await validation(client);
    openai.reply(
      {
        kind: "tool-call",
        name: "propose_rescore",
        arguments: JSON.stringify({
          factor: "competition",
          score: 8,
          reason: "They pay\u0007 already.",
          basis: "evidence",
        }),
      },
      { kind: "content", content: "I could not propose that rescore." },
    );
    await askAbout(client, id, "Rescore competition.");
    const stored = await storedAnswer(client, id);
    expect(
      stored?.parts.some((part) => part.type === "tool-propose_rescore" && part.state === "output-available"),
    ).toBe(false);
    const accepted = await client.call(acceptRescore, `/api/data/reports/${id}/chat/rescore/${stored!.id}`, {
      method: "POST",
      params: { id, messageId: stored!.id },
    });
    expect(accepted).toMatchObject({ status: 400, body: { message: "This answer proposes no rescore." } });
  });

  it("a clean rescore reason from the model is accepted as a new version", async () => {
    const client = await subscriber();
    const id = await validation(client);
    openai.reply(
      {
        kind: "tool-call",
        name: "propose_rescore",
        arguments: JSON.stringify({
          factor: "competition",
          score: 8,
          reason: "Few apps serve cafes.",
          basis: "evidence",
        }),
      },
      { kind: "content", content: "Proposed." },
    );
    await askAbout(client, id, "Rescore competition.");
    const stored = await storedAnswer(client, id);
    const accepted = await client.call(acceptRescore, `/api/data/reports/${id}/chat/rescore/${stored!.id}`, {
      method: "POST",
      params: { id, messageId: stored!.id },
    });
    expect(accepted.status).toBe(201);
    expect((accepted.body as { scores: Record<string, { reason: string }> }).scores.competition!.reason).toBe(
      "Few apps serve cafes.",
    );
  });

  it("a proposal stored before the tool's text rules is accepted with its reason cleaned, not a 500", async () => {
    const client = await subscriber();
    const id = await validation(client);
    const db = await getDb();
    const [row] = await db
      .select({ userId: reports.userId, ideaId: reports.ideaId })
      .from(reports)
      .where(sql`${reports.id} = ${id}`);
    const proposal = { factor: "competition", score: 8, reason: "They pay\u0007 already.", basis: "evidence" } as const;
    const [message] = await db
      .insert(chatMessages)
      .values({
        ideaId: row!.ideaId,
        reportId: id,
        userId: row!.userId,
        role: "assistant",
        parts: [
          {
            type: "tool-propose_rescore",
            toolCallId: "call-old",
            state: "output-available",
            input: proposal,
            output: { ...proposal, label: "Low competition", old_score: 5 },
          },
        ],
      })
      .returning();
    const accepted = await client.call(acceptRescore, `/api/data/reports/${id}/chat/rescore/${message!.id}`, {
      method: "POST",
      params: { id, messageId: message!.id },
    });
    expect(accepted.status).toBe(201);
    expect((accepted.body as { scores: Record<string, { reason: string }> }).scores.competition!.reason).toBe(
      "They pay already.",
    );
  });

  it("a failed query's error is logged by its name and code, never its text", async () => {
    const db = await getDb();
    const secret = "Maria said the oat milk runs out";
    const error: unknown = await db.execute(sql`select ${secret}::int`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    const facts = errorFacts(error);
    expect(facts.errorCode).toBe("22P02");
    expect(JSON.stringify(facts)).not.toContain("Maria");
  });
});
