import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/data/reports/route";
import { getDb } from "@/db";
import { aiUsage } from "@/db/schema";
import { demoValidation } from "@/lib/ai/demo/reports";
import { settleBackgroundWork } from "@/lib/server/background";
import { forgetEnv } from "@/lib/server/env";
import type { Reply } from "@/test/openai-standin";
import { standInForFile } from "@/test/ai/standin-env";
import { parseEvents, subscriber } from "@/test/ai/helpers";
import { pitch } from "./helpers";
import { listedPrices } from "@/lib/core/measured/pitch/draft";

/** The pitch page's draft from a real model's protocol (the OpenAI stand-in): believed only where code can check it. */
const IDEA = "BeanCount: stock forecasting for independent coffee shops, from last week's till sales and deliveries.";
const openai = standInForFile({ AI_TIMEOUT_MS: "15000" });

const validation = demoValidation(IDEA);
const listedPrice = listedPrices({ validation })[0]!;
const schemaName = (request: Record<string, unknown>) =>
  ((request.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ?? "") as string;

function answering(pitchReply: Reply) {
  openai.respond = (request) =>
    schemaName(request) === "pitch_draft" ? pitchReply : { kind: "content", content: JSON.stringify(validation) };
}

async function ideaWithValidation() {
  const client = await subscriber();
  const made = await client.call(generate, "/api/data/reports", {
    method: "POST",
    body: { kind: "iv", prompt: IDEA },
    headers: { accept: "text/event-stream" },
  });
  await settleBackgroundWork();
  const done = parseEvents(made.text).find((event) => event.event === "done");
  expect(done, made.text.slice(-300)).toBeDefined();
  return { client, ideaId: done!.data.idea_id as string };
}

const draftReply = (fields: Record<string, unknown>): Reply => ({
  kind: "content",
  content: JSON.stringify({
    headline: "Never run out of oat milk again",
    subheading: "BeanCount orders your beans and milk from last week's sales, so independent cafés stop guessing.",
    benefits: ["Orders drafted every Monday", "Less milk poured away", "One tap to send to suppliers"],
    price: listedPrice,
    ...fields,
  }),
});

describe("a pitch page's draft by a real model", () => {
  it("takes the model's words, keeps a price only if the validation lists it, and records the call", async () => {
    answering(draftReply({ price: "$999 a month, lifetime deal!" }));
    const { client, ideaId } = await ideaWithValidation();
    const drafted = await pitch.draft(client, ideaId);
    expect(drafted.status).toBe(200);
    expect(drafted.body).toMatchObject({ drafted_by: "model" });
    const fields = drafted.body.fields as { headline: string; benefits: string[]; price: string | null };
    expect(fields.headline).toBe("Never run out of oat milk again");
    expect(fields.benefits).toHaveLength(3);
    // The invented price is not shown: the validation's own is.
    expect(listedPrice).toMatch(/^\$[\d,]+ a (month|year)$/);
    expect(fields.price).toBe(listedPrice);
    const request = openai.requests.find((each) => schemaName(each) === "pitch_draft")!;
    expect(JSON.stringify(request)).toContain("<idea>");
    const calls = await (await getDb()).select().from(aiUsage).where(eq(aiUsage.kind, "pitch"));
    expect(calls.some((call) => !call.failed)).toBe(true);
  });

  it("falls back to the reports' own words when the model fails or overruns its limits", async () => {
    answering({ kind: "status", status: 500, message: "upstream exploded" });
    const { client, ideaId } = await ideaWithValidation();
    const failed = await pitch.draft(client, ideaId);
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ drafted_by: "code" });
    expect((failed.body.fields as { headline: string }).headline).toBe("BeanCount");

    answering(draftReply({ headline: "x".repeat(400) }));
    const overlong = await pitch.draft(client, ideaId);
    expect(overlong.body).toMatchObject({ drafted_by: "code" });
  });

  describe("under AI_DAILY_TOKENS", () => {
    afterEach(() => {
      delete process.env.AI_DAILY_TOKENS;
      forgetEnv();
    });

    it("counts the draft's tokens with the reports' and refuses a draft once they are spent, as a report is", async () => {
      // The validation spends 1,000 tokens of the day's 4,000; the first draft 3,000 more.
      openai.respond = (request) =>
        schemaName(request) === "pitch_draft"
          ? { ...draftReply({}), usage: { input: 1_000, output: 2_000 } }
          : { kind: "content", content: JSON.stringify(validation), usage: { input: 600, output: 400 } };
      const { client, ideaId } = await ideaWithValidation();
      process.env.AI_DAILY_TOKENS = "4000";
      forgetEnv();
      const first = await pitch.draft(client, ideaId);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ drafted_by: "model" });
      const asked = openai.requests.length;

      const spent = await pitch.draft(client, ideaId);
      expect(spent.status).toBe(429);
      expect(spent.body.message).toBe("You have used today's AI allowance (4,000 tokens). It resets at midnight UTC.");
      expect(Number(spent.headers.get("retry-after"))).toBeGreaterThan(0);
      // The model was not asked again, and a report is refused alike: the draft's tokens counted against the budget.
      expect(openai.requests.length).toBe(asked);
      const report = await client.call(generate, "/api/data/reports", {
        method: "POST",
        body: { kind: "iv", prompt: IDEA, idea_id: ideaId },
      });
      expect(report.status).toBe(429);
      expect(report.body.message).toBe(spent.body.message);
    });
  });
});
