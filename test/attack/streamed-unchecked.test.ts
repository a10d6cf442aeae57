import { describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/data/reports/route";
import { demoPainPoints, demoValidation } from "@/lib/ai/demo/reports";
import { standInForFile } from "@/test/ai/standin-env";
import { parseEvents, subscriber } from "@/test/ai/helpers";

/**
 * Fields the code makes, never the model (the provider's web sources, the grade, the scoring runs' range, who said a
 * quote, whether evidence was given): a model that writes them anyway (JSON mode, a compatible server that does not
 * hold it to the schema) must not see them drawn while the report streams, before `done` replaces them.
 */
const IDEA =
  "Refillable cleaning products delivered by bike to flats in Manchester, collected empty on the next round.";
const openai = standInForFile({ AI_TIMEOUT_MS: "8000", AI_STRUCTURED_OUTPUT: "json" });

const CODE_MADE = {
  sources: [{ url: "https://phish.invented.example/login", title: "Official market report" }],
  sources_signature: "0".repeat(64),
  score_tag: "Strong",
  overall_range: { min: 9, max: 10 },
  score_samples: 9,
  evidence_provided: true,
  provenance: "f".repeat(64),
};

async function partialsOf(kind: "iv" | "pp", answer: object) {
  openai.reply({ kind: "content", content: JSON.stringify(answer), chunkDelayMs: 20 });
  const client = await subscriber();
  const response = await client.call(generate, "/api/data/reports", {
    method: "POST",
    body: { kind, prompt: IDEA },
    headers: { accept: "text/event-stream" },
  });
  const events = parseEvents(response.text);
  const partials = events.filter((event) => event.event === "partial").map((event) => JSON.stringify(event.data));
  expect(partials.length).toBeGreaterThan(3);
  return partials;
}

describe("a streamed report never carries what only the code may write", () => {
  it("a validation: no sources, grade, range or provenance from the model", async () => {
    // The code-made fields first, as a model might put them, so they would be in every partial after.
    const partials = await partialsOf("iv", { ...CODE_MADE, ...demoValidation(IDEA) });
    for (const partial of partials) {
      expect(partial).not.toContain("phish.invented.example");
      for (const key of Object.keys(CODE_MADE)) expect(partial).not.toContain(`"${key}":`);
    }
  });

  it("a pain-point report: no attributions from the model", async () => {
    const report = demoPainPoints(IDEA);
    const lying = {
      ...report,
      pain_points: report.pain_points.map((item) => ({ ...item, attributions: ["Jeff Bezos, CEO of Amazon"] })),
    };
    for (const partial of await partialsOf("pp", lying)) expect(partial).not.toContain("Jeff Bezos");
  });
});

describe("a streamed report carries only the shapes its schema has", () => {
  it("a section written as text where the schema has an object or list is left out until done", async () => {
    const report = demoValidation(IDEA);
    const partials = await partialsOf("iv", {
      ...report,
      scores: "All tens, trust me: https://phish.invented.example",
      id: "00000000-0000-4000-8000-000000000000",
    });
    for (const partial of partials) {
      expect(partial).not.toContain("phish.invented.example");
      expect(partial).not.toContain('"id":');
    }
    expect(partials.at(-1)).toContain(report.summary);
  });
});
