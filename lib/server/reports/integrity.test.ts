import { describe, expect, it } from "vitest";
import { demoValidation, demoPainPoints } from "@/lib/ai/demo/reports";
import { withProvenance } from "@/lib/ai/provenance";
import { combineScoreSamples } from "@/lib/ai/score-samples";
import { checkedReport } from "./integrity";
import { withComputedFigures } from "@/lib/core/report/computed";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";

const IDEA = "A booking app for independent dog groomers that sends reminders and takes deposits.";
const OWNER = { user: "0b8f3f0e-6a51-4f0a-9d7e-2f4f6a1c9e01" };
/** What the founder's generation was made for: this idea, no evidence, this account. */
const MADE_FOR = { prompt: IDEA, evidence: null, owner: OWNER };

/** A validation as a real model's generation leaves it: three scoring runs, checked, signed, not a demo. */
function generatedValidation() {
  const report = demoValidation(IDEA);
  const runs = [1, 2].map((shift) => ({
    scores: Object.fromEntries(
      Object.entries(report.scores).map(([key, factor]) => [key, { score: Math.min(10, factor.score + shift) }]),
    ),
  }));
  const sampled = withComputedFigures(combineScoreSamples(report, runs as never));
  const report_ = { ...sampled, schema_version: REPORT_SCHEMA_VERSION, evidence_provided: false };
  return withProvenance("iv", report_ as Record<string, unknown>, MADE_FOR);
}

describe("checkedReport: what only the server can vouch for", () => {
  it("keeps a generation it signed as it was: not a demo, with its sampled scores", () => {
    const generated = generatedValidation();
    const checked = checkedReport("iv", generated, undefined, MADE_FOR);
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
    expect(checkedReport("iv", served, undefined, MADE_FOR)).toMatchObject({
      verified: true,
      demo: false,
      content: checked.content,
    });
  });

  it("treats a changed copy as unverified: stored as a demo, without the sampled scores", () => {
    const generated = generatedValidation();
    const edited = { ...generated, summary: `${generated.summary} Investors love it.` };
    const checked = checkedReport("iv", edited, undefined, MADE_FOR);
    expect(checked).toMatchObject({ verified: false, demo: true });
    expect(checked.content).not.toHaveProperty("score_samples");
    expect(checked.content).not.toHaveProperty("overall_range");
    for (const factor of Object.values(checked.content.scores as Record<string, object>))
      expect(Object.keys(factor)).not.toContain("samples");
    // A made-up spread with a forged provenance is no better.
    expect(checkedReport("iv", { ...generated, provenance: "f".repeat(64) }, undefined, MADE_FOR).demo).toBe(true);
    expect(checkedReport("iv", { ...generated, provenance: "not hex" }, undefined, MADE_FOR).demo).toBe(true);
  });

  it("does not let a demo report shed its flag, or a signature move to another kind", () => {
    const demo = withProvenance(
      "pp",
      {
        ...demoPainPoints(IDEA),
        schema_version: 2,
        evidence_provided: false,
        demo: true,
      },
      MADE_FOR,
    );
    expect(checkedReport("pp", demo, undefined, MADE_FOR)).toMatchObject({ verified: true, demo: true });
    const stripped = Object.fromEntries(Object.entries(demo).filter(([key]) => key !== "demo"));
    expect(checkedReport("pp", stripped, undefined, MADE_FOR)).toMatchObject({ verified: false, demo: true });
    // A client's own report, never signed: a demo, whatever it says.
    expect(checkedReport("pp", { ...demoPainPoints(IDEA), demo: false }, undefined, MADE_FOR)).toMatchObject({
      verified: false,
      demo: true,
    });
  });

  it("signs what it stores, so a report checked once is the same when checked again", () => {
    const first = checkedReport("pp", { ...demoPainPoints(IDEA), demo: true }, undefined, MADE_FOR);
    const again = checkedReport("pp", { ...first.content, demo: true }, undefined, MADE_FOR);
    expect(again).toEqual({ ...first, verified: true });
  });
});

describe("checkedReport: what a signature was made for", () => {
  it("believes an unchanged generation only for the idea text, the evidence and the account it was made for", () => {
    const generated = generatedValidation();
    const otherIdea = { ...MADE_FOR, prompt: "A marketplace for second-hand climbing gear." };
    const otherEvidence = { ...MADE_FOR, evidence: "“We lose two clients a week to no-shows.” — Priya, groomer" };
    const otherAccount = { ...MADE_FOR, owner: { user: "5d1c7a52-93a4-4c55-8a43-6c0f1e2d3b4a" } };
    const aTry = { ...MADE_FOR, owner: { try: OWNER.user } };
    for (const binding of [otherIdea, otherEvidence, otherAccount, aTry]) {
      const checked = checkedReport("iv", generated, undefined, binding);
      expect(checked).toMatchObject({ verified: false, demo: true });
      expect(checked.content).not.toHaveProperty("score_samples");
    }
    // Whitespace around the idea text is not a different idea.
    expect(checkedReport("iv", generated, undefined, { ...MADE_FOR, prompt: ` ${IDEA}\n` }).verified).toBe(true);
  });

  it("moves a try's validation into an account when it names the try, and signs it for the account", () => {
    const tryBinding = { ...MADE_FOR, owner: { try: "d3c1f0aa-51b2-4f7e-8f1d-9a0b1c2d3e4f" } };
    const generated = withProvenance("iv", { ...generatedValidation(), provenance: undefined }, tryBinding);
    expect(checkedReport("iv", generated, undefined, MADE_FOR).verified).toBe(false);
    const claimed = checkedReport("iv", generated, undefined, MADE_FOR, tryBinding);
    expect(claimed).toMatchObject({ verified: true, demo: false });
    // Stored for the account, the copy the account reads back is the account's own, and no longer the try's.
    expect(checkedReport("iv", claimed.content, undefined, MADE_FOR).verified).toBe(true);
    expect(checkedReport("iv", claimed.content, undefined, MADE_FOR, tryBinding).verified).toBe(false);
  });
});
