import { describe, expect, it } from "vitest";
import { decide, type PassLine } from "./pass-line";
import { decidingResult, readingOf, whyNotSettled } from "./reading";

const line = (target: number, unit: string, comparator: PassLine["comparator"] = ">="): PassLine => ({
  metric: "people who would pay",
  comparator,
  target,
  unit,
});
const recorded = (passLine: PassLine, value: number, denominator: number | null = null) => ({
  value,
  denominator,
  outcome: decide(passLine, { value, denominator }),
});
const read = (passLine: PassLine, value: number, denominator: number | null = null) =>
  readingOf(passLine, recorded(passLine, value, denominator));

describe("how sure a recorded result is", () => {
  it("reads a share by its 95 % interval against the line, whatever unit it was typed in", () => {
    const eightOfFifteen = line(8, "of 15 asked"); // 53 %
    expect(read(eightOfFifteen, 6, 10)).toBe("leaning_passed"); // 60 %, 31–83 %
    expect(read(eightOfFifteen, 4)).toBe("failed"); // 4 of 15: 11–52 %
    expect(read(eightOfFifteen, 14, 15)).toBe("passed");
    expect(read(line(25, "%"), 2, 10)).toBe("leaning_failed"); // 20 %, 5.7–51 %
    expect(read(line(25, "%"), 0, 20)).toBe("failed"); // 0–16 %
    expect(read(line(5, "%", "<="), 1, 200)).toBe("passed"); // churn 0.5 %, 0.1–2.8 %
  });

  it("calls fewer than five asked too few, and a percentage without how many were asked unsized", () => {
    expect(read(line(8, "of 15 asked"), 1, 3)).toBe("too_few");
    expect(read(line(25, "%"), 40)).toBe("unsized");
    // A plain count has no interval: it is what it is.
    expect(read(line(10, "sign-ups"), 14)).toBe("passed");
    expect(read(line(10, "sign-ups"), 4)).toBe("failed");
  });

  it("says in words why ten interviews rarely settle a question", () => {
    const words = whyNotSettled(line(8, "of 15 asked"), recorded(line(8, "of 15 asked"), 6, 10))!;
    expect(words).toMatch(
      /^With 10 asked, the true share could be anywhere from 31% to 83%: that still holds your line of 53%, so it leans one way without settling it\. About \d+ more asked at this rate would likely settle it\.$/,
    );
    expect(whyNotSettled(line(8, "of 15 asked"), recorded(line(8, "of 15 asked"), 14, 15))).toBeNull();
    expect(whyNotSettled(line(25, "%"), recorded(line(25, "%"), 40))).toMatch(/how many were asked/);
  });

  it("lets the newest result measured on enough people decide, so a handful asked later erases no failure", () => {
    const passLine = line(8, "of 15 asked");
    const failure = { value: 3, denominator: 20, pass_line: passLine };
    const handful = { value: 1, denominator: 3, pass_line: passLine };
    expect(decidingResult([handful, failure])).toBe(failure);
    expect(decidingResult([handful])).toBe(handful);
    expect(decidingResult([])).toBeNull();
  });
});
