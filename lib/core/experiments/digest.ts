/**
 * The decision first (issue 48): what a co-founder or an investor reads on one page. The verdict and its first reason,
 * every recorded result in the order it came in (its date, how it was obtained, whether it passed), the grade's
 * movement over the validation's versions, and the next test. Pure, from what the idea page, the share and the export
 * already hold; it carries no notes, evidence or method, so it follows the share's rules wherever it is shown.
 */
import { describeMeasurement, describePassLine, type PassLine } from "./pass-line";
import { readingOf, type ResultReading } from "./reading";
import { describeProvenance, type ResultSource, type Rung } from "./rungs";
import type { Decision, Verdict } from "./verdict";

export interface DigestResult {
  value: number;
  denominator: number | null;
  outcome: "passed" | "failed";
  pass_line: PassLine;
  recorded_at: string;
  source: ResultSource;
  rung: Rung;
  shown: string | null;
}

export interface DigestExperiment {
  hypothesis: string;
  factor: string | null;
  status: "planned" | "running" | "passed" | "failed" | "abandoned";
  due_date: string;
  pass_line: PassLine;
  /** Every result it has, in any order. */
  results: DigestResult[];
}

/** One validation made by the server: its version and grade. */
export interface GradeStep {
  version: number;
  overall_score: number;
  score_tag: string;
  created_at: string;
}

export interface TimelineEntry {
  recorded_at: string;
  hypothesis: string;
  factor: string | null;
  /** "8 of 500 (1.6%) against Landing page sign-up rate ≥ 4%". */
  measured: string;
  /** "reported by you: said", "measured by LaunchLens: signed up after seeing $9 a month". */
  how: string;
  outcome: "passed" | "failed";
  reading: ResultReading;
}

export interface DecisionDigest {
  verdict: Verdict;
  firstReason: string | null;
  /** Oldest first. */
  timeline: TimelineEntry[];
  /** Oldest first. */
  grades: GradeStep[];
  /** "6.3 (v1) → 5.8 (v2): down 0.5 over 2 versions", or what there is to say without two. */
  gradeMove: string;
  nextTest: { hypothesis: string; due_date: string; pass_line: string; overdue: boolean } | null;
}

const score = (value: number) => value.toFixed(1);

/** The grade's movement in one line. */
export function gradeMove(grades: readonly GradeStep[]): string {
  const [first] = grades;
  const last = grades.at(-1);
  if (!first || !last) return "Not validated yet.";
  if (grades.length === 1) return `${score(first.overall_score)} (${first.score_tag}), one version so far.`;
  const change = Math.round((last.overall_score - first.overall_score) * 10) / 10;
  const direction = change > 0 ? `up ${score(change)}` : change < 0 ? `down ${score(-change)}` : "unchanged";
  const path = grades.map((grade) => `${score(grade.overall_score)} (v${grade.version})`).join(" → ");
  return `${path}: ${direction} over ${grades.length} versions, now ${last.score_tag}.`;
}

/** The digest of an idea's decision, as of `today` (YYYY-MM-DD, UTC). */
export function decisionDigest({
  decision,
  experiments,
  grades,
  today,
}: {
  decision: Pick<Decision, "verdict" | "reasons">;
  experiments: readonly DigestExperiment[];
  grades: readonly GradeStep[];
  today: string;
}): DecisionDigest {
  const timeline = experiments
    .flatMap((experiment) =>
      experiment.results.map((result) => ({
        recorded_at: result.recorded_at,
        hypothesis: experiment.hypothesis,
        factor: experiment.factor,
        measured: `${describeMeasurement(result.pass_line, result)} against ${describePassLine(result.pass_line)}`,
        how: describeProvenance(result),
        outcome: result.outcome,
        reading: readingOf(result.pass_line, result),
      })),
    )
    .sort((a, b) => a.recorded_at.localeCompare(b.recorded_at));
  const next = experiments
    .filter((experiment) => experiment.status === "planned" || experiment.status === "running")
    .sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  const ordered = [...grades].sort((a, b) => a.version - b.version);
  return {
    verdict: decision.verdict,
    firstReason: decision.reasons[0]?.text ?? null,
    timeline,
    grades: ordered,
    gradeMove: gradeMove(ordered),
    nextTest: next
      ? {
          hypothesis: next.hypothesis,
          due_date: next.due_date,
          pass_line: describePassLine(next.pass_line),
          overdue: next.due_date < today,
        }
      : null,
  };
}

/** An experiment as the API serves it (its latest result and the ones it replaced), as the digest reads it. */
export function digestExperimentOf(experiment: {
  hypothesis: string;
  factor: string | null;
  status: DigestExperiment["status"];
  due_date: string;
  metric: string;
  comparator: PassLine["comparator"];
  target: number;
  unit: string;
  result: DigestResult | null;
  history: readonly DigestResult[];
}): DigestExperiment {
  return {
    hypothesis: experiment.hypothesis,
    factor: experiment.factor,
    status: experiment.status,
    due_date: experiment.due_date,
    pass_line: {
      metric: experiment.metric,
      comparator: experiment.comparator,
      target: experiment.target,
      unit: experiment.unit,
    },
    results: experiment.result ? [experiment.result, ...experiment.history] : [],
  };
}
