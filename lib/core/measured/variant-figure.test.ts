import { describe, expect, it } from "vitest";
import { describeVariant, describeVariantStanding, variantsFigure } from "./variant-figure";
import { variantKey } from "./variants";

const PRICES = { kind: "price" as const, texts: ["$9 a month", "$19 a month", "$29 a month"] };
const counted = (text: string, signups: number, visitors: number) => ({
  key: variantKey("price", text),
  signups,
  visitors,
  heaviest: [],
});

describe("the variants' live figure", () => {
  it("lists the prices shown in the founder's order, one not yet visited at zero, and earlier words apart", () => {
    const figure = variantsFigure(
      PRICES,
      [counted("$29 a month", 1, 12), counted("$12 a month", 2, 30), counted("$9 a month", 3, 10)],
      10,
    );
    expect(figure?.shown.map((shown) => [shown.text, shown.signups, shown.visitors])).toEqual([
      ["$9 a month", 3, 10],
      ["$19 a month", 0, 0],
      ["$29 a month", 1, 12],
    ]);
    expect(figure?.earlier.map((shown) => shown.text)).toEqual(["$12 a month"]);
    expect(figure && describeVariantStanding(figure)).toBe(
      "Too few visitors to compare yet: 10 on each price are needed (the fewest has 0).",
    );
    expect(variantsFigure(null, [], 10)).toBeNull();
  });

  it("says how many more visitors on each would tell, and names the price that sells better", () => {
    const close = variantsFigure(
      PRICES,
      [counted("$9 a month", 1, 10), counted("$19 a month", 0, 10), counted("$29 a month", 0, 10)],
      10,
    );
    expect(close && describeVariantStanding(close)).toMatch(
      /^No clear difference yet: about \d+ more visitors on each price would likely tell, at today's rates\.$/,
    );
    const tied = variantsFigure(
      PRICES,
      [counted("$9 a month", 1, 10), counted("$19 a month", 1, 10), counted("$29 a month", 0, 10)],
      10,
    );
    expect(tied && describeVariantStanding(tied)).toBe(
      "No clear difference yet: the two best prices sell at the same rate so far.",
    );
    const clear = variantsFigure(
      PRICES,
      [counted("$9 a month", 9, 10), counted("$19 a month", 0, 10), counted("$29 a month", 0, 10)],
      10,
    );
    expect(clear?.better).toBe("$9 a month");
    expect(clear && describeVariantStanding(clear)).toBe(
      "“$9 a month” sells better than the other prices: the difference is clear at the 95% level, corrected for comparing 3.",
    );
    expect(clear && describeVariant(clear.shown[0]!)).toBe(
      "$9 a month: 9 sign-ups of 10 unique visitors, 90% (95% interval 59.6%–98.2%)",
    );
  });
});
