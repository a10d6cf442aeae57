import { describe, expect, it } from "vitest";
import { POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { POST as generate } from "@/app/api/data/reports/route";
import { demoValidation } from "@/lib/ai/demo/reports";
import { settleBackgroundWork } from "@/lib/server/background";
import { captureLog } from "@/test/log-capture";
import { standInForFile } from "@/test/ai/standin-env";
import { subscriber } from "@/test/ai/helpers";

/**
 * A tool call whose arguments fail the check (a draft too long, a rescore reason with the founder's words): the log
 * says that it failed, never the arguments' text.
 */
const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const MARKER = "OKAPIEVIDENCE";
const openai = standInForFile();

describe("a tool call with arguments that fail the check", () => {
  it.each([
    ["draft", JSON.stringify({ kind: "survey", title: "Survey", body: `${MARKER} `.repeat(1_000) })],
    ["draft", `{"kind":"survey","title":"${MARKER}","body":`],
    [
      "propose_rescore",
      JSON.stringify({ factor: "timing", score: 11, reason: `As Maria said, '${MARKER}'`, basis: "evidence" }),
    ],
  ])("%s: logged without its text", async (name, args) => {
    const client = await subscriber();
    openai.reply({ kind: "content", content: JSON.stringify(demoValidation(IDEA)) });
    const made = await client.call(generate, "/api/data/reports", {
      method: "POST",
      body: { kind: "iv", prompt: IDEA },
    });
    const id = String(made.body.id);
    openai.reply({ kind: "content", content: "", toolCalls: [{ name, arguments: args }] });
    openai.fallback = { kind: "content", content: "Here is what I would test first." };
    const logs = captureLog();
    const asked = await client.call(ask, `/api/data/reports/${id}/chat`, {
      method: "POST",
      body: { message: { role: "user", parts: [{ type: "text", text: "Draft me a survey." }] } },
      params: { id },
    });
    await settleBackgroundWork();
    logs.stop();
    expect(asked.status).toBe(200);
    expect(openai.requests.length).toBeGreaterThanOrEqual(2);
    expect(logs.raw.join("\n")).not.toContain(MARKER);
  });
});
