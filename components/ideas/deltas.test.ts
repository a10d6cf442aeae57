import { describe, expect, it } from "vitest";
import { formatDelta, versionChange } from "./deltas";

describe("formatDelta", () => {
  it("signs changes to one decimal, with a real minus sign, and names no change", () => {
    expect(formatDelta(1)).toBe("+1.0");
    expect(formatDelta(-0.5)).toBe("−0.5");
    expect(formatDelta(0.04)).toBe("no change");
    expect(formatDelta(-0.04)).toBe("no change");
    expect(formatDelta(null)).toBe("—");
  });
});

describe("versionChange", () => {
  it("gives the overall and per-factor deltas and the grade change between two validations", () => {
    const change = versionChange(
      { version: 1, overall_score: 5.6, score_tag: "Uncertain", scores: { market_demand: 6, competition: 4 } },
      { version: 2, overall_score: 6.4, score_tag: "Promising", scores: { market_demand: 7.5, competition: 4 } },
    );
    expect(formatDelta(change.overall)).toBe("+0.8");
    expect(change.grade).toBe("Uncertain → Promising");
    expect(change.factors.find((factor) => factor.key === "market_demand")!.delta).toBeCloseTo(1.5);
    expect(formatDelta(change.factors.find((factor) => factor.key === "competition")!.delta)).toBe("no change");
    // A factor a version lacks has no delta rather than a made-up one.
    expect(change.factors.find((factor) => factor.key === "timing")!.delta).toBeNull();
  });

  it("reports no grade change when the grade held", () => {
    expect(
      versionChange(
        { version: 1, overall_score: 7, score_tag: "Promising" },
        { version: 2, overall_score: 7.2, score_tag: "Promising" },
      ).grade,
    ).toBeNull();
  });

  it("names the SOM before and after when a version's market size moved it, and nothing when either lacks one", () => {
    const som = (base: number) => ({ low: base / 2, base, high: base * 2 });
    expect(versionChange({ version: 1, som: som(24_700) }, { version: 2, som: som(49_400) }).som).toEqual({
      before: som(24_700),
      after: som(49_400),
    });
    expect(versionChange({ version: 1, som: som(24_700) }, { version: 2, som: som(24_700) }).som).toBeNull();
    expect(versionChange({ version: 1, som: null }, { version: 2, som: som(49_400) }).som).toBeNull();
  });
});
