import { describe, expect, it } from "vitest";
import { channelsInUse, demoProposals, halvedPrice, priceIn, type PivotSource } from "./demo";
import { checkProposals } from "./proposals";
import { factorKeys } from "@/lib/core/report/factors";

const failedLine = {
  hypothesis: "Café owners sign up at $19 a month.",
  metric: "Pitch page sign-up rate",
  comparator: ">=" as const,
  target: 10,
  unit: "%",
  factor: "monetization_potential" as const,
};

const source = (overrides: Partial<PivotSource> = {}): PivotSource => ({
  idea: { title: "ShiftSwap", prompt: "ShiftSwap: shift swapping for independent cafés." },
  context: {
    segments: ["Independent café owners"],
    prices: ["Subscriptions at $19 a month"],
    channels: ["Instagram ads to café owners"],
    problem: "ShiftSwap: shift swapping for independent cafés.",
    results: [{ id: "price-test", factor: "monetization_potential", outcome: "failed", shown: "$19 a month" }],
    refusedPrices: ["$19 a month"],
    factors: [...factorKeys],
  },
  failures: [
    {
      id: "price-test",
      factor: "monetization_potential",
      sentence: "Monetisation potential failed: 1 of 40 (2.5%) against Pitch page sign-up rate ≥ 10%.",
      test: failedLine,
    },
  ],
  weakest: [
    { key: "monetization_potential", score: 3 },
    { key: "market_demand", score: 4 },
    { key: "timing", score: 5 },
  ],
  strategyChannels: ["Instagram ads to café owners", "Coffee roasters' wholesale newsletters"],
  pains: ["Owners spend Sunday evenings texting staff to cover shifts."],
  ...overrides,
});

describe("the demo model's pivots", () => {
  it.each([
    ["Subscriptions at $19 a month", "$19 a month", "$9.50 a month"],
    ["£30 per seat", "£30 per seat", "£15 per seat"],
    ["Free for now", null, null],
  ])("reads and halves the price in %s", (text, price, halved) => {
    expect(priceIn(text)).toBe(price);
    expect(halvedPrice(text)).toBe(halved);
  });

  it("counts a channel as in use when an experiment's text names two of its words, else the strategy's lead", () => {
    const channels = ["Instagram ads to café owners", "Search ads on the problem"];
    expect(channelsInUse(channels, ["Send $150 of search ads to the page"])).toEqual(["Search ads on the problem"]);
    expect(channelsInUse(channels, ["Interview 15 owners"])).toEqual(["Instagram ads to café owners"]);
  });

  it("proposes one change of each kind, each citing the failure, that code keeps whole", () => {
    const proposals = demoProposals(source());
    expect(proposals.map((proposal) => [proposal.kind, proposal.to])).toEqual([
      ["price", "$9.50 a month"],
      ["segment", "People who already pay for a workaround to this problem"],
      ["channel", "Coffee roasters' wholesale newsletters"],
      ["problem", "Owners spend Sunday evenings texting staff to cover shifts."],
    ]);
    for (const proposal of proposals) expect(proposal.cites.results).toEqual(["price-test"]);
    expect(proposals[0]?.cites.factors).toEqual(["monetization_potential"]);
    expect(proposals[0]?.first_test).toMatchObject({ metric: "Pitch page sign-up rate", target: 10, unit: "%" });
    expect(checkProposals(proposals, source().context).dropped).toEqual([]);
  });

  it("leaves out a change with nothing to cite, and proposes no price without one", () => {
    const nothingFailed = source({
      failures: [],
      weakest: [{ key: "timing", score: 3 }],
      context: { ...source().context, prices: [], refusedPrices: [] },
    });
    expect(demoProposals(nothingFailed)).toEqual([]);
  });
});
