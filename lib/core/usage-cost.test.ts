import { describe, expect, it } from "vitest";
import { costOf, DEFAULT_PRICES, priceOf, pricesFrom } from "./usage-cost";

describe("what tokens cost", () => {
  it("bills cached input at its own price, and output (reasoning inside it) at the output price", () => {
    const cost = costOf(
      { inputTokens: 1_000_000, cachedInputTokens: 400_000, outputTokens: 100_000 },
      DEFAULT_PRICES["gpt-4.1-mini"]!,
    );
    expect(cost).toBeCloseTo(0.6 * 0.4 + 0.4 * 0.1 + 0.1 * 1.6, 10);
  });

  it("prices a dated snapshot as its family, and the longest family name wins", () => {
    const prices = pricesFrom(undefined);
    expect(priceOf("gpt-4.1-mini-2025-04-14", prices)).toEqual(DEFAULT_PRICES["gpt-4.1-mini"]);
    expect(priceOf("gpt-4.1-2025-04-14", prices)).toEqual(DEFAULT_PRICES["gpt-4.1"]);
    expect(priceOf("llama3.1:8b", prices)).toBeUndefined();
  });

  it("takes the operator's prices over the defaults, and refuses an entry it cannot read", () => {
    const prices = pricesFrom("gpt-4.1-mini=0.2/0.05/0.8, llama3.1:8b=0/0/0");
    expect(prices["gpt-4.1-mini"]).toEqual({ input: 0.2, cached: 0.05, output: 0.8 });
    expect(priceOf("llama3.1:8b", prices)).toEqual({ input: 0, cached: 0, output: 0 });
    expect(() => pricesFrom("gpt-4.1-mini=cheap")).toThrow(
      'AI_PRICES: "gpt-4.1-mini=cheap" is not model=input/cached/output (dollars per million tokens).',
    );
  });
});
