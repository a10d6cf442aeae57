import type { ExperimentStatus } from "./status";
import { factorLabel, factors, type FactorKey } from "@/lib/core/report/factors";
import { formatScore } from "@/lib/core/report/score";

/**
 * The idea's verdict: explicit rules over the latest validation's grade and the experiments' results, applied in
 * this order, each that fires giving its reason.
 *
 * 1. `grade`: the starting point is the latest validation's overall score: 6 or more (Promising, Strong) keep going,
 *    5 to 6 (Uncertain) change something, under 5 (Weak) stop. `no_validation`: with none yet, keep going.
 * 2. `passed_weakest`: two or more passed experiments on the weakest factors (the three lowest scored) lift the
 *    verdict one step: what the grade doubted has been shown.
 * 3. `failed_riskiest`: a failed experiment on the riskiest factor (the lowest scored) outweighs a good grade: the
 *    verdict is at best change something.
 * 4. `mostly_failed`: two or more failed experiments, and more failed than passed: stop.
 * 5. Notes that change nothing but belong in the reasons: `no_results` (the verdict rests on the grade alone) and
 *    `overdue` (experiments past their due date without a result).
 * Pure and shared by the server and the browser.
 */

export const verdicts = ["keep_going", "change_something", "stop"] as const;
export type Verdict = (typeof verdicts)[number];

export type VerdictRule =
  "grade" | "no_validation" | "passed_weakest" | "failed_riskiest" | "mostly_failed" | "no_results" | "overdue";

export interface VerdictReason {
  rule: VerdictRule;
  text: string;
}

export interface VerdictExperiment {
  status: ExperimentStatus;
  factor: string | null;
  /** YYYY-MM-DD */
  due_date: string;
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

/** The factors by score, lowest first (ties in the factors' own order). */
function factorsByScore(validation: VerdictValidation): { key: FactorKey; score: number }[] {
  return factors
    .flatMap(({ key }) => {
      const score = validation.scores[key]?.score;
      return typeof score === "number" ? [{ key, score }] : [];
    })
    .sort((a, b) => a.score - b.score);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const labels = (keys: string[]) => [...new Set(keys)].map(factorLabel).join(", ");

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
  const reasons: VerdictReason[] = [];
  const ranked = validation ? factorsByScore(validation) : [];

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
  const passedWeak = experiments.filter((e) => e.status === "passed" && e.factor && weakestKeys.has(e.factor));
  if (passedWeak.length >= 2) {
    step = Math.max(0, step - 1);
    reasons.push({
      rule: "passed_weakest",
      text: `${plural(passedWeak.length, "experiment")} passed on the weakest factors (${labels(passedWeak.map((e) => e.factor!))}).`,
    });
  }

  const lowest = ranked[0]?.score;
  const riskiestKeys = new Set<string>(ranked.filter((factor) => factor.score === lowest).map((factor) => factor.key));
  const failedRiskiest = experiments.filter((e) => e.status === "failed" && e.factor && riskiestKeys.has(e.factor));
  if (failedRiskiest.length > 0) {
    step = Math.max(step, 1);
    reasons.push({
      rule: "failed_riskiest",
      text: `An experiment on the riskiest factor (${labels(failedRiskiest.map((e) => e.factor!))}) failed: that outweighs the grade until you change something.`,
    });
  }

  if (counts.failed >= 2 && counts.failed > counts.passed) {
    step = 2;
    reasons.push({
      rule: "mostly_failed",
      text: `${plural(counts.failed, "experiment")} failed and ${counts.passed} passed: the evidence says stop or rethink the idea.`,
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
  return { verdict: verdicts[step]!, reasons, counts, overdue };
}
