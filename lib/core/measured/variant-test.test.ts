import { describe, expect, it } from "vitest";
import { bestSupported, compareVariants } from "./variant-test";
import type { NetworkPart } from "./judgement";

const variant = (key: string, signups: number, visitors: number, heaviest: NetworkPart[] = []) => ({
  key,
  signups,
  visitors,
  heaviest,
});

describe("compareVariants", () => {
  it("waits for the minimum on every variant, naming the fewest", () => {
    expect(compareVariants([variant("a", 20, 100), variant("b", 0, 39)], 40)).toEqual({ state: "too_few", fewest: 39 });
  });

  it("finds no clear difference between equal rates, and no number of visitors that would tell", () => {
    expect(compareVariants([variant("a", 10, 100), variant("b", 10, 100)], 40)).toEqual({
      state: "no_difference",
      moreEach: null,
    });
  });

  it("declares a variant better once the test says so (20 of 100 against 5 of 100)", () => {
    expect(compareVariants([variant("a", 5, 100), variant("b", 20, 100)], 40)).toEqual({ state: "better", key: "b" });
  });

  it("uses Fisher's exact test while counts are small: 6 of 10 against 0 of 10 is clear, 3 of 10 against 0 of 10 not", () => {
    expect(compareVariants([variant("a", 6, 10), variant("b", 0, 10)], 10)).toEqual({ state: "better", key: "a" });
    expect(compareVariants([variant("a", 3, 10), variant("b", 0, 10)], 10).state).toBe("no_difference");
  });

  it("corrects for three variants (Holm): 15 of 100 beats 6 of 100 alone (p 0.038), not two such at once", () => {
    expect(compareVariants([variant("a", 15, 100), variant("b", 6, 100)], 40).state).toBe("better");
    expect(compareVariants([variant("a", 15, 100), variant("b", 6, 100), variant("c", 6, 100)], 40).state).toBe(
      "no_difference",
    );
  });

  it("needs the best to beat every other: 20 of 100 and 18 of 100 against 5 of 100 is no clear difference", () => {
    const reading = compareVariants([variant("a", 20, 100), variant("b", 5, 100), variant("c", 18, 100)], 40);
    expect(reading.state).toBe("no_difference");
    // 20 % against 18 % needs about 5,800 visitors each at 80 % power: some 5,700 more than the 100 each has.
    expect(reading).toMatchObject({ moreEach: expect.any(Number) });
    const more = (reading as { moreEach: number }).moreEach;
    expect(more).toBeGreaterThan(5_500);
    expect(more).toBeLessThan(6_000);
  });

  it("does not let one network make up more than a quarter of a variant", () => {
    const heavy = { visitors: 30, signups: 10 };
    expect(compareVariants([variant("a", 20, 100, [heavy]), variant("b", 5, 100)], 40)).toEqual({
      state: "swayed",
      key: "a",
      by: heavy,
    });
  });

  it("does not let one network decide the winner: 12 of 60 against 3 of 60 is clear, not without its 3 sign-ups", () => {
    const network = { visitors: 3, signups: 3 };
    expect(compareVariants([variant("a", 12, 60), variant("b", 3, 60)], 40).state).toBe("better");
    expect(compareVariants([variant("a", 12, 60, [network]), variant("b", 3, 60)], 40)).toEqual({
      state: "swayed",
      key: "a",
      by: network,
    });
  });
});

describe("bestSupported", () => {
  it("prefers a steady rate to a lucky handful: 30 of 100 over 1 of 1", () => {
    expect(bestSupported([variant("lucky", 1, 1), variant("steady", 30, 100)])?.key).toBe("steady");
  });

  it("breaks a tie by the most visitors, and is null without variants", () => {
    expect(bestSupported([variant("a", 0, 10), variant("b", 0, 20)])?.key).toBe("b");
    expect(bestSupported([])).toBeNull();
  });
});
