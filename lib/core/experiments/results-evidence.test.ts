import { describe, expect, it } from "vitest";
import {
  CUT_NOTE,
  quotableEvidence,
  recordedOutcomes,
  resultsEvidence,
  withResultsEvidence,
  type RecordedExperiment,
} from "./results-evidence";

const sentence = (n: number) => `Owner ${n} said the milk order was wrong again this week. `;
const said = (sentences: number, from = 0) =>
  Array.from({ length: sentences }, (_, index) => sentence(from + index))
    .join("")
    .trim();

const experiment = (evidence: string | null, outcome: "passed" | "failed" = "failed"): RecordedExperiment => ({
  hypothesis: "Cafe owners would pay for automatic ordering.",
  factor: "monetization_potential",
  metric: "Owners who would pay",
  comparator: ">=",
  target: 8,
  unit: "of 20 asked",
  result: { value: 3, denominator: 20, outcome, notes: "Most shrugged.", evidence },
});

describe("resultsEvidence: the founder's results as evidence", () => {
  it("keeps everything when it fits", () => {
    const block = resultsEvidence([experiment(said(3)), experiment(null, "passed")], 20_000)!;
    expect(block).toContain(said(3));
    expect(block).not.toContain(CUT_NOTE);
    expect(recordedOutcomes(block).map((found) => found.outcome)).toEqual(["failed", "passed"]);
  });

  it("past its room, cuts what people said evenly at sentence ends, marked, and keeps every result's line", () => {
    const long = [experiment(said(170)), experiment(said(170, 1_000)), experiment("Short and kept whole.")];
    expect(long[0]!.result.evidence!.length).toBeGreaterThan(9_000);
    const block = resultsEvidence(long, 12_000)!;
    expect(block.length).toBeLessThanOrEqual(12_000);
    expect(block.length).toBeGreaterThan(11_000);
    expect(block.split(CUT_NOTE)).toHaveLength(3);
    expect(block).toContain("Short and kept whole.");
    expect(block).toContain(`${sentence(0).trim()}`);
    expect(block).toContain(`${sentence(1_000).trim()}`);
    // Each cut ends on a whole sentence.
    expect(block).toMatch(/again this week\.\n\[… the rest/);
    expect(recordedOutcomes(block)).toHaveLength(3);
  });

  it("with no room left for what people said, leaves it out and keeps the result itself", () => {
    const block = resultsEvidence([experiment(said(200))], 300)!;
    expect(block).toContain("Notes: Most shrugged.");
    expect(block).not.toContain("What people said");
  });
});

describe("quotableEvidence: what a share without quotes keeps out", () => {
  it("is the founder's evidence with each result's notes and what people said, not the results' own lines", () => {
    const own = "Interview 1: I order milk by text at 6am and always get it wrong.";
    const quotable = quotableEvidence(withResultsEvidence(own, resultsEvidence([experiment(said(2))])))!;
    expect(quotable).toContain(own);
    expect(quotable).toContain("Most shrugged.");
    expect(quotable).toContain(said(2));
    expect(quotable).not.toContain("Cafe owners would pay for automatic ordering.");
    expect(quotable).not.toContain("pass line");
  });

  it("leaves evidence without results as it is", () => {
    expect(quotableEvidence("Only what they said.")).toBe("Only what they said.");
    expect(quotableEvidence(undefined)).toBeUndefined();
  });
});
