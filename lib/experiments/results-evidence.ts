import { factorLabel } from "@/lib/ai/factors";
import { describeMeasurement, describePassLine } from "./pass-line";

/**
 * The founder's recorded results as customer evidence for a re-validation: one block after their own evidence, so
 * the model weighs what was measured, and every quote it takes from the notes or what people said is checked
 * against this text like any evidence. Shared by the server (which builds it) and the demo model (which reads it).
 */

export const RESULTS_HEADING =
  "Experiment results the founder recorded in LaunchLens (each decided against its pass line by code, not by a model):";

export interface RecordedExperiment {
  hypothesis: string;
  factor: string | null;
  metric: string;
  comparator: ">=" | "<=";
  target: number;
  unit: string;
  result: {
    value: number;
    denominator: number | null;
    outcome: "passed" | "failed";
    notes: string | null;
    evidence: string | null;
  };
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The block, or null when no experiment has a result. */
export function resultsEvidence(experiments: readonly RecordedExperiment[]): string | null {
  if (experiments.length === 0) return null;
  const lines = [RESULTS_HEADING];
  for (const experiment of experiments) {
    const { result } = experiment;
    const tests = experiment.factor ? ` · tests ${factorLabel(experiment.factor)}` : "";
    lines.push(
      `- ${result.outcome.toUpperCase()}${tests} · ${oneLine(experiment.hypothesis)} · pass line: ${describePassLine(experiment)} · measured: ${describeMeasurement(experiment, result)}`,
    );
    if (result.notes) lines.push(`  Notes: ${oneLine(result.notes)}`);
    if (result.evidence) lines.push(`  What people said:\n${result.evidence.trim()}`);
  }
  return lines.join("\n");
}

/** The founder's evidence with the results block after it. */
export function withResultsEvidence(evidence: string | undefined, block: string): string {
  return evidence?.trim() ? `${evidence.trim()}\n\n${block}` : block;
}

/** The results a re-validation was given, read back from its evidence: each outcome with the factor it tests. */
export function recordedOutcomes(
  evidence: string | undefined,
): { outcome: "passed" | "failed"; factorLabel: string }[] {
  if (!evidence?.includes(RESULTS_HEADING)) return [];
  const block = evidence.slice(evidence.indexOf(RESULTS_HEADING));
  return [...block.matchAll(/^- (PASSED|FAILED) · tests ([^·\n]+?) · /gm)].map((match) => ({
    outcome: match[1] === "PASSED" ? "passed" : "failed",
    factorLabel: match[2]!.trim(),
  }));
}
