import type { ExperimentStatus } from "./status";
import { describeMeasurement, describePassLine, MIN_SAMPLE, type Measurement, type PassLine } from "./pass-line";
import { isClear, readingOf, type ResultReading } from "./reading";
import { describeProvenance, type ResultProvenance, type Rung } from "./rungs";
import { factorLabel, isFactorKey, rankFactors, type FactorKey } from "@/lib/core/report/factors";
import { formatScore } from "@/lib/core/report/score";

/**
 * The idea's verdict: explicit rules over the latest validation's grade and the experiments' latest results, each
 * that fires giving its reason, failures first. A measured result outranks the grade: every decided experiment
 * counts, by its weight (`resultWeight`: how weak the factor is in the validation, how much it matters, how many
 * the result was measured on, and how strong its evidence is: its rung on the ladder, `rungWeight`).
 *
 * 1. `grade`: the starting point is the latest validation's overall score: 6 or more (Promising, Strong) keep going,
 *    5 to 6 (Uncertain) change something, under 5 (Weak) stop. `no_validation`: with none yet, keep going.
 * 2. `passed_weakest`: two or more passed experiments on the weakest factors (the three lowest scored), each clear
 *    (./reading.ts: measured on enough people, its 95 % interval clear of the line), whose rungs together weigh at
 *    least LIFTS (two sign-ups, not two things people said), lift the verdict one step.
 * 3. `failed_riskiest`, `failed_weak`: a failed experiment that weighs (on the riskiest factor, or on one of the three
 *    weakest, on enough people) outweighs a good grade: the verdict is at best change something.
 * 4. `mostly_failed`: two or more clear failures, outweighing the clear passes by their rungs: stop. A failure on a
 *    strong rung outweighs a pass on a weak one.
 * 5. `failed_minor`: failures that weigh little (a factor the validation scores well, too few asked, or a result that
 *    leans without settling its question) are named.
 * 6. Notes that change nothing but belong in the reasons: `passed_measured` (clear passes LaunchLens measured itself,
 *    each with its rung: the strongest evidence the idea has), `too_few` (results on fewer than MIN_SAMPLE), `unsettled`
 *    (results whose interval still holds the line, or without how many were asked), `no_results` (the verdict rests
 *    on the grade alone) and `overdue` (past due without a result).
 * Pure and shared by the server and the browser.
 */

export const verdicts = ["keep_going", "change_something", "stop"] as const;
export type Verdict = (typeof verdicts)[number];

export type VerdictRule =
  | "grade"
  | "no_validation"
  | "passed_weakest"
  | "passed_measured"
  | "failed_riskiest"
  | "failed_weak"
  | "mostly_failed"
  | "failed_minor"
  | "too_few"
  | "unsettled"
  | "no_results"
  | "overdue";

export interface VerdictReason {
  rule: VerdictRule;
  text: string;
}

export interface VerdictExperiment {
  status: ExperimentStatus;
  factor: string | null;
  /** YYYY-MM-DD */
  due_date: string;
  /**
   * The latest result, when recorded: its sample and its rung weigh it, and a failure's reason says what was measured
   * and how. Without a provenance (a copy from before the ladder) it weighs as a typed "said".
   */
  result?: (Measurement & { pass_line: PassLine } & Partial<ResultProvenance> & { recorded_by?: string }) | null;
}

export interface VerdictValidation {
  overall_score: number;
  scores: Partial<Record<FactorKey, { score: number }>>;
}

export type StatusCounts = Record<VerdictExperiment["status"], number>;

export interface Decision {
  verdict: Verdict;
  reasons: VerdictReason[];
  counts: StatusCounts;
  /** Planned or running experiments whose due date has passed. */
  overdue: number;
}

/** How much each factor decides whether the idea works, 0 to 1: demand and willingness to pay the most. */
export const factorImportance: Record<FactorKey, number> = {
  market_demand: 1,
  monetization_potential: 1,
  differentiation: 0.9,
  execution_risk: 0.8,
  feasibility: 0.8,
  competition: 0.7,
  timing: 0.6,
  scalability: 0.6,
};

/** A result that weighs at least this much moves the verdict; lighter ones are named but move nothing. */
export const WEIGHS = 0.45;
/** What a result on too few people to tell weighs, against 1 for one on enough. */
export const TOO_FEW_WEIGHT = 0.25;
/** What a result weighs that leans without settling its question, or whose sample is not given: never enough alone. */
export const UNSETTLED_WEIGHT = 0.4;

/**
 * What each rung of the ladder weighs against the strongest (lib/core/experiments/rungs.ts): what people say about the
 * future least, an e-mail left more, an e-mail left after seeing a price or answers revealing a current spend more
 * again, money paid the most.
 */
export const rungWeight: Record<Rung, number> = {
  said: 0.7,
  signed_up: 0.85,
  signed_up_priced: 1,
  qualified: 1,
  paid: 1.2,
};
/**
 * What passes on the weakest factors must weigh together, by their rungs, to lift the verdict: two sign-ups, or one
 * thing said beside a sign-up after a price, but not two things people said.
 */
export const LIFTS = 1.5;

const rungOf = (experiment: VerdictExperiment): Rung => experiment.result?.rung ?? "said";
/** What an experiment's evidence weighs by its rung: 1 for a status without a result to weigh. */
const evidenceWeight = (experiment: VerdictExperiment) => (experiment.result ? rungWeight[rungOf(experiment)] : 1);
const rungSum = (list: readonly VerdictExperiment[]) => list.reduce((sum, e) => sum + evidenceWeight(e), 0);

const sampleWeight: Record<ResultReading, number> = {
  passed: 1,
  failed: 1,
  too_few: TOO_FEW_WEIGHT,
  leaning_passed: UNSETTLED_WEIGHT,
  leaning_failed: UNSETTLED_WEIGHT,
  unsized: UNSETTLED_WEIGHT,
};

/**
 * A decided experiment's weight, about 0 to 1 (money paid a little more): how weak its factor is (the riskiest 1, the three weakest 0.8, others 0.4;
 * 0.6 with no validation to rank them), times how much the factor matters (0.5 without a factor), times how much its
 * sample can tell (sampleWeight), times how strong its evidence is (rungWeight; a status set without a result, 1).
 */
export function resultWeight(experiment: VerdictExperiment, ranked: readonly { key: FactorKey; score: number }[]) {
  const at = ranked.findIndex((factor) => factor.key === experiment.factor);
  const riskiest = at >= 0 && ranked[at]!.score === ranked[0]!.score;
  const weakness = ranked.length === 0 ? 0.6 : riskiest ? 1 : at >= 0 && at < 3 ? 0.8 : 0.4;
  const importance = experiment.factor && isFactorKey(experiment.factor) ? factorImportance[experiment.factor] : 0.5;
  const reading = readingOfExperiment(experiment);
  return weakness * importance * (reading ? sampleWeight[reading] : 1) * evidenceWeight(experiment);
}

/** How sure the experiment's result is; null without one (a status the founder set). */
function readingOfExperiment(experiment: VerdictExperiment): ResultReading | null {
  const { result, status } = experiment;
  if (!result || (status !== "passed" && status !== "failed")) return null;
  return readingOf(result.pass_line, { ...result, outcome: status });
}
const isTooFew = (experiment: VerdictExperiment) => readingOfExperiment(experiment) === "too_few";
const isUnsettled = (experiment: VerdictExperiment) => {
  const reading = readingOfExperiment(experiment);
  return reading !== null && reading !== "too_few" && !isClear(reading);
};
const isSettled = (experiment: VerdictExperiment) => !isTooFew(experiment) && !isUnsettled(experiment);

/** The factors by score, lowest first (ties in the factors' own order). */
function factorsByScore(validation: VerdictValidation): { key: FactorKey; score: number }[] {
  return rankFactors(validation.scores);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const labels = (keys: string[]) => [...new Set(keys)].map(factorLabel).join(", ");

/** "Monetisation potential passed: 9 of 40 … (measured by LaunchLens: signed up after seeing $9 a month)." */
function passedText(experiment: VerdictExperiment): string {
  const subject = experiment.factor ? factorLabel(experiment.factor) : "An experiment without a factor";
  const result = experiment.result;
  if (!result) return `${subject} passed.`;
  const how = describeProvenance({
    source: result.source ?? "typed",
    rung: rungOf(experiment),
    shown: result.shown ?? null,
    recorded_by: result.recorded_by,
  });
  return `${subject} passed: ${describeMeasurement(result.pass_line, result)} against ${describePassLine(result.pass_line)} (${how}).`;
}

/**
 * "Market demand, one of the weakest factors, failed: 4 of 15 asked against people who would join ≥ 8 of 15 asked
 * (reported by you: said)."
 */
export function failedText(experiment: VerdictExperiment, role = ""): string {
  const subject = experiment.factor ? factorLabel(experiment.factor) : "An experiment without a factor";
  const result = experiment.result;
  if (!result) return `${subject}${role} failed.`;
  const how = describeProvenance({
    source: result.source ?? "typed",
    rung: rungOf(experiment),
    shown: result.shown ?? null,
    recorded_by: result.recorded_by,
  });
  return `${subject}${role} failed: ${describeMeasurement(result.pass_line, result)} against ${describePassLine(result.pass_line)} (${how}).`;
}
const failedList = (list: VerdictExperiment[], role?: string) => list.map((e) => failedText(e, role)).join(" ");

export function decideVerdict(
  validation: VerdictValidation | null,
  experiments: readonly VerdictExperiment[],
  today: string,
): Decision {
  const counts: StatusCounts = { planned: 0, running: 0, passed: 0, failed: 0, abandoned: 0 };
  for (const experiment of experiments) counts[experiment.status]++;
  const overdue = experiments.filter(
    (experiment) => (experiment.status === "planned" || experiment.status === "running") && experiment.due_date < today,
  ).length;
  const failures: VerdictReason[] = [];
  const reasons: VerdictReason[] = [];
  const ranked = validation ? factorsByScore(validation) : [];
  const weight = (experiment: VerdictExperiment) => resultWeight(experiment, ranked);

  let step: number; // 0 keep going, 1 change something, 2 stop
  if (validation) {
    const score = validation.overall_score;
    step = score >= 6 ? 0 : score >= 5 ? 1 : 2;
    const weakest = ranked[0];
    reasons.push({
      rule: "grade",
      text: `The latest validation scores ${formatScore(score)} out of 10${
        weakest ? `; its riskiest factor is ${factorLabel(weakest.key)} (${formatScore(weakest.score)})` : ""
      }.`,
    });
  } else {
    step = 0;
    reasons.push({ rule: "no_validation", text: "No validation yet: validate the idea to weigh it against a grade." });
  }

  const weakestKeys = new Set<string>(ranked.slice(0, 3).map((factor) => factor.key));
  const passedWeak = experiments.filter(
    (e) => e.status === "passed" && e.factor && weakestKeys.has(e.factor) && isSettled(e),
  );
  if (passedWeak.length >= 2 && rungSum(passedWeak) >= LIFTS) {
    step = Math.max(0, step - 1);
    reasons.push({
      rule: "passed_weakest",
      text: `${plural(passedWeak.length, "experiment")} passed on the weakest factors (${labels(passedWeak.map((e) => e.factor!))}).`,
    });
  }

  const failed = experiments.filter((e) => e.status === "failed");
  const lowest = ranked[0]?.score;
  const riskiestKeys = new Set<string>(ranked.filter((factor) => factor.score === lowest).map((factor) => factor.key));
  const weighty = failed.filter((e) => weight(e) >= WEIGHS);
  const onRiskiest = weighty.filter((e) => e.factor && riskiestKeys.has(e.factor));
  const onWeak = weighty.filter((e) => !onRiskiest.includes(e));
  if (onRiskiest.length > 0) {
    step = Math.max(step, 1);
    failures.push({
      rule: "failed_riskiest",
      text: `${failedList(onRiskiest, ", the riskiest factor,")} That outweighs the grade until you change something.`,
    });
  }
  if (onWeak.length > 0) {
    step = Math.max(step, 1);
    failures.push({
      rule: "failed_weak",
      text: `${failedList(onWeak, ", one of the weakest factors,")} A measured failure outweighs the grade: change something and test it again.`,
    });
  }

  const failedEnough = failed.filter(isSettled);
  const passedEnough = experiments.filter((e) => e.status === "passed" && isSettled(e));
  if (failedEnough.length >= 2 && rungSum(failedEnough) > rungSum(passedEnough)) {
    step = 2;
    const stronger = failedEnough.length <= passedEnough.length ? ", on stronger evidence," : "";
    failures.push({
      rule: "mostly_failed",
      text: `${plural(failedEnough.length, "experiment")} failed${stronger} and ${passedEnough.length} passed: the evidence says stop or rethink the idea.`,
    });
  }

  const light = failed.filter((e) => weight(e) < WEIGHS);
  if (light.length > 0) {
    const whys = [
      light.some((e) => isSettled(e)) &&
        `the validation scores ${light.filter(isSettled).length === 1 ? "that factor" : "those factors"} well`,
      light.some(isTooFew) && "too few were asked to tell",
      light.some(isUnsettled) && "its result leans without settling the question yet",
    ].filter(Boolean);
    failures.push({ rule: "failed_minor", text: `${failedList(light)} It weighs less: ${whys.join(", or ")}.` });
  }

  const measuredPasses = experiments.filter(
    (e) => e.status === "passed" && isSettled(e) && e.result?.source !== undefined && e.result.source !== "typed",
  );
  if (measuredPasses.length > 0) {
    reasons.push({ rule: "passed_measured", text: measuredPasses.map(passedText).join(" ") });
  }
  const tooFew = experiments.filter((e) => (e.status === "passed" || e.status === "failed") && isTooFew(e));
  if (tooFew.length > 0) {
    reasons.push({
      rule: "too_few",
      text: `${plural(tooFew.length, "result is", "results are")} too few to tell (fewer than ${MIN_SAMPLE} asked): ${tooFew.length === 1 ? "it weighs" : "they weigh"} little until you ask more.`,
    });
  }
  const unsettled = experiments.filter(isUnsettled);
  if (unsettled.length > 0) {
    reasons.push({
      rule: "unsettled",
      text: `${plural(unsettled.length, "result leans", "results lean")} one way without settling ${unsettled.length === 1 ? "its question" : "their questions"} (the 95% interval still holds the pass line, or how many were asked is not given): ${unsettled.length === 1 ? "it weighs" : "they weigh"} less until more are asked.`,
    });
  }
  if (counts.passed + counts.failed === 0) {
    reasons.push({
      rule: "no_results",
      text:
        experiments.length === 0
          ? "No experiments yet: track a next step to test what the grade assumes."
          : "No results yet: the verdict rests on the grade alone until you record one.",
    });
  }
  if (overdue > 0) {
    reasons.push({
      rule: "overdue",
      text: `${plural(overdue, "experiment is", "experiments are")} past due without a result.`,
    });
  }
  return { verdict: verdicts[step]!, reasons: [...failures, ...reasons], counts, overdue };
}
