import { describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/data/reports/route";
import { demoValidation } from "@/lib/ai/demo/reports";
import { standInForFile } from "@/test/ai/standin-env";
import { subscriber } from "@/test/ai/helpers";

/** Hostile bodies for POST /api/data/reports: each a 4xx before any model call or quota count, never a 500. */
const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const openai = standInForFile({ AI_DAILY_QUOTA: "1" });

const bodies: [string, string | Uint8Array<ArrayBuffer>][] = [
  ["a NUL in the prompt", JSON.stringify({ kind: "iv", prompt: `${IDEA}\u0000` })],
  ["a lone surrogate in the evidence", JSON.stringify({ kind: "iv", prompt: IDEA, evidence: "bad \ud800 text" })],
  ["a prompt that is an array", JSON.stringify({ kind: "iv", prompt: [IDEA] })],
  ["a prompt that is an object", JSON.stringify({ kind: "iv", prompt: { toString: IDEA } })],
  ["an unknown kind", JSON.stringify({ kind: "__proto__", prompt: IDEA })],
  ["a __proto__ body", `{"__proto__":{"kind":"iv","prompt":"${IDEA}"}}`],
  ["with_results as a string", JSON.stringify({ kind: "iv", prompt: IDEA, with_results: "true" })],
  ["an idea_id that is not a UUID", JSON.stringify({ kind: "iv", prompt: IDEA, idea_id: "../../etc" })],
  ["a body of 2 MB", JSON.stringify({ kind: "iv", prompt: IDEA, evidence: "x".repeat(2_000_000) })],
  ["JSON nested 100,000 deep", `{"kind":"iv","prompt":${"[".repeat(100_000)}${"]".repeat(100_000)}}`],
  ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0x6b, 0x22, 0x3a, 0xff, 0xfe, 0x7d])],
  ["not JSON", "kind=iv&prompt=hello"],
];

describe("a hostile body", () => {
  it.each(bodies)("%s: a 4xx, no model call, no count", async (_name, rawBody) => {
    const client = await subscriber();
    const response = await client.call(generate, "/api/data/reports", {
      method: "POST",
      rawBody,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof response.body.message).toBe("string");
    expect(response.text).not.toMatch(/at .*\.ts:\d+/);
    expect(openai.requests).toHaveLength(0);
    // The founder's one report of the day is still there.
    openai.reply({ kind: "content", content: JSON.stringify(demoValidation(IDEA)) });
    const made = await client.call(generate, "/api/data/reports", {
      method: "POST",
      body: { kind: "iv", prompt: IDEA },
    });
    expect(made.status).toBe(200);
  });

  it("another founder's idea_id, with or without results: 404 before any model call or count", async () => {
    const owner = await subscriber();
    openai.reply({ kind: "content", content: JSON.stringify(demoValidation(IDEA)) });
    const made = await owner.call(generate, "/api/data/reports", {
      method: "POST",
      body: { kind: "iv", prompt: IDEA },
    });
    const ideaId = String(made.body.idea_id);
    expect(ideaId).toMatch(/^[0-9a-f-]{36}$/);
    openai.reset();
    const other = await subscriber();
    for (const extra of [{}, { with_results: true }]) {
      const response = await other.call(generate, "/api/data/reports", {
        method: "POST",
        body: { kind: "iv", prompt: IDEA, idea_id: ideaId, ...extra },
      });
      expect(response.status).toBe(404);
    }
    expect(openai.requests).toHaveLength(0);
  });
});
