import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as generate } from "@/app/api/data/reports/route";
import { PATCH as settings } from "@/app/api/data/settings/route";
import { getDb } from "@/db";
import { aiUsage, users } from "@/db/schema";
import { demoValidation } from "@/lib/ai/demo/reports";
import { settleBackgroundWork } from "@/lib/server/background";
import type { TestClient } from "@/test/api";
import { standInForFile } from "@/test/ai/standin-env";
import { subscriber } from "@/test/ai/helpers";

/**
 * A founder with history off who stops a streamed validation just before it ends has read nearly all of it (the
 * partial report streams everything but the checked fields), and the model wrote nearly all of its tokens.
 */
const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const validation = JSON.stringify(demoValidation(IDEA));
const openai = standInForFile({ AI_TIMEOUT_MS: "8000", AI_DAILY_QUOTA: "1" });

async function historyOff(client: TestClient) {
  const off = await client.call(settings, "/api/data/settings", { method: "PATCH", body: { keep_history: false } });
  expect(off.status).toBe(200);
}

/** Reads the stream until `bytes` of it have arrived, then stops it as the browser's Stop button does. */
async function streamAndStop(client: TestClient, bytes: number) {
  const controller = new AbortController();
  const response = await client.open(generate, "/api/data/reports", {
    method: "POST",
    body: { kind: "iv", prompt: IDEA },
    headers: { accept: "text/event-stream", "content-type": "application/json" },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  let read = 0;
  while (read < bytes) {
    const { value, done } = await reader.read();
    if (done) break;
    read += value.byteLength;
  }
  controller.abort();
  await reader.cancel().catch(() => {});
  await settleBackgroundWork();
  return read;
}

describe("a streamed validation the founder stops", () => {
  it("is counted against the day's reports once most of it was read", async () => {
    const client = await subscriber();
    await historyOff(client);
    openai.reply({ kind: "content", content: validation, chunkSize: 200, chunkDelayMs: 20 });
    const read = await streamAndStop(client, validation.length * 0.8);
    expect(read).toBeGreaterThan(validation.length * 0.5);
    openai.reply({ kind: "content", content: validation });
    // The quota is one report a day: a stopped run that streamed most of a report is not given back.
    const again = await client.call(generate, "/api/data/reports", {
      method: "POST",
      body: { kind: "iv", prompt: IDEA },
    });
    expect(again.status).toBe(429);
  });

  // Not fixed: the provider reports no usage for a stream cut short by the client, so the call is stored as 0 tokens.
  it("records a stopped call's tokens as estimated from what it wrote, not as tokens never spent", async () => {
    const client = await subscriber();
    await historyOff(client);
    // The model's stream stays open until the founder stops (so it cannot finish first on a loaded machine).
    openai.reply({
      kind: "content",
      content: validation.slice(0, -200),
      chunkSize: 200,
      chunkDelayMs: 20,
      holdOpen: true,
    });
    await streamAndStop(client, validation.length * 0.5);
    const db = await getDb();
    const me = await db.select({ id: users.id }).from(users).orderBy(users.createdAt);
    const userId = me.at(-1)!.id;
    const rows = await db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), eq(aiUsage.step, "report")));
    expect(rows).toHaveLength(1);
    // The model wrote most of a validation: zero output tokens is not what it cost.
    expect(rows[0]!.outputTokens).toBeGreaterThan(0);
    expect(rows[0]!.estimated).toBe(true);
  });
});
