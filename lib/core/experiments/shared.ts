import type { ServedExperiment, ServedResult } from "@/lib/core/api/experiments";
import { decidingResult, readingOf, whyNotSettled, type ResultReading } from "./reading";
import type { PassLine } from "./pass-line";
import { chartPoints, type ChartVariant } from "./chart";
import type { Decision } from "./verdict";
import { decisionDigest, digestExperimentOf, type DecisionDigest, type GradeStep } from "./digest";
import type { ResultSource, Rung } from "./rungs";
import { evidenceRedactor } from "@/lib/core/report/evidence-spans";
import { withoutPrompt } from "@/lib/core/report/share-copy";

/**
 * An idea's experiments and decision as a share page shows them, when the founder includes them: what was tested, the
 * pass line, the outcome and the figure measured. The method stays out, as a result's notes and what people said do:
 * it is the founder's working plan ("call Jo on 07700…") and names whom they asked. Ids and links into the founder's
 * library stay out too; without the quotes, no text repeats a span of the evidence, as for the report itself.
 */
export interface SharedExperiment {
  hypothesis: string;
  /** A price or headline test's variants, as its public page shows them, for the chart. */
  variants: ChartVariant[];
  factor: string | null;
  status: ServedExperiment["status"];
  due_date: string;
  pass_line: PassLine;
  /** The result that decides its status, with how sure it is (./reading.ts). */
  result: {
    value: number;
    denominator: number | null;
    outcome: "passed" | "failed";
    recorded_at: string;
    reading: ResultReading;
    /** Why it does not settle its question, when it does not. */
    unsettled: string | null;
    /** How it was obtained (issue 47): the price people saw is on the public page itself, so it may be shared. */
    source: ResultSource;
    rung: Rung;
    shown: string | null;
  } | null;
}

export interface SharedDecision {
  decision: Decision;
  experiments: SharedExperiment[];
  /** The decision first (issue 48): what the share leads with; its texts redacted as the experiments' are. */
  digest: DecisionDigest;
}

/** A founder's own wording, for someone else to read. */
const forReader = (text: string) => text.replaceAll("reported by you", "reported by the founder");

export function sharedDecision(
  { experiments, decision }: { experiments: (ServedExperiment & { variants?: ChartVariant[] })[]; decision: Decision },
  {
    prompt,
    demo,
    includeQuotes,
    evidence,
    grades = [],
    today = new Date().toISOString().slice(0, 10),
  }: {
    prompt: string;
    demo: boolean;
    includeQuotes: boolean;
    evidence?: string | null;
    grades?: GradeStep[];
    today?: string;
  },
): SharedDecision {
  const redact = includeQuotes ? (text: string) => text : evidenceRedactor(evidence);
  const text = (value: string) => withoutPrompt(redact(value), prompt, demo);
  // The reasons name what was measured, in the founder's words: redacted as the experiments are, and said to a reader
  // who is not the founder ("reported by the founder", not "by you").
  const reasons = decision.reasons.map((reason) => ({ ...reason, text: forReader(text(reason.text)) }));
  const digest = decisionDigest({
    decision: { verdict: decision.verdict, reasons },
    experiments: experiments.map((experiment) => {
      const own = digestExperimentOf(experiment);
      return {
        ...own,
        hypothesis: text(own.hypothesis),
        pass_line: { ...own.pass_line, metric: text(own.pass_line.metric) },
        // Each result's figures and how it was obtained; its notes and evidence never leave the founder's library.
        results: own.results.map((result) => ({
          value: result.value,
          denominator: result.denominator,
          outcome: result.outcome,
          pass_line: { ...result.pass_line, metric: text(result.pass_line.metric) },
          recorded_at: result.recorded_at,
          source: result.source,
          rung: result.rung,
          shown: result.shown,
        })),
      };
    }),
    grades,
    today,
  });
  return {
    digest: { ...digest, timeline: digest.timeline.map((entry) => ({ ...entry, how: forReader(entry.how) })) },
    decision: { ...decision, reasons },
    experiments: experiments.map((experiment) => ({
      hypothesis: text(experiment.hypothesis),
      variants: (experiment.variants ?? []).map((variant) => ({ ...variant, text: text(variant.text) })),
      factor: experiment.factor,
      status: experiment.status,
      due_date: experiment.due_date,
      pass_line: {
        metric: text(experiment.metric),
        comparator: experiment.comparator,
        target: experiment.target,
        unit: experiment.unit,
      },
      result: sharedResult(decidingResult(experiment.result ? [experiment.result, ...experiment.history] : [])),
    })),
  };
}

function sharedResult(result: ServedResult | null): SharedExperiment["result"] {
  if (!result) return null;
  return {
    value: result.value,
    denominator: result.denominator,
    outcome: result.outcome,
    recorded_at: result.recorded_at,
    reading: readingOf(result.pass_line, result),
    unsettled: whyNotSettled(result.pass_line, result),
    source: result.source,
    rung: result.rung,
    shown: result.shown,
  };
}

/** The shared experiments as the chart reads them (lib/core/experiments/chart.ts): no ids, so by their order. */
export const sharedChartPoints = (experiments: readonly SharedExperiment[]) =>
  chartPoints(
    experiments.map((experiment, index) => ({
      id: String(index),
      hypothesis: experiment.hypothesis,
      factor: experiment.factor,
      status: experiment.status,
      result: experiment.result && { ...experiment.result, pass_line: experiment.pass_line },
    })),
    (id) => experiments[Number(id)]?.variants ?? [],
  );
