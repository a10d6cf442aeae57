import { describe, expect, it } from "vitest";
import { differenceP, fisherExact, holm, normalCdf, twoProportionZ, visitorsToTell } from "./compare";

// Against published values: R's fisher.test and prop.test(correct = FALSE), and Fleiss's sample size without the
// continuity correction.
describe("comparing two rates", () => {
  it("Fisher's exact test, two-sided, matches R's fisher.test", () => {
    // Wikipedia's worked example: 1 of 10 men and 11 of 14 women are dieting.
    expect(fisherExact(1, 9, 11, 3)).toBeCloseTo(0.002759, 6);
    // The lady tasting tea: 3 of 4 right.
    expect(fisherExact(3, 1, 1, 3)).toBeCloseTo(0.4857, 4);
    // All on one side: 2 of the 184,756 equally likely tables.
    expect(fisherExact(10, 0, 0, 10)).toBeCloseTo(2 / 184_756, 10);
    expect(fisherExact(5, 5, 5, 5)).toBe(1);
    expect(fisherExact(0, 0, 0, 0)).toBe(1);
  });

  it("the two-proportion z-test matches R's prop.test without continuity correction", () => {
    expect(twoProportionZ({ successes: 45, trials: 100 }, { successes: 30, trials: 100 })).toBeCloseTo(0.02846, 4);
    expect(twoProportionZ({ successes: 10, trials: 100 }, { successes: 10, trials: 100 })).toBeCloseTo(1, 6);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });

  it("uses Fisher's exact test while an expected count is small, the z-test once none is", () => {
    // 6 successes of 13: the first group's expected successes are 2.8, under 5.
    const small = differenceP({ successes: 1, trials: 6 }, { successes: 5, trials: 7 });
    expect(small).toBeCloseTo(fisherExact(1, 5, 5, 2), 12);
    const large = differenceP({ successes: 45, trials: 100 }, { successes: 30, trials: 100 });
    expect(large).toBeCloseTo(twoProportionZ({ successes: 45, trials: 100 }, { successes: 30, trials: 100 }), 12);
  });

  it("Holm's correction steps down from the smallest p-value and stops at the first that is not significant", () => {
    expect(holm([0.01, 0.04, 0.03])).toEqual([true, false, false]);
    expect(holm([0.01, 0.02, 0.04])).toEqual([true, true, true]);
    expect(holm([0.2, 0.001])).toEqual([false, true]);
    expect(holm([])).toEqual([]);
  });

  it("estimates the visitors each variant needs to tell two rates apart (Fleiss, 95 % and 80 % power)", () => {
    expect(visitorsToTell(0.05, 0.1)).toBe(435);
    expect(visitorsToTell(0.1, 0.05)).toBe(435);
    expect(visitorsToTell(0.2, 0.2)).toBeNull();
  });
});
