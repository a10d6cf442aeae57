import { describe, expect, it } from "vitest";
import { demoValidation } from "./demo/reports";
import { seeded } from "./demo/words";
import { factors } from "@/lib/core/report/factors";
import { combineScoreSamples, median, type FactorScoresOutput } from "./score-samples";
import { overallScore } from "@/lib/core/report/score";

/** A model whose every score is the truth plus noise of up to ±2.5, seeded so the test is repeatable. */
function noisyRun(truth: number[], random: () => number): FactorScoresOutput {
  const scores = Object.fromEntries(
    factors.map(({ key }, index) => [
      key,
      { score: Math.min(10, Math.max(0, Math.round((truth[index]! + (random() - 0.5) * 5) * 10) / 10)) },
    ]),
  );
  return { scores } as FactorScoresOutput;
}

const range = (values: number[]) => Math.max(...values) - Math.min(...values);

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 9, 4])).toBe(4);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});

describe("combining scoring runs", () => {
  it("with a seeded noisy model, the median of 3 runs moves less between repeats than a single run", () => {
    const truth = [6, 4, 5, 7, 6, 5, 6, 5];
    const random = seeded(20261122);
    const base = demoValidation("A seeded idea for the noise test.");
    const single: number[] = [];
    const sampled: number[] = [];
    const flagged: number[] = [];
    for (let repeat = 0; repeat < 40; repeat++) {
      const runs = [noisyRun(truth, random), noisyRun(truth, random), noisyRun(truth, random)];
      const main = {
        ...base,
        scores: Object.fromEntries(
          factors.map(({ key }) => [key, { ...base.scores[key], score: runs[0]!.scores[key].score }]),
        ),
      } as typeof base;
      single.push(overallScore(factors.map(({ key }) => runs[0]!.scores[key].score)));
      const combined = combineScoreSamples(main, runs.slice(1));
      sampled.push(overallScore(factors.map(({ key }) => combined.scores[key].score)));
      flagged.push(factors.filter(({ key }) => combined.scores[key].uncertain).length);
    }
    expect(range(sampled)).toBeLessThan(range(single));
    // With noise this wide, most repeats flag some factor: the runs do disagree.
    expect(flagged.filter((count) => count > 0).length).toBeGreaterThan(20);
  });

  it("returns a single run as it is, marked as one sample", () => {
    const report = demoValidation("An idea");
    expect(combineScoreSamples(report, [])).toEqual({ ...report, score_samples: 1 });
  });
});
