import { describe, expect, it } from "vitest";
import { GET as readTry, POST as startTry } from "@/app/api/try/route";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { aiUsage } from "@/db/schema";
import { demoValidation } from "@/lib/ai/demo/reports";
import { settleBackgroundWork } from "@/lib/server/background";
import { TestClient } from "@/test/api";
import { parseEvents } from "@/test/ai/helpers";
import { standInForFile } from "@/test/ai/standin-env";
import { TRY_FAILED } from "@/lib/server/handlers/tries";
import { tryStamp } from "@/lib/server/tries/admit";

/** A free try meets a real model's protocol (the OpenAI stand-in): one that fails, and one that lies. */
const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const EVIDENCE = 'Tenant in Hulme: "I hate buying plastic bottles every week and the bins are always full."';
const openai = standInForFile({ AI_TIMEOUT_MS: "15000" });

const tryIdea = (client: TestClient) =>
  client.call(startTry, "/api/try", {
    method: "POST",
    body: { prompt: IDEA, evidence: EVIDENCE, stamp: tryStamp(Date.now() - 8_000) },
    headers: { accept: "text/event-stream" },
  });

describe("a free try on a real model", () => {
  it("says a failure in words, keeps the idea, gives the day back and counts the calls as failed", async () => {
    openai.fallback = { kind: "status", status: 500, message: "upstream exploded" };
    const visitor = new TestClient();
    const failed = await tryIdea(visitor);
    await settleBackgroundWork();
    const error = parseEvents(failed.text).find((event) => event.event === "error")!;
    expect(error.data.message).toBe(TRY_FAILED);
    expect(error.data.message).not.toMatch(/upstream exploded/);
    const kept = await visitor.call(readTry, "/api/try");
    expect(kept.body).toMatchObject({ status: "failed", prompt: IDEA, evidence: EVIDENCE });
    const calls = await (await getDb()).select().from(aiUsage).where(eq(aiUsage.kind, "try"));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.failed && call.userId === null)).toBe(true);

    // The failure cost the visitor nothing: the same browser, same address, tries again.
    openai.fallback = { kind: "content", content: JSON.stringify(demoValidation(IDEA, EVIDENCE)) };
    const again = await tryIdea(visitor);
    await settleBackgroundWork();
    expect(again.status).toBe(200);
    expect(parseEvents(again.text).some((event) => event.event === "done")).toBe(true);
  });

  it("shows a quote only when the visitor's evidence says it", async () => {
    const lying = demoValidation(IDEA, EVIDENCE);
    lying.scores.market_demand.quote = "Everyone in Manchester told us they would pay twenty pounds a month for this";
    lying.scores.market_demand.basis = "evidence";
    openai.fallback = { kind: "content", content: JSON.stringify(lying) };
    const response = await tryIdea(new TestClient());
    await settleBackgroundWork();
    const done = parseEvents(response.text).find((event) => event.event === "done")!.data as {
      scores: Record<string, { quote: string | null; basis: string }>;
    };
    expect(done.scores.market_demand!.quote).toBeNull();
    expect(done.scores.market_demand!.basis).toBe("inference");
  });
});
