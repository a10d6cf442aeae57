import { describe, expect, it } from "vitest";
import { formatScore, gradeLine, overallScore, scoreTag } from "./score";

describe("score rules (7.5, 6 and 5)", () => {
  it.each([
    [10, "Strong"],
    [7.5, "Strong"],
    [7.49, "Promising"],
    [6, "Promising"],
    [5.99, "Uncertain"],
    [5, "Uncertain"],
    [4.99, "Weak"],
    [0, "Weak"],
  ])("%s is %s", (score, tag) => {
    expect(scoreTag(score)).toBe(tag);
  });

  it("averages to one decimal", () => {
    expect(overallScore([9, 8, 8, 7, 7, 6, 9, 5])).toBe(7.4);
    expect(overallScore([6.25, 6.3])).toBe(6.3);
    expect(overallScore([])).toBe(0);
  });
});

describe("formatScore and gradeLine", () => {
  it("shows every score to one decimal", () => {
    expect([formatScore(4), formatScore(7.25), formatScore(10)]).toEqual(["4.0", "7.3", "10.0"]);
  });

  it("names the grade's advice, then the strongest and weakest factors", () => {
    expect(gradeLine("Promising", { label: "Differentiation", score: 8.8 }, { label: "Feasibility", score: 5 })).toBe(
      "Promising: worth testing before you build. Strongest: Differentiation (8.8); weakest: Feasibility (5.0).",
    );
    expect(gradeLine("Weak", null, null)).toBe("Weak: rethink the problem or the customer before building.");
  });
});
