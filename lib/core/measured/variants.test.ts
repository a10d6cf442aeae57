import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { variantOf } from "./variants";

const hashOf = (visitor: number) =>
  createHmac("sha256", "a day's salt").update(`198.51.100.${visitor}\nPhone`).digest("base64url").slice(0, 32);

describe("a visitor's variant", () => {
  it("is the same for the same visitor, all day", () => {
    const hash = hashOf(7);
    expect(new Set(Array.from({ length: 5 }, () => variantOf(hash, 3)))).toEqual(new Set([variantOf(hash, 3)]));
  });

  // A fair split's count of 3,000 has a standard deviation of about 26: within 4 of them (104) unless the hash is biased.
  it("spreads 3,000 visitors evenly over three variants (each within 4 standard deviations of a third)", () => {
    const seen = [0, 0, 0];
    for (let visitor = 0; visitor < 3_000; visitor++) {
      const variant = variantOf(hashOf(visitor), 3);
      seen[variant] = (seen[variant] ?? 0) + 1;
    }
    for (const count of seen) expect(Math.abs(count - 1_000)).toBeLessThan(104);
  });

  it("is the only variant of a page with one, and always one of the variants", () => {
    expect(variantOf(hashOf(1), 1)).toBe(0);
    for (let visitor = 0; visitor < 100; visitor++) expect(variantOf(hashOf(visitor), 2)).toBeLessThan(2);
  });
});
