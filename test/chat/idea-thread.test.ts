import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as clearChat, POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { POST as acceptRescore } from "@/app/api/data/reports/[id]/chat/rescore/[messageId]/route";
import { GET as exportReport } from "@/app/api/data/reports/[id]/export/route";
import { POST as share } from "@/app/api/data/reports/[id]/share/route";
import { DELETE as deleteReport } from "@/app/api/data/reports/[id]/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { chatMessages } from "@/db/schema";
import type { ServedMessage } from "@/lib/core/api/chat";
import { forgetEnv } from "@/lib/server/env";
import { findSharedReport } from "@/lib/server/reports/share";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { OpenAIStandIn } from "@/test/openai-standin";
import { CAFE_EVIDENCE, CAFE_IDEA } from "./fixtures";

/**
 * One conversation per idea (issue 36): each message notes the version it was about, an accepted rescore keeps the
 * thread (version 2 shows version 1's messages marked "about version 1"), any version shares and exports it, and the
 * 100-message limit and the same-id retry rule hold per idea, whichever version a question is asked from.
 */

const openai = new OpenAIStandIn();
let standInUrl = "";
beforeAll(async () => {
  standInUrl = await openai.start();
  Object.assign(process.env, { AI_TIMEOUT_MS: "5000", AI_SCORE_SAMPLES: "1" });
});
afterAll(async () => {
  await openai.stop();
  forgetEnv();
});
beforeEach(() => {
  openai.reset();
  for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "AI_MODEL"]) delete process.env[key];
  forgetEnv();
});

type Made = { id: string; idea_id: string; version: number };

const question = (text: string, id?: string) => ({
  message: { ...(id ? { id } : {}), role: "user", parts: [{ type: "text", text }] },
});
const askAbout = (client: TestClient, id: string, body: unknown) =>
  client.call(ask, `/api/data/reports/${id}/chat`, { method: "POST", body, params: { id } });
async function thread(client: TestClient, id: string) {
  const answer = await client.callNamed("readConversation", { params: { id } });
  return answer.body.messages;
}
const textOf = (message: ServedMessage) =>
  message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");

async function validation(client: TestClient): Promise<Made> {
  const answer = await client.call(validateIdea, "/api/data/validate-idea", {
    method: "POST",
    body: { userPrompt: CAFE_IDEA, evidence: CAFE_EVIDENCE },
  });
  expect(answer.status).toBe(200);
  return answer.body as Made;
}

/** Version 1 with a rescore proposed and accepted (the demo model proposes one), so version 2 exists. */
async function rescored(client: TestClient): Promise<{ v1: Made; v2: Made }> {
  const v1 = await validation(client);
  expect(
    (await askAbout(client, v1.id, question("I disagree: Low competition should be higher, rescore it."))).status,
  ).toBe(200);
  const [, proposal] = await thread(client, v1.id);
  const accepted = await client.callNamed("rescore", { params: { id: v1.id, messageId: proposal!.id } });
  expect(accepted.status).toBe(201);
  return { v1, v2: accepted.body };
}

describe("one conversation per idea", () => {
  it("an accepted rescore keeps the thread: the new version shows it, marked with the version each message was about", async () => {
    const client = await subscriber();
    const { v1, v2 } = await rescored(client);
    expect(v2.version).toBe(2);

    const before = await thread(client, v2.id);
    expect(before).toHaveLength(2);
    expect(before.map((message) => message.metadata.about)).toEqual([
      { report_id: v1.id, kind: "iv", version: 1 },
      { report_id: v1.id, kind: "iv", version: 1 },
    ]);

    // A question on version 2 joins the same thread, about version 2; the model reads the old turns marked so.
    Object.assign(process.env, {
      OPENAI_API_KEY: "sk-standin",
      OPENAI_BASE_URL: standInUrl,
      AI_MODEL: "standin-model",
    });
    forgetEnv();
    openai.reply({ kind: "content", content: "[report] The new score stands." });
    expect((await askAbout(client, v2.id, question("Does the new score change the verdict?"))).status).toBe(200);
    const sent = JSON.stringify(openai.requests.at(-1));
    expect(sent).toContain("(About version 1.)\\nI disagree");
    expect(sent).not.toContain("(About version 2.)");

    const after = await thread(client, v1.id);
    expect(after).toHaveLength(4);
    expect(after.slice(2).map((message) => message.metadata.about?.version)).toEqual([2, 2]);
    expect(await thread(client, v2.id)).toEqual(after);
  });

  it("any version shares and exports the whole thread, a message about another version marked", async () => {
    const client = await subscriber();
    const { v1, v2 } = await rescored(client);
    expect((await askAbout(client, v2.id, question("What should I test next?"))).status).toBe(200);

    for (const [shown, other] of [
      [v1, 2],
      [v2, 1],
    ] as const) {
      const link = await client.call(share, "/x", {
        method: "POST",
        params: { id: shown.id },
        body: { include_conversation: true },
      });
      expect(link.status).toBe(201);
      const token = new URL(link.body.url as string).pathname.replace("/share/", "");
      const messages = (await findSharedReport(await getDb(), token))!.conversation!.messages;
      expect(messages).toHaveLength(4);
      const notes = messages.map((message) => message.note ?? null);
      expect(notes).toEqual(
        shown === v1
          ? [null, null, `about version ${other}`, `about version ${other}`]
          : [`about version ${other}`, `about version ${other}`, null, null],
      );
      // The other version's id stays private.
      expect(JSON.stringify(messages)).not.toContain(shown === v1 ? v2.id : v1.id);

      const markdown = await client.call(
        exportReport,
        `/api/data/reports/${shown.id}/export?format=md&conversation=1`,
        {
          params: { id: shown.id },
        },
      );
      expect(markdown.status).toBe(200);
      expect(markdown.text).toContain("What should I test next?");
      expect(markdown.text).toContain("I disagree: Low competition should be higher, rescore it.");
      expect(markdown.text).toContain(`Asked about version ${other}.`);
    }
  });

  it("a proposal is accepted only from the version it was about", async () => {
    const client = await subscriber();
    const v1 = await validation(client);
    await askAbout(client, v1.id, question("I disagree: Low competition should be higher, rescore it."));
    await askAbout(client, v1.id, question("I disagree: Market demand should be higher, rescore it."));
    const [, first, , second] = await thread(client, v1.id);
    const v2 = (await client.call(acceptRescore, "/x", { method: "POST", params: { id: v1.id, messageId: first!.id } }))
      .body as Made;
    const elsewhere = await client.call(acceptRescore, "/x", {
      method: "POST",
      params: { id: v2.id, messageId: second!.id },
    });
    expect(elsewhere).toMatchObject({
      status: 409,
      body: { message: "This proposal was about another version. Open that version to accept it." },
    });
  });

  it("the 100-message limit and the same-id retry count the idea's thread, whichever version asks", async () => {
    const client = await subscriber();
    const { v1, v2 } = await rescored(client);
    const db = await getDb();
    const userId = (await db.query.reports.findFirst({ where: (r, { eq: is }) => is(r.id, v1.id) }))!.userId;

    // A question stored on version 1 and retried from version 2 with its id is answered, not stored twice.
    await db.insert(chatMessages).values({
      ideaId: v1.idea_id,
      reportId: v1.id,
      userId,
      role: "user",
      clientId: "q-retry",
      parts: [{ type: "text", text: "Is the price right?" }],
    });
    expect((await askAbout(client, v2.id, question("Is the price right?", "q-retry"))).status).toBe(200);
    const messages = await thread(client, v2.id);
    expect(messages.filter((message) => textOf(message) === "Is the price right?")).toHaveLength(1);
    expect(messages).toHaveLength(4);

    // 4 + 95 on version 1 make 99: a question from version 2 would take the idea's thread past 100.
    await db.insert(chatMessages).values(
      Array.from({ length: 95 }, (_, index) => ({
        ideaId: v1.idea_id,
        reportId: v1.id,
        userId,
        role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
        parts: [{ type: "text" as const, text: `Message ${index}` }],
      })),
    );
    expect(await askAbout(client, v2.id, question("One more?"))).toMatchObject({
      status: 409,
      body: { message: "This conversation has reached 100 messages. Clear it to start a new one." },
    });
    // Clearing from either version clears the idea's thread.
    const cleared = await client.call(clearChat, "/x", { method: "DELETE", params: { id: v2.id } });
    expect(cleared.status).toBe(200);
    expect(await thread(client, v1.id)).toEqual([]);
  });

  it("deleting the version a message was about keeps the message, marked as about a deleted version", async () => {
    const client = await subscriber();
    const { v1, v2 } = await rescored(client);
    expect((await client.call(deleteReport, "/x", { method: "DELETE", params: { id: v1.id } })).status).toBe(200);
    const messages = await thread(client, v2.id);
    expect(messages).toHaveLength(2);
    expect(messages[0]!.metadata.about).toEqual({ report_id: null, kind: null, version: null });
    const db = await getDb();
    expect(await db.select().from(chatMessages).where(eq(chatMessages.ideaId, v2.idea_id))).toHaveLength(2);
  });
});
