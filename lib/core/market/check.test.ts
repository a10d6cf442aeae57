import { describe, expect, it } from "vitest";
import { Evidence } from "@/lib/core/report/evidence";
import { checkMarketSize } from "./check";
import type { ModelInput } from "./schemas";

const EVIDENCE = new Evidence(
  [
    '"There are about 4,000 independent cafes in the UK and most order milk by phone." - owner, Bean There, Leeds',
    "We pay $30 a month for our till software and it does nothing for stock.",
    "Half of the cafes on our street would switch if it saved an hour a week.",
  ].join("\n"),
);
const SEARCHED = [{ url: "https://example.org/cafe-market-2026", title: "UK cafe market 2026" }];

const input = (overrides: Partial<ModelInput> = {}): ModelInput => ({
  low: 1,
  base: 2,
  high: 3,
  basis: "assumption",
  reason: "A guess.",
  quote: null,
  source_url: null,
  ...overrides,
});

const segment = (overrides: Partial<Record<string, ModelInput>> = {}) => ({
  name: "Independent cafes in the UK",
  customers: input({ low: 3_000, base: 4_000, high: 5_000 }),
  price_per_year_usd: input({ low: 240, base: 360, high: 480 }),
  reachable_share: input({ low: 0.2, base: 0.3, high: 0.4 }),
  obtainable_share_3y: input({ low: 0.02, base: 0.05, high: 0.08 }),
  ...overrides,
});

const check = (overrides: Partial<Record<string, ModelInput>>, sources = SEARCHED) =>
  checkMarketSize({ segments: [segment(overrides)] }, EVIDENCE, sources).segments[0]!;

describe("checkMarketSize: what the model claims about its market inputs", () => {
  it("keeps an evidence basis whose quote is in the evidence and states the number, with who said it", () => {
    const { customers } = check({
      customers: input({
        low: 3_600,
        base: 4_000,
        high: 4_400,
        basis: "evidence",
        reason: "The evidence counts them.",
        quote: "There are about 4,000 independent cafes in the UK and most order milk by phone.",
      }),
    });
    expect(customers).toMatchObject({
      basis: "evidence",
      quote: "There are about 4,000 independent cafes in the UK and most order milk by phone.",
      attribution: "owner, Bean There, Leeds",
    });
  });

  it("takes a monthly price in the quote as the year's price it implies, and a percentage as a share", () => {
    const checked = check({
      price_per_year_usd: input({
        low: 300,
        base: 360,
        high: 420,
        basis: "evidence",
        quote: "We pay $30 a month for our till software and it does nothing for stock.",
      }),
      reachable_share: input({
        low: 0.4,
        base: 0.5,
        high: 0.6,
        basis: "evidence",
        quote: "Half of the cafes on our street would switch if it saved an hour a week.",
      }),
    });
    expect(checked.price_per_year_usd.basis).toBe("evidence");
    // "Half" is a word, not a number the code can check: the claim falls back to an assumption.
    expect(checked.reachable_share).toMatchObject({ basis: "assumption", quote: null });
  });

  it("an invented quote, or a real one that does not state the number, makes the input an assumption", () => {
    const checked = check({
      customers: input({
        low: 9_000,
        base: 10_000,
        high: 11_000,
        basis: "evidence",
        quote: "There are about 4,000 independent cafes in the UK and most order milk by phone.",
      }),
      price_per_year_usd: input({
        low: 100,
        base: 200,
        high: 300,
        basis: "evidence",
        quote: "Every cafe we asked would pay $200 a year.",
      }),
    });
    expect(checked.customers).toMatchObject({ basis: "assumption", quote: null });
    expect(checked.price_per_year_usd).toMatchObject({ basis: "assumption", quote: null });
  });

  it("a source basis holds only with a page the search returned, spelled as the provider returned it", () => {
    const found = check({
      customers: input({ basis: "source", source_url: "HTTPS://example.org/cafe-market-2026/#top" }),
    });
    expect(found.customers).toMatchObject({ basis: "source", source_url: "https://example.org/cafe-market-2026" });
    const invented = check({ customers: input({ basis: "source", source_url: "https://made-up.example/stats" }) });
    expect(invented.customers).toMatchObject({ basis: "assumption", source_url: null });
    const unsearched = check({ customers: input({ basis: "source", source_url: SEARCHED[0]!.url }) }, []);
    expect(unsearched.customers.basis).toBe("assumption");
  });

  it("lists as the section's sources only the searched pages its inputs cite", () => {
    const cited = checkMarketSize(
      { segments: [segment({ customers: input({ basis: "source", source_url: SEARCHED[0]!.url }) })] },
      EVIDENCE,
      [...SEARCHED, { url: "https://example.org/unrelated" }],
    );
    expect(cited.sources).toEqual(SEARCHED);
    expect(checkMarketSize({ segments: [segment()] }, EVIDENCE, SEARCHED).sources).toEqual([]);
  });

  it("corrects a share above 100 % or at 0 and a range out of order, and says so in the reason", () => {
    const checked = check({
      reachable_share: input({ low: 0.2, base: 30, high: 45, reason: "Cafes on the high street." }),
      obtainable_share_3y: input({ low: 0, base: 0.05, high: 0.02, reason: "A typical share." }),
    });
    expect(checked.reachable_share).toMatchObject({ low: 0.2, base: 1, high: 1 });
    expect(checked.reachable_share.reason).toBe(
      "Cafes on the high street. (LaunchLens corrected the model's numbers: a share cannot be more than 100%.)",
    );
    expect(checked.obtainable_share_3y).toMatchObject({ low: 0.001, base: 0.02, high: 0.05 });
    expect(checked.obtainable_share_3y.reason).toContain("its range was out of order");
    expect(checked.obtainable_share_3y.reason).toContain("a share of 0 would leave nothing to win");
  });

  it("a founder's input stays theirs, and checking a checked section changes nothing", () => {
    const once = checkMarketSize(
      {
        segments: [
          segment({
            customers: input({ low: 9, base: 9, high: 9, basis: "founder" as never, reason: "I counted." }),
            reachable_share: input({ low: 2, base: 0.5, high: 0.1 }),
          }),
        ],
      },
      EVIDENCE,
      SEARCHED,
    );
    expect(once.segments[0]!.customers.basis).toBe("founder");
    expect(checkMarketSize(once, EVIDENCE, SEARCHED)).toEqual(once);
  });
});
