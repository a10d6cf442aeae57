import { describe, expect, it } from "vitest";
import { decisionDigest, gradeMove, type DigestExperiment } from "./digest";

const line = { metric: "Landing page sign-up rate", comparator: ">=" as const, target: 4, unit: "%" };
const result = (recorded_at: string, value: number, outcome: "passed" | "failed") => ({
  value,
  denominator: 500,
  outcome,
  pass_line: line,
  recorded_at,
  source: "typed" as const,
  rung: "signed_up_priced" as const,
  shown: null,
});
const experiment = (fields: Partial<DigestExperiment>): DigestExperiment => ({
  hypothesis: "Owners sign up",
  factor: "monetization_potential",
  status: "failed",
  due_date: "2026-12-01",
  pass_line: line,
  results: [],
  ...fields,
});

describe("the decision digest", () => {
  it("lists every result oldest first with how it was obtained, and names the soonest open test", () => {
    const digest = decisionDigest({
      decision: { verdict: "change_something", reasons: [{ rule: "failed_riskiest", text: "It failed." }] },
      experiments: [
        experiment({
          results: [result("2026-11-20T10:00:00Z", 8, "failed"), result("2026-11-10T10:00:00Z", 30, "passed")],
        }),
        experiment({ hypothesis: "Later", status: "planned", due_date: "2026-12-20" }),
        experiment({ hypothesis: "Sooner", status: "running", due_date: "2026-11-25" }),
        experiment({ hypothesis: "Dropped", status: "abandoned", due_date: "2026-11-01" }),
      ],
      grades: [
        { version: 2, overall_score: 5.8, score_tag: "Uncertain", created_at: "2026-11-21T00:00:00Z" },
        { version: 1, overall_score: 6.3, score_tag: "Promising", created_at: "2026-11-01T00:00:00Z" },
      ],
      today: "2026-11-28",
    });
    expect(digest.firstReason).toBe("It failed.");
    expect(digest.timeline.map((entry) => [entry.measured, entry.outcome, entry.how])).toEqual([
      [
        "30 of 500 (6%) against Landing page sign-up rate ≥ 4%",
        "passed",
        "reported by you: signed up after seeing a price",
      ],
      [
        "8 of 500 (1.6%) against Landing page sign-up rate ≥ 4%",
        "failed",
        "reported by you: signed up after seeing a price",
      ],
    ]);
    expect(digest.grades.map((grade) => grade.version)).toEqual([1, 2]);
    expect(digest.gradeMove).toBe("6.3 (v1) → 5.8 (v2): down 0.5 over 2 versions, now Uncertain.");
    expect(digest.nextTest).toEqual({
      hypothesis: "Sooner",
      due_date: "2026-11-25",
      pass_line: "Landing page sign-up rate ≥ 4%",
      overdue: true,
    });
  });

  it.each([
    [[], "Not validated yet."],
    [
      [{ version: 1, overall_score: 7.04, score_tag: "Promising", created_at: "" }],
      "7.0 (Promising), one version so far.",
    ],
  ])("says the grade's movement without two versions", (grades, said) => {
    expect(gradeMove(grades)).toBe(said);
  });
});
