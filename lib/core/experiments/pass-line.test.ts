import { describe, expect, it } from "vitest";
import { ceilingOf, decide, describeMeasurement, describePassLine, type PassLine } from "./pass-line";

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
    ["floating point slack: 0.1 + 0.2 meets 0.3", line("<=", 0.3), 0.1 + 0.2, undefined, "passed"],
  ] as const)("%s", (_name, passLine, value, denominator, outcome) => {
    expect(decide(passLine, { value, denominator })).toBe(outcome);
  });
});

describe("pass lines in words", () => {
  it("describes the line and what was measured", () => {
    expect(describePassLine(line(">=", 3, "%"))).toBe("Sign-ups ≥ 3%");
    expect(describePassLine(line("<=", 1500, "USD"))).toBe("Sign-ups ≤ 1,500 USD");
    expect(describeMeasurement({ unit: "%" }, { value: 14, denominator: 500 })).toBe("14 of 500 (2.8%)");
    expect(describeMeasurement({ unit: "%" }, { value: 2.5 })).toBe("2.5%");
    expect(describeMeasurement({ unit: "pre-payments" }, { value: 4 })).toBe("4 pre-payments");
  });

  it("knows the most a result can be in a unit", () => {
    expect(ceilingOf("%")).toBe(100);
    expect(ceilingOf("Percent")).toBe(100);
    expect(ceilingOf("of 15 interviewed")).toBe(15);
    expect(ceilingOf("out of 1,200 visitors")).toBe(1200);
    expect(ceilingOf("pre-payments")).toBeNull();
  });
});
