import { describe, expect, it } from "vitest";
import {
  ceilingOf,
  decide,
  describeMeasurement,
  describePassLine,
  describeShareLine,
  resultProblem,
  tooFewToTell,
  type PassLine,
} from "./pass-line";

const line = (comparator: PassLine["comparator"], target: number, unit = "sign-ups"): PassLine => ({
  metric: "Sign-ups",
  comparator,
  target,
  unit,
});

describe("decide", () => {
  it.each([
    [">= passes at the target", line(">=", 8), 8, undefined, "passed"],
    [">= passes above the target", line(">=", 8), 9, undefined, "passed"],
    [">= fails below the target", line(">=", 8), 7.99, undefined, "failed"],
    ["<= passes at the target", line("<=", 14, "days"), 14, undefined, "passed"],
    ["<= passes below the target", line("<=", 14, "days"), 3, undefined, "passed"],
    ["<= fails above the target", line("<=", 14, "days"), 15, undefined, "failed"],
    ["a share without a denominator is a percentage", line(">=", 3, "%"), 2.9, undefined, "failed"],
    ["a share with a denominator is computed: 3 of 100 is 3 %", line(">=", 3, "%"), 3, 100, "passed"],
    ["a share with a denominator fails below: 14 of 500 is 2.8 %", line(">=", 3, "%"), 14, 500, "failed"],
    ["a share with a denominator, <=: 1 of 50 churned is 2 %", line("<=", 5, "%"), 1, 50, "passed"],
    ["a count out of N compares the count, not a share", line(">=", 8, "of 15 interviewed"), 8, 15, "passed"],
    ["a count out of N fails below", line(">=", 8, "of 15 interviewed"), 7, 15, "failed"],
    ["7 of 10 asked passes 8 of 15: the pass line is a share (53 %)", line(">=", 8, "of 15 asked"), 7, 10, "passed"],
    ["5 of 10 asked fails 8 of 15 (50 % < 53 %)", line(">=", 8, "of 15 asked"), 5, 10, "failed"],
    ["16 of 30 asked passes 8 of 15 (53.3 % exactly)", line(">=", 8, "of 15 asked"), 16, 30, "passed"],
    ["4 of 15 fails a pass line of 8 of 15 (the walk-through)", line(">=", 8, "of 15 asked"), 4, undefined, "failed"],
    ["a plain count with an out-of compares the count", line(">=", 8, "pre-orders"), 7, 100, "failed"],
    ["floating point slack: 0.1 + 0.2 meets 0.3", line("<=", 0.3), 0.1 + 0.2, undefined, "passed"],
  ] as const)("%s", (_name, passLine, value, denominator, outcome) => {
    expect(decide(passLine, { value, denominator })).toBe(outcome);
  });
});

describe("pass lines in words", () => {
  it("describes the line and what was measured", () => {
    expect(describePassLine(line(">=", 3, "%"))).toBe("Sign-ups ≥ 3%");
    expect(describePassLine(line("<=", 1500, "USD"))).toBe("Sign-ups ≤ 1,500 USD");
    expect(describeMeasurement({ unit: "%", target: 3 }, { value: 14, denominator: 500 })).toBe("14 of 500 (2.8%)");
    expect(describeMeasurement({ unit: "%", target: 3 }, { value: 2.5 })).toBe("2.5%");
    expect(describeMeasurement({ unit: "pre-payments", target: 3 }, { value: 4 })).toBe("4 pre-payments");
  });

  it("knows the most a result can be in a unit", () => {
    expect(ceilingOf("%")).toBe(100);
    expect(ceilingOf("Percent")).toBe(100);
    expect(ceilingOf("of 15 interviewed")).toBe(15);
    expect(ceilingOf("out of 1,200 visitors")).toBe(1200);
    expect(ceilingOf("pre-payments")).toBeNull();
  });
});

describe("results past the unit's ceiling", () => {
  it.each([
    ["25 of 20 asked", "of 20 asked", 25, undefined, /cannot be more than 20/],
    ["150 %", "%", 150, undefined, /percentage from 0 to 100/],
    ["20 of 20 asked", "of 20 asked", 20, undefined, null],
    ["25 counted out of 30 asked", "of 20 asked", 25, 30, null],
    ["100 %", "%", 100, undefined, null],
    ["a plain count has no ceiling", "sign-ups", 5000, undefined, null],
  ] as const)("%s", (_name, unit, value, denominator, problem) => {
    const found = resultProblem(unit, { value, denominator });
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});

describe("sample", () => {
  it("a result on fewer than 5 asked is too few to tell; a plain count or a bare percentage cannot say", () => {
    expect(tooFewToTell({ unit: "of 15 asked" }, { value: 2, denominator: 4 })).toBe(true);
    expect(tooFewToTell({ unit: "of 4 asked" }, { value: 2 })).toBe(true);
    expect(tooFewToTell({ unit: "of 15 asked" }, { value: 4 })).toBe(false);
    expect(tooFewToTell({ unit: "%" }, { value: 1, denominator: 3 })).toBe(true);
    expect(tooFewToTell({ unit: "%" }, { value: 40 })).toBe(false);
    expect(tooFewToTell({ unit: "pre-orders" }, { value: 2 })).toBe(false);
  });

  it("states the share a count out of N stands for, and what was measured", () => {
    expect(describeShareLine({ unit: "of 15 asked", target: 8, comparator: ">=" })).toBe(
      "Out of another number asked, it passes with at least 53.3% of those asked.",
    );
    expect(describeShareLine({ unit: "%", target: 8, comparator: ">=" })).toBeNull();
    expect(describeMeasurement({ unit: "of 15 asked", target: 8 }, { value: 7, denominator: 10 })).toBe(
      "7 of 10 asked (70%)",
    );
  });
});

describe("a measurement in words", () => {
  it('does not repeat the unit\'s own count (issue 44: "4 of 15 interviewed (of 15)")', () => {
    const line = { unit: "of 15 interviewed", target: 8 };
    expect(describeMeasurement(line, { value: 4, denominator: 15 })).toBe("4 of 15 interviewed");
    expect(describeMeasurement(line, { value: 4 })).toBe("4 of 15 interviewed");
    expect(describeMeasurement({ unit: "sign-ups", target: 8 }, { value: 4, denominator: 30 })).toBe(
      "4 sign-ups (of 30)",
    );
  });
});
