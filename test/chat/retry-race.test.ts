import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as readChat, POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { chatMessages, rateLimits } from "@/db/schema";
import { ALREADY_ANSWERED, BEING_ANSWERED } from "@/lib/server/chat/store";
import { THREAD_MAX } from "@/lib/core/chat/limits";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { CAFE_EVIDENCE, CAFE_IDEA } from "./fixtures";

/**
 * Issue 37: ten parallel POSTs of one question with the same message id gave it ten answers, and took the thread past
 * its limit. A question is answered once: retries while it is being answered are refused, and cost nothing.
 */

const question = (text: string, id: string) => ({ message: { id, role: "user", parts: [{ type: "text", text }] } });
const askAbout = (client: TestClient, reportId: string, body: unknown) =>
  client.call(ask, `/api/data/reports/${reportId}/chat`, { method: "POST", body, params: { id: reportId } });
const threadOf = async (client: TestClient, reportId: string) =>
  ((await client.call(readChat, `/api/data/reports/${reportId}/chat`, { params: { id: reportId } })).body.messages ??
    []) as { role: string }[];

async function validated(client: TestClient) {
  const answer = await client.call(validateIdea, "/api/data/validate-idea", {
    method: "POST",
    body: { userPrompt: CAFE_IDEA, evidence: CAFE_EVIDENCE },
  });
  expect(answer.status).toBe(200);
  return answer.body as { id: string; idea_id: string };
}

describe("a question sent many times at once is answered once", () => {
  it("ten parallel sends of one id: one question, one answer, the rest 409 and not counted", async () => {
    const client = await subscriber();
    const report = await validated(client);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => askAbout(client, report.id, question("Is the price right?", "q-race"))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    // Refused while the first is written, or once it is there.
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect([BEING_ANSWERED, ALREADY_ANSWERED]).toContain(refused.body.message);
    expect((await threadOf(client, report.id)).map((message) => message.role)).toEqual(["user", "assistant"]);
    // One question counted against the day's quota, not ten.
    const db = await getDb();
    const userId = (await db.query.reports.findFirst({ where: (r, { eq: is }) => is(r.id, report.id) }))!.userId;
    const [counted] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `chat:${userId}:${new Date().toISOString().slice(0, 10)}`));
    expect(counted!.count).toBe(1);
  });

  it("ten parallel sends of the question that fills the thread: one answer, and the thread stops at its limit", async () => {
    const client = await subscriber();
    const report = await validated(client);
    const db = await getDb();
    const owner = (await db.query.reports.findFirst({ where: (r, { eq: is }) => is(r.id, report.id) }))!;
    // 98 messages: one question more fills the thread to 100.
    await db.insert(chatMessages).values(
      Array.from({ length: THREAD_MAX - 2 }, (_, index) => ({
        ideaId: owner.ideaId,
        reportId: report.id,
        userId: owner.userId,
        role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
        parts: [{ type: "text" as const, text: `Message ${index}` }],
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => askAbout(client, report.id, question("The last one?", "q-last"))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await threadOf(client, report.id)).toHaveLength(THREAD_MAX);
  });
});
