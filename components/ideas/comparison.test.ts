import { describe, expect, it } from "vitest";
import type { ComparedIdea } from "@/lib/core/api/ideas";
import { bestRows, columns, revenueDoubt } from "./comparison";

const idea = (id: string, revenue: number, som: { low: number; base: number; high: number } | null): ComparedIdea => ({
  id,
  title: id,
  parent_id: null,
  pivot: null,
  updated_at: "2026-11-27T00:00:00.000Z",
  validation: {
    report_id: `${id}-report`,
    overall_score: 6,
    score_tag: "Promising",
    scores: {},
    monthly_revenue_usd: revenue,
    som,
  },
});

describe("compare's figures that contradict each other (issue 37)", () => {
  const revenue = columns.find((column) => column.key === "revenue")!;

  it("a monthly revenue above its own SOM is noted, and never ticked as the best", () => {
    // GapFill: $15,778 a month beside an SOM of $2.1K a year.
    const gapFill = idea("gapfill", 15_778, { low: 1_200, base: 2_100, high: 3_000 });
    const steady = idea("steady", 2_000, { low: 40_000, base: 90_000, high: 150_000 });
    expect(revenueDoubt(gapFill)).toBe("Above its own SOM ($3K a year at most): the figures disagree.");
    expect(revenueDoubt(steady)).toBeNull();
    expect(revenue.detail!(gapFill)).toMatch(/the figures disagree/);
    // Without the doubt GapFill's revenue would be the best; there is nothing left to choose between.
    expect(bestRows([gapFill, steady], revenue)).toEqual(new Set());
    const third = idea("third", 1_000, { low: 20_000, base: 40_000, high: 60_000 });
    expect(bestRows([gapFill, steady, third], revenue)).toEqual(new Set(["steady"]));
  });

  it("a validation without a market size has nothing to contradict", () => {
    expect(revenueDoubt(idea("old", 9_000, null))).toBeNull();
  });
});
