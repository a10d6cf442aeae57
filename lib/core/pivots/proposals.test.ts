import { describe, expect, it } from "vitest";
import { amountsOf, checkProposals, type PivotContext, type PivotProposal } from "./proposals";
import { factorKeys } from "@/lib/core/report/factors";

// ShiftSwap: shift swapping for cafés. Its price test at $19 a month failed; demand among café managers failed too.
const context: PivotContext = {
  segments: ["Independent café owners with 5 to 20 staff"],
  prices: ["$19 a month"],
  channels: ["Instagram ads to café owners"],
  problem: "Staff at independent cafés swap shifts without texting the manager.",
  results: [
    { id: "price-test", factor: "monetization_potential", outcome: "failed", shown: "$19 a month" },
    { id: "interviews", factor: "market_demand", outcome: "failed", shown: null },
  ],
  refusedPrices: ["$19 a month", "$29 a month"],
  factors: [...factorKeys],
};

const proposal = (overrides: Partial<PivotProposal>): PivotProposal => ({
  kind: "segment",
  title: "For hospital staffing agencies instead of cafés",
  to: "Hospital staffing agencies that fill nurse shifts",
  cites: { results: ["interviews"], factors: ["market_demand"] },
  because: "Café managers said they swap shifts by text (4 of 15 asked).",
  must_be_true: "Agencies pay today to fill last-minute shifts.",
  description: "ShiftSwap: staffing agencies swap nurse shifts without phoning round.",
  first_test: {
    hypothesis: "Agencies pay today to fill last-minute shifts.",
    metric: "Agencies that name a paid workaround",
    comparator: ">=",
    target: 6,
    unit: "of 12 asked",
    factor: "market_demand",
  },
  ...overrides,
});

describe("checkProposals", () => {
  it.each([
    ["a new segment that cites a failure of this idea", proposal({}), null],
    ["a made-up result", proposal({ cites: { results: ["survey-that-never-ran"], factors: [] } }), "made_up_result"],
    ["a made-up factor", proposal({ cites: { results: [], factors: ["vibes"] } }), "made_up_factor"],
    ["no citation at all", proposal({ cites: { results: [], factors: [] } }), "cites_nothing"],
    ["the segment reworded", proposal({ to: "Independent cafe owners with 5-20 staff members" }), "same_segment"],
    ["a price change without a price", proposal({ kind: "price", to: "A cheaper plan for small teams" }), "no_price"],
    [
      "a price a measured result refused",
      proposal({ kind: "price", to: "$29 a month, billed yearly" }),
      "refused_price",
    ],
    [
      "the price a failed test showed",
      proposal({ kind: "price", to: "Keep $19 a month but add a trial" }),
      "refused_price",
    ],
    ["a new price", proposal({ kind: "price", to: "$9 a month per location" }), null],
    [
      "a channel the idea already uses",
      proposal({ kind: "channel", to: "Instagram ads aimed at café owners" }),
      "same_channel",
    ],
    ["a new channel", proposal({ kind: "channel", to: "Coffee roasters' wholesale newsletters" }), null],
    [
      "the problem reworded",
      proposal({ kind: "problem", to: "Independent café staff swap shifts without texting their manager." }),
      "same_problem",
    ],
    ["a narrower problem", proposal({ kind: "problem", to: "Covering sick calls on weekend mornings" }), null],
    [
      "a first test no result could pass",
      proposal({ first_test: { ...proposal({}).first_test, target: 20, unit: "of 12 asked" } }),
      "no_test",
    ],
    ["a first test without a metric", proposal({ first_test: { ...proposal({}).first_test, metric: " " } }), "no_test"],
  ] as const)("%s", (_name, candidate, reason) => {
    const { kept, dropped } = checkProposals([candidate], context);
    expect(dropped.map((entry) => entry.reason)).toEqual(reason ? [reason] : []);
    expect(kept).toHaveLength(reason ? 0 : 1);
  });

  it("keeps the first of two proposals that make the same change, in the model's order", () => {
    const first = proposal({});
    const again = proposal({ title: "Staffing agencies", to: "Staffing agencies for hospitals filling nurse shifts" });
    const price = proposal({ kind: "price", to: "$9 a month" });
    const samePrice = proposal({ kind: "price", to: "Only $9 a month, per site" });
    const { kept, dropped } = checkProposals([first, again, price, samePrice], context);
    expect(kept).toEqual([first, price]);
    expect(dropped.map((entry) => [entry.proposal, entry.reason])).toEqual([
      [again, "duplicate"],
      [samePrice, "duplicate"],
    ]);
  });
});

describe("amountsOf", () => {
  it.each([
    ["$19 a month", [19]],
    ["£9.50 or €12", [9.5, 12]],
    ["29 USD per seat", [29]],
    ["A cheaper plan", []],
    ["5 to 20 staff", []],
  ] as const)("%s", (text, amounts) => {
    expect(amountsOf(text)).toEqual(amounts);
  });
});
