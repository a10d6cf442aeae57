import { describe, expect, it } from "vitest";
import { readShare, trialsToDecide } from "@/lib/core/stats/interval";
import { readPitch, sampleAtDueDate, swayingPart } from "./judgement";
import { describeFigure, liveFigure } from "./live-figure";

const atLeast = (target: number) => ({ comparator: ">=" as const, target });
const atMost = (target: number) => ({ comparator: "<=" as const, target });
const sample = (visitors: number, signups: number, heaviest: { visitors: number; signups: number }[] = []) => ({
  visitors,
  signups,
  heaviest,
});

describe("a share read against its line by its 95 % interval", () => {
  it("passes or fails only when the whole interval is on one side of the line", () => {
    // 2 of 10 is 20 %, 95 % interval 5.7–51 %: a line of 25 % is still inside it.
    expect(readShare(2, 10, atLeast(25))).toBe("undecided");
    expect(readShare(0, 10, atLeast(40))).toBe("fails"); // 0–27.8 %
    expect(readShare(9, 10, atLeast(50))).toBe("passes"); // 59.6–98.2 %
    expect(readShare(20, 400, atLeast(10))).toBe("fails"); // 5 %, 3.3–7.6 %
    expect(readShare(1, 100, atMost(5))).toBe("undecided"); // churn of 1 %, 0.2–5.4 %: not yet
    expect(readShare(1, 200, atMost(5))).toBe("passes");
    expect(readShare(30, 100, atMost(5))).toBe("fails");
    expect(readShare(0, 0, atLeast(5))).toBe("undecided");
  });

  it("estimates how many people at today's rate would settle it, and says when none would", () => {
    const needed = trialsToDecide(2, 10, atLeast(25))!;
    expect(needed).toBeGreaterThan(10);
    expect(readShare(0.2 * needed, needed, atLeast(25))).toBe("fails");
    expect(readShare(0.2 * (needed - 1), needed - 1, atLeast(25))).toBe("undecided");
    expect(trialsToDecide(0, 10, atLeast(40))).toBe(10);
    // A rate right on the line is never settled.
    expect(trialsToDecide(5, 20, atLeast(25))).toBeNull();
  });
});

describe("when a pitch page may be judged", () => {
  it("waits for the minimum, then for an interval that clears the line", () => {
    expect(readPitch(sample(9, 0), atLeast(40), 10)).toEqual({ state: "too_few" });
    const leaning = readPitch(sample(10, 2), atLeast(25), 10);
    expect(leaning).toMatchObject({ state: "undecided" });
    expect(readPitch(sample(10, 0), atLeast(40), 10)).toEqual({ state: "decided", outcome: "failed" });
    expect(readPitch(sample(40, 30), atLeast(40), 10)).toEqual({ state: "decided", outcome: "passed" });
  });

  it("does not judge while one network makes up much of the sample or decides it alone", () => {
    // Three visitors of ten from one network: more than a quarter.
    const crowded = sample(10, 0, [{ visitors: 3, signups: 0 }]);
    expect(readPitch(crowded, atLeast(40), 10)).toEqual({ state: "swayed", by: { visitors: 3, signups: 0 } });
    // 13 of 40 pass a 15 % line (interval 20–48 %) only with one network's 3 sign-ups: without them 10 of 37 is
    // 27 % (15.4–43 %)… still passes; but 9 of 40 with 3 from one network (6 of 37, 7.7–31 %) would not.
    const carried = sample(40, 9, [{ visitors: 3, signups: 3 }]);
    expect(readShare(9, 40, atLeast(10))).toBe("passes");
    expect(readShare(6, 37, atLeast(10))).toBe("undecided");
    expect(swayingPart(carried, atLeast(10))).toEqual({ visitors: 3, signups: 3 });
    expect(readPitch(carried, atLeast(10), 10)).toMatchObject({ state: "swayed" });
    // At the due date, the swaying network is left out of what is recorded.
    expect(sampleAtDueDate(carried, atLeast(10))).toEqual({ visitors: 37, signups: 6 });
    expect(sampleAtDueDate(sample(40, 20, [{ visitors: 2, signups: 1 }]), atLeast(10))).toEqual({
      visitors: 40,
      signups: 20,
    });
    // Two visitors from two networks: each is one person, not a network that sways.
    expect(swayingPart(sample(2, 1, [{ visitors: 1, signups: 1 }]), atLeast(10))).toBeNull();
  });

  it("says in the live figure why it is not judged yet", () => {
    const words = (visitors: number, signups: number, heaviest: { visitors: number; signups: number }[] = []) =>
      describeFigure(liveFigure(sample(visitors, signups, heaviest), atLeast(25), 10));
    expect(words(10, 2)).toMatch(
      /^2 sign-ups of 10 unique visitors, 20% \(95% interval 5\.7%–51%\): no clear result yet against at least 25%; about [\d,]+ more visitors at this rate would likely settle it$/,
    );
    expect(words(12, 1, [{ visitors: 4, signups: 1 }])).toContain(
      "4 visitors and 1 sign-up of these came from one network, too much of the sample to judge on",
    );
    expect(words(20, 0)).toBe("0 sign-ups of 20 unique visitors, 0% (95% interval 0%–16.1%)");
  });
});
