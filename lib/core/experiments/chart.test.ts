import { describe, expect, it } from "vitest";
import { chartLayout, chartPoints, chartTone, describeChart, type ChartableExperiment } from "./chart";

const share = { metric: "sign-ups", comparator: ">=" as const, target: 10, unit: "%" };
const experiment = (
  id: string,
  factor: string | null,
  result: ChartableExperiment["result"],
  status = result?.outcome ?? "planned",
): ChartableExperiment => ({ id, hypothesis: `Hypothesis ${id}`, factor, status, result });

const priced = experiment("price", "monetization_potential", {
  value: 14,
  denominator: 212,
  outcome: "failed",
  pass_line: share,
  source: "pitch",
  rung: "signed_up_priced",
  shown: "$9 a month",
});
const interviews = experiment("interviews", "market_demand", {
  value: 12,
  denominator: 15,
  outcome: "passed",
  pass_line: { metric: "people who would join", comparator: ">=", target: 8, unit: "of 15 asked" },
  source: "typed",
  rung: "said",
  shown: null,
});
const preorders = experiment("preorders", "monetization_potential", {
  value: 5,
  denominator: null,
  outcome: "passed",
  pass_line: { metric: "pre-orders", comparator: ">=", target: 3, unit: "pre-orders" },
});

describe("chartPoints", () => {
  it("draws each recorded result by factor, in the factors' order, leaving out abandoned and unrecorded ones", () => {
    const points = chartPoints([
      priced,
      interviews,
      experiment("none", "timing", null),
      { ...interviews, id: "gone", status: "abandoned" },
    ]);
    expect(points.map((point) => [point.experimentId, point.factor])).toEqual([
      ["interviews", "Market demand"],
      ["price", "Monetisation potential"],
    ]);
  });

  it("puts a share, its 95% interval and the line in %, and says how the result was obtained", () => {
    const [point] = chartPoints([priced]);
    expect(point?.percent).toBeCloseTo(6.6, 1);
    expect(point?.interval?.low).toBeCloseTo(3.97, 1);
    expect(point?.interval?.high).toBeCloseTo(10.8, 1);
    expect(point?.target).toBe(10);
    expect(point?.reading).toBe("leaning_failed");
    expect(point?.provenance).toBe("measured by LaunchLens: signed up after seeing $9 a month");
    // "12 of 15 asked" against 8 of 15: the line is 53.3 % of those asked.
    expect(chartPoints([interviews])[0]?.target).toBeCloseTo(53.33, 1);
  });

  it("keeps a plain count in the table but draws it nowhere", () => {
    const points = chartPoints([preorders, priced]);
    expect(points.find((point) => point.experimentId === "preorders")?.percent).toBeNull();
    expect(chartLayout(points).rows.map((row) => row.point.experimentId)).toEqual(["price"]);
  });
});

describe("chartLayout", () => {
  it("heads each factor once, places variants under their point, and maps 0–100 % across the plot", () => {
    const variants = [
      { text: "$9 a month", rate: 9, interval: { low: 5, high: 14 }, better: true },
      { text: "$19 a month", rate: 2, interval: { low: 1, high: 6 }, better: false },
    ];
    const points = chartPoints([interviews, priced, { ...priced, id: "second", hypothesis: "Another price" }], (id) =>
      id === "price" ? variants : [],
    );
    const layout = chartLayout(points);
    expect(layout.rows.map((row) => row.heading?.text ?? null)).toEqual([
      "Market demand",
      "Monetisation potential",
      null,
    ]);
    expect(layout.rows[1]?.variants.map(({ variant }) => variant.text)).toEqual(["$9 a month", "$19 a month"]);
    const ys = layout.rows.flatMap((row) => [row.y, ...row.variants.map((variant) => variant.y)]);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(layout.x(0)).toBeLessThan(layout.x(50));
    expect(layout.x(150)).toBe(layout.x(100));
    expect(layout.height).toBeGreaterThan(ys.at(-1) ?? 0);
  });

  it("puts each label left of its interval when wide, and above it on a phone, the axis then the whole width", () => {
    const points = chartPoints([priced]);
    const [wide] = chartLayout(points).rows;
    const [compact] = chartLayout(points, true).rows;
    expect(wide!.labelY).toBeGreaterThan(wide!.y);
    expect(compact!.labelY).toBeLessThan(compact!.y - 8);
    const phone = chartLayout(points, true);
    expect(phone.x(0)).toBeLessThan(20);
    expect(phone.width).toBeLessThan(chartLayout(points).width);
  });

  it("colours only clear results as passed or failed, and says so in words", () => {
    expect(chartTone("passed")).toBe("passed");
    expect(chartTone("leaning_failed")).toBe("unsettled");
    expect(describeChart(chartPoints([priced, interviews, preorders]))).toBe(
      "2 results against their pass lines: 1 passed, 0 failed, 1 not settled.",
    );
  });
});
