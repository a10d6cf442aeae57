import { describe, expect, it } from "vitest";
import { computeMarketSize, marketFlags, ordered, type Range, type SegmentInputs } from "./size";

const r = (low: number, base: number, high: number): Range => ({ low, base, high });

// Hand-worked: UK independent cafes, and London's office kitchens.
const cafes: SegmentInputs = {
  name: "Independent cafes in the UK",
  customers: r(3_000, 4_000, 5_000),
  price_per_year_usd: r(240, 360, 480),
  reachable_share: r(0.2, 0.3, 0.4),
  obtainable_share_3y: r(0.02, 0.05, 0.08),
};
const offices: SegmentInputs = {
  name: "Office kitchens in London",
  customers: r(1_000, 2_000, 3_000),
  price_per_year_usd: r(600, 900, 1_200),
  reachable_share: r(0.1, 0.15, 0.2),
  obtainable_share_3y: r(0.01, 0.02, 0.05),
};

describe("computeMarketSize: hand-worked cases", () => {
  it("one segment: TAM = customers × price, SAM = TAM × reach, SOM = SAM × obtainable, ranges by interval arithmetic", () => {
    const figures = computeMarketSize([cafes]);
    // base: 4,000 × 360 = 1,440,000; × 0.3 = 432,000; × 0.05 = 21,600
    // low: 3,000 × 240 = 720,000; × 0.2 = 144,000; × 0.02 = 2,880
    // high: 5,000 × 480 = 2,400,000; × 0.4 = 960,000; × 0.08 = 76,800
    expect(figures.tam).toEqual(r(720_000, 1_440_000, 2_400_000));
    expect(figures.sam).toEqual(r(144_000, 432_000, 960_000));
    expect(figures.som).toEqual(r(2_880, 21_600, 76_800));
    expect(figures.segments).toEqual([{ tam: figures.tam, sam: figures.sam, som: figures.som }]);
  });

  it("two segments: each figure is the sum of the segments'", () => {
    const figures = computeMarketSize([cafes, offices]);
    // offices base: 2,000 × 900 = 1,800,000; × 0.15 = 270,000; × 0.02 = 5,400
    expect(figures.segments[1]).toEqual({
      tam: r(600_000, 1_800_000, 3_600_000),
      sam: r(60_000, 270_000, 720_000),
      som: r(600, 5_400, 36_000),
    });
    expect(figures.tam).toEqual(r(1_320_000, 3_240_000, 6_000_000));
    expect(figures.sam).toEqual(r(204_000, 702_000, 1_680_000));
    expect(figures.som).toEqual(r(3_480, 27_000, 112_800));
  });

  it("rounds to whole dollars only when it answers: the total is the rounded sum of unrounded segments", () => {
    const third = (name: string): SegmentInputs => ({
      name,
      customers: r(1, 1, 1),
      price_per_year_usd: r(1, 1, 1),
      reachable_share: r(1 / 3, 1 / 3, 1 / 3),
      obtainable_share_3y: r(1, 1, 1),
    });
    const figures = computeMarketSize([third("a"), third("b"), third("c")]);
    expect(figures.segments.map((segment) => segment.sam.base)).toEqual([0, 0, 0]);
    expect(figures.sam.base).toBe(1);
  });

  it("an input given out of order is read in order", () => {
    expect(ordered(r(5, 1, 3))).toEqual(r(1, 3, 5));
    const swapped = { ...cafes, customers: r(5_000, 4_000, 3_000) };
    expect(computeMarketSize([swapped]).tam).toEqual(computeMarketSize([cafes]).tam);
  });
});

/** A small seeded generator, so the properties run the same cases every time. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomRange(next: () => number, max: number, share: boolean): Range {
  const values = [next(), next(), next()].map((x) => (share ? Math.max(0.001, x) : Math.round(1 + x * max)));
  return ordered({ low: values[0]!, base: values[1]!, high: values[2]! });
}

function randomSegment(next: () => number): SegmentInputs {
  return {
    name: "s",
    customers: randomRange(next, 1_000_000, false),
    price_per_year_usd: randomRange(next, 10_000, false),
    reachable_share: randomRange(next, 1, true),
    obtainable_share_3y: randomRange(next, 1, true),
  };
}

const inputs = ["customers", "price_per_year_usd", "reachable_share", "obtainable_share_3y"] as const;

describe("computeMarketSize: properties (500 seeded cases)", () => {
  const next = random(27);
  const cases = Array.from({ length: 500 }, () =>
    Array.from({ length: 1 + Math.floor(next() * 4) }, () => randomSegment(next)),
  );

  it("ranges are ordered and SOM ≤ SAM ≤ TAM, per segment and in total", () => {
    for (const segments of cases) {
      const figures = computeMarketSize(segments);
      for (const f of [figures, ...figures.segments]) {
        for (const range of [f.tam, f.sam, f.som]) {
          expect(range.low).toBeLessThanOrEqual(range.base);
          expect(range.base).toBeLessThanOrEqual(range.high);
        }
        expect(f.som.base).toBeLessThanOrEqual(f.sam.base);
        expect(f.sam.base).toBeLessThanOrEqual(f.tam.base);
      }
    }
  });

  it("every figure is monotone in every input: raising one never lowers any figure", () => {
    for (const segments of cases.slice(0, 200)) {
      const before = computeMarketSize(segments);
      const which = inputs[Math.floor(next() * inputs.length)]!;
      const grown = segments.map((segment, index) =>
        index === 0
          ? {
              ...segment,
              [which]: {
                ...segment[which],
                base: Math.min(segment[which].high, segment[which].base * 1.5),
              },
            }
          : segment,
      );
      const after = computeMarketSize(grown);
      for (const key of ["tam", "sam", "som"] as const) {
        expect(after[key].base).toBeGreaterThanOrEqual(before[key].base);
      }
    }
  });
});

describe("marketFlags", () => {
  it("flags a SOM above 5 % of its segment's TAM, and revenue above SOM / 12; changes nothing", () => {
    const greedy = { ...cafes, reachable_share: r(0.5, 0.6, 0.7), obtainable_share_3y: r(0.1, 0.2, 0.3) };
    const figures = computeMarketSize([greedy, offices]);
    const flags = marketFlags([greedy, offices], figures, 20_000);
    expect(flags.map((flag) => flag.code)).toEqual(["optimistic_share", "revenue_above_som"]);
    expect(flags[0]!.text).toBe(
      "Independent cafes in the UK: winning 12% of the segment's spending in three years is optimistic for a new product (over 5%).",
    );
    expect(flags[1]!.text).toContain("($20,000 a month)");
    expect(marketFlags([cafes], computeMarketSize([cafes]), 1_000)).toEqual([]);
  });
});
