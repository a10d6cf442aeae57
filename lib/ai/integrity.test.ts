import { describe, expect, it } from "vitest";
import { demoValidation, demoPainPoints } from "./demo/reports";
import { checkedReport, withProvenance } from "./integrity";
import { combineScoreSamples } from "./score-samples";
import { withComputedFigures } from "@/lib/core/report/computed";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";

const IDEA = "A booking app for independent dog groomers that sends reminders and takes deposits.";

/** A validation as a real model's generation leaves it: three scoring runs, checked, signed, not a demo. */
function generatedValidation() {
  const report = demoValidation(IDEA);
  const runs = [1, 2].map((shift) => ({
    scores: Object.fromEntries(
      Object.entries(report.scores).map(([key, factor]) => [key, { score: Math.min(10, factor.score + shift) }]),
    ),
  }));
  const sampled = withComputedFigures(combineScoreSamples(report, runs as never));
  return withProvenance("iv", { ...sampled, schema_version: REPORT_SCHEMA_VERSION, evidence_provided: false } as Record<
    string,
    unknown
  >);
}

describe("checkedReport: what only the server can vouch for", () => {
  it("keeps a generation it signed as it was: not a demo, with its sampled scores", () => {
    const generated = generatedValidation();
    const checked = checkedReport("iv", generated, undefined);
    expect(checked).toMatchObject({ verified: true, demo: false });
    expect(checked.content).toMatchObject({ score_samples: 3, overall_range: generated.overall_range });
    // Stored and sent back unchanged (with the fields storage adds), it verifies again.
    const served = {
      ...checked.content,
      id: "8a6e0804-2bd0-4672-b79f-d97a3a2a6e1a",
      created_at: new Date().toISOString(),
      kind: "iv",
      saved: true,
    };
    expect(checkedReport("iv", served, undefined)).toMatchObject({
      verified: true,
      demo: false,
      content: checked.content,
    });
  });

  it("treats a changed copy as unverified: stored as a demo, without the sampled scores", () => {
    const generated = generatedValidation();
    const edited = { ...generated, summary: `${generated.summary} Investors love it.` };
    const checked = checkedReport("iv", edited, undefined);
    expect(checked).toMatchObject({ verified: false, demo: true });
    expect(checked.content).not.toHaveProperty("score_samples");
    expect(checked.content).not.toHaveProperty("overall_range");
    for (const factor of Object.values(checked.content.scores as Record<string, object>))
      expect(Object.keys(factor)).not.toContain("samples");
    // A made-up spread with a forged provenance is no better.
    expect(checkedReport("iv", { ...generated, provenance: "f".repeat(64) }, undefined).demo).toBe(true);
    expect(checkedReport("iv", { ...generated, provenance: "not hex" }, undefined).demo).toBe(true);
  });

  it("does not let a demo report shed its flag, or a signature move to another kind", () => {
    const demo = withProvenance("pp", {
      ...demoPainPoints(IDEA),
      schema_version: 2,
      evidence_provided: false,
      demo: true,
    });
    expect(checkedReport("pp", demo, undefined)).toMatchObject({ verified: true, demo: true });
    const stripped = Object.fromEntries(Object.entries(demo).filter(([key]) => key !== "demo"));
    expect(checkedReport("pp", stripped, undefined)).toMatchObject({ verified: false, demo: true });
    // A client's own report, never signed: a demo, whatever it says.
    expect(checkedReport("pp", { ...demoPainPoints(IDEA), demo: false }, undefined)).toMatchObject({
      verified: false,
      demo: true,
    });
  });

  it("signs what it stores, so a report checked once is the same when checked again", () => {
    const first = checkedReport("pp", { ...demoPainPoints(IDEA), demo: true }, undefined);
    const again = checkedReport("pp", { ...first.content, demo: true }, undefined);
    expect(again).toEqual({ ...first, verified: true });
  });
});
