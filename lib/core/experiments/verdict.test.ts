import { describe, expect, it } from "vitest";
import { factors, type FactorKey } from "@/lib/core/report/factors";
import { decide } from "./pass-line";
import type { Rung } from "./rungs";
import { decideVerdict, type VerdictExperiment, type VerdictValidation } from "./verdict";

const TODAY = "2026-11-25";

/** A validation whose factors all score `base`, except those given. */
function validation(overall: number, low: Partial<Record<FactorKey, number>> = {}, base = 7): VerdictValidation {
  return {
    overall_score: overall,
    scores: Object.fromEntries(factors.map(({ key }) => [key, { score: low[key] ?? base }])),
  };
}

const experiment = (
  status: VerdictExperiment["status"],
  factor: FactorKey | null = null,
  due_date = "2026-12-31",
): VerdictExperiment => ({ status, factor, due_date });

/**
 * An experiment with its latest result: `value` of `asked` against "people who would join ≥ 8 of 15 asked", typed by
 * the founder on the rung given (by default a sign-up after seeing a price, which weighs fully).
 */
const measured = (
  factor: FactorKey,
  value: number,
  asked?: number,
  target = 8,
  unit = "of 15 asked",
  rung: Rung = "signed_up_priced",
): VerdictExperiment => {
  const pass_line = { metric: "people who would join", comparator: ">=" as const, target, unit };
  return {
    status: decide(pass_line, { value, denominator: asked }),
    factor,
    due_date: "2026-12-31",
    result: { value, denominator: asked ?? null, pass_line, source: "typed", rung, shown: null },
  };
};

/** The same, on the ladder's lowest rung: what people said about the future. */
const said = (factor: FactorKey, value: number, asked: number) =>
  measured(factor, value, asked, 8, "of 15 asked", "said");

// The walk-through's clinic waitlist tool: a good grade (6.4) whose weakest factors are competition (2.6, the
// riskiest), market demand (2.8) and monetisation (3.9).
const clinic = validation(6.4, { competition: 2.6, market_demand: 2.8, monetization_potential: 3.9 }, 8);

// The weakest factors below: execution_risk (3, the riskiest), market_demand (4), monetization_potential (5).
const weakSpots = { execution_risk: 3, market_demand: 4, monetization_potential: 5 };

describe("decideVerdict", () => {
  it.each([
    ["a strong grade alone keeps going", validation(7.8), [], "keep_going", ["grade", "no_results"]],
    ["a promising grade (6) keeps going", validation(6), [], "keep_going", ["grade", "no_results"]],
    ["an uncertain grade (5.4) changes something", validation(5.4), [], "change_something", ["grade", "no_results"]],
    ["a weak grade (4.9) stops", validation(4.9), [], "stop", ["grade", "no_results"]],
    ["no validation keeps going, saying so", null, [], "keep_going", ["no_validation", "no_results"]],
    [
      "a failed experiment on the riskiest factor outweighs a good grade",
      validation(7.6, weakSpots),
      [experiment("failed", "execution_risk")],
      "change_something",
      ["failed_riskiest", "grade"],
    ],
    [
      "a failed experiment on a factor the validation scores well is named, and leaves a good grade alone",
      validation(7.6, weakSpots),
      [experiment("failed", "timing"), experiment("passed", "market_demand")],
      "keep_going",
      ["failed_minor", "grade"],
    ],
    [
      "walk-through case 2: 4 of 15 against 8 on market demand (second weakest) does not keep going on the grade",
      clinic,
      [measured("market_demand", 4)],
      "change_something",
      ["failed_weak", "grade"],
    ],
    [
      "a failure on any of the three weakest factors weighs, even a less important one",
      validation(7, { timing: 3, scalability: 3.5, competition: 2 }),
      [measured("timing", 4)],
      "change_something",
      ["failed_weak", "grade"],
    ],
    [
      "walk-through case 6: 7 of 10 asked passes 8 of 15 (70 % against 53 %), but its interval (40–89 %) holds the line",
      clinic,
      [measured("market_demand", 7, 10), measured("monetization_potential", 9, 15)],
      "keep_going",
      ["grade", "unsettled"],
    ],
    [
      "two clear passes on the weakest factors lift the verdict: 18 of 20 (70–97 %) and 14 of 15 (70–99 %)",
      validation(5.6, weakSpots),
      [measured("market_demand", 18, 20), measured("monetization_potential", 14, 15)],
      "keep_going",
      ["grade", "passed_weakest"],
    ],
    [
      "a leaning failure on the riskiest factor (9 of 20 against 8 of 15: 26–66 %, line 53 %) is named but caps nothing",
      validation(7.6, weakSpots),
      [measured("execution_risk", 9, 20)],
      "keep_going",
      ["failed_minor", "grade", "unsettled"],
    ],
    [
      "a share typed without how many were asked weighs as unsettled, not as a full sample",
      validation(7.6, weakSpots),
      [measured("execution_risk", 10, undefined, 40, "%")],
      "keep_going",
      ["failed_minor", "grade", "unsettled"],
    ],
    [
      "a clear failure on the riskiest factor (2 of 20: 3–30 %, line 53 %) caps a good grade",
      validation(7.6, weakSpots),
      [measured("execution_risk", 2, 20)],
      "change_something",
      ["failed_riskiest", "grade"],
    ],
    [
      "a failure on 3 asked is too few to tell: named, and it does not move the verdict",
      clinic,
      [measured("competition", 0, 3)],
      "keep_going",
      ["failed_minor", "grade", "too_few"],
    ],
    [
      "passes on too few asked do not lift",
      validation(5.5, weakSpots),
      [measured("market_demand", 3, 3), measured("monetization_potential", 4, 4)],
      "change_something",
      ["grade", "too_few"],
    ],
    [
      "two failures on too few asked are not mostly failed",
      validation(6.5),
      [measured("timing", 0, 4), measured("scalability", 1, 4)],
      "keep_going",
      ["failed_minor", "grade", "too_few"],
    ],
    [
      "a failure on the riskiest and another on a weak factor: both named, failures first",
      clinic,
      [measured("competition", 2), measured("market_demand", 4), measured("monetization_potential", 12)],
      "stop",
      ["failed_riskiest", "failed_weak", "mostly_failed", "grade"],
    ],
    [
      "walk-through case 3: a factor lifted past the weakest by opinion keeps its failure in the reasons",
      validation(6.9, { competition: 2.6, monetization_potential: 3.9, timing: 5 }, 8),
      [measured("market_demand", 4)],
      "keep_going",
      ["failed_minor", "grade"],
    ],
    [
      "two passed experiments on the weakest factors lift an uncertain grade",
      validation(5.5, weakSpots),
      [experiment("passed", "market_demand"), experiment("passed", "monetization_potential")],
      "keep_going",
      ["grade", "passed_weakest"],
    ],
    [
      "two passed on the weakest factors lift a weak grade one step only",
      validation(4.2, weakSpots),
      [experiment("passed", "execution_risk"), experiment("passed", "market_demand")],
      "change_something",
      ["grade", "passed_weakest"],
    ],
    [
      "one passed experiment on a weak factor is not enough to lift",
      validation(5.5, weakSpots),
      [experiment("passed", "market_demand")],
      "change_something",
      ["grade"],
    ],
    [
      "passed experiments on strong factors do not lift",
      validation(5.5, weakSpots),
      [experiment("passed", "timing"), experiment("passed", "scalability")],
      "change_something",
      ["grade"],
    ],
    [
      "a failure on the riskiest factor wins over passes on the weakest",
      validation(5.5, weakSpots),
      [
        experiment("passed", "market_demand"),
        experiment("passed", "monetization_potential"),
        experiment("failed", "execution_risk"),
      ],
      "change_something",
      ["failed_riskiest", "grade", "passed_weakest"],
    ],
    [
      "mostly failed experiments stop even a strong idea",
      validation(8, weakSpots),
      [experiment("failed", "timing"), experiment("failed", "scalability"), experiment("passed", "feasibility")],
      "stop",
      ["mostly_failed", "failed_minor", "grade"],
    ],
    [
      "two failed and two passed is not mostly failed",
      validation(6.5),
      [experiment("failed"), experiment("failed"), experiment("passed"), experiment("passed")],
      "keep_going",
      ["failed_minor", "grade"],
    ],
    // The ladder of commitment (issue 47): what people said weighs least, money paid most.
    [
      "two passes on the weakest factors that people only said do not lift",
      validation(5.5, weakSpots),
      [said("market_demand", 18, 20), said("monetization_potential", 14, 15)],
      "change_something",
      ["grade"],
    ],
    [
      "a pass people said beside a sign-up after a price on the weakest factors lifts",
      validation(5.5, weakSpots),
      [said("market_demand", 18, 20), measured("monetization_potential", 14, 15)],
      "keep_going",
      ["grade", "passed_weakest"],
    ],
    [
      "two clear failures on strong rungs outweigh two clear passes people only said: stop",
      validation(7.6, weakSpots),
      [
        measured("timing", 2, 20),
        measured("scalability", 2, 20, 8, "of 15 asked", "signed_up"),
        said("feasibility", 18, 20),
        said("competition", 18, 20),
      ],
      "stop",
      ["mostly_failed", "failed_minor", "grade"],
    ],
    [
      "two clear failures people said, against two clear passes after a price, do not stop",
      validation(7.6, weakSpots),
      [
        said("timing", 2, 20),
        said("scalability", 2, 20),
        measured("feasibility", 18, 20),
        measured("competition", 18, 20),
      ],
      "keep_going",
      ["failed_minor", "grade"],
    ],
    [
      "a clear failure people said on a weak, less important factor weighs less than a sign-up would",
      validation(7, { timing: 3, scalability: 3.5, competition: 2 }),
      [said("timing", 4, 15)],
      "keep_going",
      ["failed_minor", "grade"],
    ],
    [
      "money paid on the riskiest factor outweighs the grade even when leaning",
      validation(7.6, weakSpots),
      [measured("execution_risk", 2, 20, 8, "of 15 asked", "paid")],
      "change_something",
      ["failed_riskiest", "grade"],
    ],
    [
      "experiments past due without a result are named, and do not move the verdict",
      validation(6.5),
      [experiment("planned", null, "2026-11-20"), experiment("running", null, "2026-11-24"), experiment("planned")],
      "keep_going",
      ["grade", "no_results", "overdue"],
    ],
    [
      "an abandoned experiment past its date is not overdue",
      validation(6.5),
      [experiment("abandoned", null, "2026-11-01"), experiment("passed", "timing", "2026-11-01")],
      "keep_going",
      ["grade"],
    ],
    [
      "an experiment due today is not overdue yet",
      validation(6.5),
      [experiment("planned", null, TODAY)],
      "keep_going",
      ["grade", "no_results"],
    ],
  ] as const)("%s", (_name, latest, list, verdict, rules) => {
    const decision = decideVerdict(latest, list, TODAY);
    expect(decision.verdict).toBe(verdict);
    expect(decision.reasons.map((reason) => reason.rule)).toEqual(rules);
  });

  it("every factor tied for lowest is the riskiest", () => {
    const tied = validation(7, { timing: 3, scalability: 3 });
    expect(decideVerdict(tied, [experiment("failed", "scalability")], TODAY).verdict).toBe("change_something");
  });

  it("counts the experiments by status and names the riskiest factor in the grade's reason", () => {
    const decision = decideVerdict(
      validation(5.2, weakSpots),
      [experiment("planned", null, "2026-11-01"), experiment("running"), experiment("passed"), experiment("abandoned")],
      TODAY,
    );
    expect(decision.counts).toEqual({ planned: 1, running: 1, passed: 1, failed: 0, abandoned: 1 });
    expect(decision.overdue).toBe(1);
    expect(decision.reasons[0]!.text).toBe(
      "The latest validation scores 5.2 out of 10; its riskiest factor is Low execution risk (3.0).",
    );
    expect(decision.reasons.at(-1)!.text).toBe("1 experiment is past due without a result.");
  });
});

describe("the reasons of a failure", () => {
  it("name what was measured against the pass line, before the grade, and never only the grade", () => {
    const decision = decideVerdict(clinic, [measured("market_demand", 4)], TODAY);
    expect(decision.reasons[0]!.text).toBe(
      "Market demand, one of the weakest factors, failed: 4 of 15 asked against people who would join ≥ 8 of 15 asked (reported by you: signed up after seeing a price). A measured failure outweighs the grade: change something and test it again.",
    );
    expect(decision.reasons[1]!.rule).toBe("grade");
  });

  it("say when a failure weighs little because too few were asked", () => {
    const decision = decideVerdict(clinic, [measured("competition", 0, 3)], TODAY);
    expect(decision.reasons[0]!.text).toMatch(/It weighs less: too few were asked to tell\.$/);
    expect(decision.reasons.at(-1)!.text).toBe(
      "1 result is too few to tell (fewer than 5 asked): it weighs little until you ask more.",
    );
  });
});

describe("the reasons say how a result was obtained", () => {
  it("names LaunchLens, the rung and the price people saw for a measured failure", () => {
    const pass_line = { metric: "sign-ups", comparator: ">=" as const, target: 10, unit: "% of unique visitors" };
    const pitch: VerdictExperiment = {
      status: "failed",
      factor: "monetization_potential",
      due_date: "2026-12-31",
      result: {
        value: 14,
        denominator: 212,
        pass_line,
        source: "pitch",
        rung: "signed_up_priced",
        shown: "$9 a month",
      },
    };
    const decision = decideVerdict(clinic, [pitch], TODAY);
    expect(decision.reasons[0]!.rule).toBe("failed_weak");
    expect(decision.reasons[0]!.text).toContain("(measured by LaunchLens: signed up after seeing $9 a month)");
  });

  it("names a clear pass LaunchLens measured, with the price people saw, and changes nothing by it", () => {
    const pass_line = { metric: "sign-ups", comparator: ">=" as const, target: 5, unit: "%" };
    const priced: VerdictExperiment = {
      status: "passed",
      factor: "monetization_potential",
      due_date: "2026-12-31",
      result: {
        value: 30,
        denominator: 200,
        pass_line,
        source: "pitch",
        rung: "signed_up_priced",
        shown: "$9 a month",
      },
    };
    const decision = decideVerdict(validation(7.6), [priced], TODAY);
    expect(decision.verdict).toBe("keep_going");
    expect(decision.reasons.map((reason) => reason.rule)).toEqual(["grade", "passed_measured"]);
    expect(decision.reasons[1]!.text).toBe(
      "Monetisation potential passed: 30 of 200 (15%) against sign-ups ≥ 5% (measured by LaunchLens: signed up after seeing $9 a month).",
    );
  });

  it("says a typed result is reported by the founder, on the rung claimed", () => {
    const decision = decideVerdict(clinic, [said("market_demand", 4, 15)], TODAY);
    expect(decision.reasons[0]!.text).toContain("(reported by you: said)");
  });
});
