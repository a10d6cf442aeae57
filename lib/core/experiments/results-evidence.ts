import { factorLabel } from "@/lib/core/report/factors";
import { ANSWERS_HEADING } from "@/lib/core/measured/survey/evidence";
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

export const CUT_NOTE = "[… the rest was left out to fit the evidence limit]";
const SAID = "\n  What people said:\n";

/**
 * The block, or null when no experiment has a result. Past `room` characters, what people said is cut, each result's
 * to an even share of what is left (whole sentences or lines where it can, the cut marked), so two long interviews do
 * not refuse the re-validation; the hypotheses, measurements and notes are always kept whole.
 */
export function resultsEvidence(experiments: readonly RecordedExperiment[], room = Infinity): string | null {
  if (experiments.length === 0) return null;
  const said = experiments.map((experiment) => experiment.result.evidence?.trim() ?? "");
  const fixed = block(
    experiments,
    said.map(() => ""),
  ).length;
  const withSaid = said.filter(Boolean).length;
  const allowance = allowances(
    said.map((text) => text.length),
    room - fixed - withSaid * SAID.length,
  );
  return block(
    experiments,
    said.map((text, index) => cut(text, allowance[index]!)),
  );
}

function block(experiments: readonly RecordedExperiment[], said: string[]): string {
  const lines = [RESULTS_HEADING];
  experiments.forEach((experiment, index) => {
    const { result } = experiment;
    const tests = experiment.factor ? ` · tests ${factorLabel(experiment.factor)}` : "";
    lines.push(
      `- ${result.outcome.toUpperCase()}${tests} · ${oneLine(experiment.hypothesis)} · pass line: ${describePassLine(experiment)} · measured: ${describeMeasurement(experiment, result)}`,
    );
    if (result.notes) lines.push(`  Notes: ${oneLine(result.notes)}`);
    if (said[index]) lines[lines.length - 1] += `${SAID}${said[index]}`;
  });
  return lines.join("\n");
}

/** Each text's share of `room`: short texts keep all they have, the rest split what remains evenly. */
function allowances(lengths: number[], room: number): number[] {
  const total = lengths.reduce((sum, length) => sum + length, 0);
  if (total <= room) return lengths;
  const allowance = lengths.map(() => 0);
  let left = Math.max(0, room);
  const order = lengths.map((length, index) => ({ length, index })).sort((a, b) => a.length - b.length);
  order.forEach(({ length, index }, position) => {
    const share = Math.floor(left / (order.length - position));
    allowance[index] = Math.min(length, share);
    left -= allowance[index]!;
  });
  return allowance;
}

/** The text within `max` characters: whole when it fits; else its start to the last line or sentence end, marked. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - CUT_NOTE.length - 1;
  if (room < 40) return "";
  const start = text.slice(0, room);
  const end = Math.max(start.lastIndexOf("\n"), start.search(/[.!?]\s[^.!?]*$/) + 1);
  return `${(end > room / 2 ? start.slice(0, end) : start).trimEnd()}\n${CUT_NOTE}`;
}

/** The founder's evidence with the results block after it. */
export function withResultsEvidence(evidence: string | null | undefined, block: string): string;
export function withResultsEvidence(
  evidence: string | null | undefined,
  block: string | null | undefined,
): string | undefined;
export function withResultsEvidence(evidence: string | null | undefined, block: string | null | undefined) {
  if (!block) return evidence?.trim() ? evidence : undefined;
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

/**
 * Only what the founder wrote: evidence cut before any results block in it (a stale copy of a re-validation's evidence
 * sent back from a browser), so recorded results are never stored as the founder's evidence nor sent twice.
 */
export function founderEvidence(evidence: string | null | undefined): string | undefined {
  if (!evidence) return undefined;
  const at = [evidence.indexOf(RESULTS_HEADING), evidence.indexOf(ANSWERS_HEADING)].filter((index) => index >= 0);
  const own = (at.length === 0 ? evidence : evidence.slice(0, Math.min(...at))).trim();
  return own || undefined;
}

/** A result's own line in the block: outcome, factor, hypothesis, pass line and measurement (see block()). */
const RESULT_LINE = /^- (?:PASSED|FAILED) · .* · pass line: .* · measured: .*$/;

/**
 * The evidence a share keeps out when the quotes are not included: the founder's evidence and, of a results block,
 * each result's notes and what people said. Not the block's heading nor its results' own lines: a hypothesis and its
 * pass line are the founder's words about the test, which the shared experiments show, and a report that repeats one
 * quotes nobody.
 */
export function quotableEvidence(evidence: string | null | undefined): string | undefined {
  if (!evidence) return undefined;
  const at = evidence.indexOf(RESULTS_HEADING);
  if (at < 0) return evidence;
  const said = evidence
    .slice(at + RESULTS_HEADING.length)
    .split("\n")
    .filter((line) => !RESULT_LINE.test(line));
  return [evidence.slice(0, at), ...said].join("\n").trim() || undefined;
}
