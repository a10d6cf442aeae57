import type { ServedExperiment } from "@/lib/core/api/experiments";
import type { PassLine } from "./pass-line";
import type { Decision } from "./verdict";
import { evidenceRedactor } from "@/lib/core/report/evidence-spans";
import { withoutPrompt } from "@/lib/core/report/share-copy";

/**
 * An idea's experiments and decision as a share page shows them, when the founder includes them: what was tested, the
 * pass line, the outcome and the figure measured. A result's notes and what people said stay out (they are the
 * founder's working notes and other people's words), as do ids and links into the founder's library; without the
 * quotes, no text repeats a span of the evidence, as for the report itself.
 */
export interface SharedExperiment {
  hypothesis: string;
  method: string | null;
  factor: string | null;
  status: ServedExperiment["status"];
  due_date: string;
  pass_line: PassLine;
  result: { value: number; denominator: number | null; outcome: "passed" | "failed"; recorded_at: string } | null;
}

export interface SharedDecision {
  decision: Decision;
  experiments: SharedExperiment[];
}

export function sharedDecision(
  { experiments, decision }: { experiments: ServedExperiment[]; decision: Decision },
  {
    prompt,
    demo,
    includeQuotes,
    evidence,
  }: { prompt: string; demo: boolean; includeQuotes: boolean; evidence?: string | null },
): SharedDecision {
  const redact = includeQuotes ? (text: string) => text : evidenceRedactor(evidence);
  const text = (value: string) => withoutPrompt(redact(value), prompt, demo);
  return {
    // The reasons name what was measured, in the founder's words: redacted as the experiments are.
    decision: { ...decision, reasons: decision.reasons.map((reason) => ({ ...reason, text: text(reason.text) })) },
    experiments: experiments.map((experiment) => ({
      hypothesis: text(experiment.hypothesis),
      method: experiment.method === null ? null : text(experiment.method),
      factor: experiment.factor,
      status: experiment.status,
      due_date: experiment.due_date,
      pass_line: {
        metric: text(experiment.metric),
        comparator: experiment.comparator,
        target: experiment.target,
        unit: experiment.unit,
      },
      result: experiment.result && {
        value: experiment.result.value,
        denominator: experiment.result.denominator,
        outcome: experiment.result.outcome,
        recorded_at: experiment.result.recorded_at,
      },
    })),
  };
}
