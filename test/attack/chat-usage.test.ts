import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { POST as generate } from "@/app/api/data/reports/route";
import { getDb } from "@/db";
import { aiUsage } from "@/db/schema";
import { demoValidation } from "@/lib/ai/demo/reports";
import { settleBackgroundWork } from "@/lib/server/background";
import { standInForFile } from "@/test/ai/standin-env";
import { subscriber } from "@/test/ai/helpers";

/** A question whose answer the provider stopped (content filter) still spent its input: those tokens are recorded. */
const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const openai = standInForFile();

describe("a chat answer that ends with nothing to store", () => {
  it("still has its tokens recorded", async () => {
    const client = await subscriber();
    openai.reply({ kind: "content", content: JSON.stringify(demoValidation(IDEA)) });
    const made = await client.call(generate, "/api/data/reports", {
      method: "POST",
      body: { kind: "iv", prompt: IDEA },
    });
    const id = String(made.body.id);
    const userId = (
      await (await getDb()).select({ userId: aiUsage.userId }).from(aiUsage).where(eq(aiUsage.reportId, id))
    )[0]!.userId!;
    openai.reply({ kind: "content", content: "", ending: "content_filter", usage: { input: 3_333, output: 7 } });
    const asked = await client.call(ask, `/api/data/reports/${id}/chat`, {
      method: "POST",
      body: { message: { role: "user", parts: [{ type: "text", text: "What should I test first?" }] } },
      params: { id },
    });
    expect(asked.status).toBe(200);
    await settleBackgroundWork();
    const rows = await (
      await getDb()
    )
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), eq(aiUsage.kind, "chat")));
    expect(rows.map((row) => row.inputTokens)).toEqual([3_333]);
  });
});
