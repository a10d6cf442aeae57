import { describe, expect, it } from "vitest";
import { factors, type FactorKey } from "@/lib/core/report/factors";
import { heldScores, measuredCeilings, type FactorResult } from "./measured-ceiling";

const result = (
  factor: FactorKey,
  outcome: FactorResult["outcome"],
  recorded_at: string,
  score_then: number | null = 2.8,
): FactorResult => ({ factor, outcome, recorded_at, score_then, measured: "4 of 15 asked against ≥ 8 of 15 asked" });
const scores = (market_demand: number) =>
  Object.fromEntries(factors.map(({ key }) => [key, { score: key === "market_demand" ? market_demand : 7 }])) as Record<
    FactorKey,
    { score: number }
  >;

describe("measuredCeilings and heldScores", () => {
  it.each([
    [
      "walk-through case 3: a rescore to 3.8 after a failure at 2.8 is held at 2.8",
      [result("market_demand", "failed", "2026-11-02")],
      3.8,
      2.8,
    ],
    ["a lower score is kept as it is", [result("market_demand", "failed", "2026-11-02")], 2.1, 2.1],
    [
      "a newer pass on the factor lifts the hold",
      [result("market_demand", "failed", "2026-11-02"), result("market_demand", "passed", "2026-11-03")],
      3.8,
      3.8,
    ],
    [
      "an older pass does not",
      [result("market_demand", "passed", "2026-11-01"), result("market_demand", "failed", "2026-11-02")],
      3.8,
      2.8,
    ],
    [
      "two standing failures hold at the lower",
      [result("market_demand", "failed", "2026-11-02", 3.1), result("market_demand", "failed", "2026-11-04", 2.5)],
      3.8,
      2.5,
    ],
    [
      "a failure with no validation before it holds nothing",
      [result("market_demand", "failed", "2026-11-02", null)],
      3.8,
      3.8,
    ],
    ["a failure on another factor holds only that one", [result("timing", "failed", "2026-11-02", 5)], 3.8, 3.8],
  ] as const)("%s", (_name, results, proposed, kept) => {
    const { scores: next, held } = heldScores(scores(proposed), measuredCeilings(results));
    expect(next.market_demand.score).toBe(kept);
    expect(held.some((factor) => factor.factor === "market_demand")).toBe(kept !== proposed);
  });

  it("says why, in words the founder reads", () => {
    const { held } = heldScores(scores(3.8), measuredCeilings([result("market_demand", "failed", "2026-11-02")]));
    expect(held[0]!.reason).toBe(
      "Held at 2.8: an experiment on Market demand failed (4 of 15 asked against ≥ 8 of 15 asked). A newer result that passes lifts it.",
    );
  });
});
