import { describe, expect, it } from "vitest";
import { overallScore, scoreTag } from "./score";

describe("score rules (SPEC.md section 3)", () => {
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
