import { typingLocale } from "@/lib/client/locale";
import { numberText } from "@/lib/core/numbers";
import type { ValidationReport, StrategyReport } from "@/lib/core/report/schemas";
import type { ServedExperiment } from "@/lib/core/api/experiments";
import { factorBelief } from "@/lib/core/report/factors";

/** What the form starts with: a new experiment's proposal ("Track this") or the experiment being edited. */
export interface ExperimentDraft {
  hypothesis: string;
  method: string;
  cost_usd: string;
  due_date: string;
  metric: string;
  comparator: ">=" | "<=";
  target: string;
  unit: string;
  factor: string;
  /** The model's free-text threshold, shown for the founder to turn into a pass line (older reports). */
  threshold?: string;
  from_report_id?: string;
  from_item?: string;
}

/** A date `days` from today, as a date input wants it. */
export function dateInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

export const emptyDraft = (): ExperimentDraft => ({
  hypothesis: "",
  method: "",
  cost_usd: "0",
  due_date: dateInDays(14),
  metric: "",
  comparator: ">=",
  target: "",
  unit: "",
  factor: "",
});

/** The form of an experiment being edited. */
export const editDraft = (experiment: ServedExperiment): ExperimentDraft => ({
  hypothesis: experiment.hypothesis,
  method: experiment.method ?? "",
  cost_usd: numberText(experiment.cost_usd, typingLocale()),
  due_date: experiment.due_date,
  metric: experiment.metric,
  comparator: experiment.comparator,
  target: numberText(experiment.target, typingLocale()),
  unit: experiment.unit,
  factor: experiment.factor ?? "",
});

type NextStep = NonNullable<ValidationReport["next_steps"]>[number];
type ChannelExperiment = NonNullable<StrategyReport["channel_experiments"]>[number];

/**
 * What "Track this" proposes, as plain data: a server-rendered report passes it to the client component, which makes
 * the draft when the form opens (so its due date counts from that day).
 */
export type Proposal = { next_step: NextStep } | { channel_experiment: ChannelExperiment };

export const draftOf = (proposal: Proposal): ExperimentDraft =>
  "next_step" in proposal ? nextStepDraft(proposal.next_step) : channelDraft(proposal.channel_experiment);

/**
 * A validation's next step as an experiment to confirm: the threshold is what must be true, the action how to test
 * it, due after the step's duration. The model's pass line comes as data; an older report has only its text, which the
 * form shows for the founder to turn into one.
 */
export function nextStepDraft(step: NextStep): ExperimentDraft {
  const line = step.pass_line;
  return {
    ...emptyDraft(),
    // What the step sets out to show, not its pass line's words (shown as "Passes if"): the factor's belief, else
    // the step itself.
    hypothesis: (step.factor && factorBelief(step.factor)) || step.action,
    method: step.action,
    cost_usd: numberText(step.cost_usd, typingLocale()),
    due_date: dateInDays(step.duration_days),
    factor: step.factor ?? "",
    ...(line
      ? {
          metric: line.metric,
          comparator: line.comparator,
          target: numberText(line.target, typingLocale()),
          unit: line.unit,
        }
      : { threshold: step.threshold }),
  };
}

/** A strategy's channel experiment: its text is the hypothesis and the pass line's source, two weeks to run. */
export function channelDraft(experiment: ChannelExperiment): ExperimentDraft {
  return {
    ...emptyDraft(),
    hypothesis: experiment.experiment,
    method: `Channel: ${experiment.channel}`,
    cost_usd: numberText(experiment.budget_usd, typingLocale()),
    factor: "market_demand",
    threshold: experiment.experiment,
  };
}

const sameText = (a: string | null | undefined, b: string) =>
  !!a && a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The idea's experiment that already tracks this proposal, if any: the one made from this very item, or one whose
 * method is the proposal's action (the same step proposed again by a later version, wherever it now stands).
 */
export function trackedExperiment<T extends Pick<ServedExperiment, "from_report_id" | "from_item" | "method">>(
  experiments: readonly T[],
  reportId: string,
  item: string,
  proposal: Proposal,
): T | undefined {
  const draft = draftOf(proposal);
  return (
    experiments.find((experiment) => experiment.from_report_id === reportId && experiment.from_item === item) ??
    experiments.find((experiment) => !!draft.method && sameText(experiment.method, draft.method))
  );
}
