import type { IdeaEvaluationReport, MarketingStrategyReport } from "@/lib/ai/schemas";
import { dateInDays, emptyDraft, type ExperimentDraft } from "./ExperimentDialog";

type NextStep = NonNullable<IdeaEvaluationReport["next_steps"]>[number];
type ChannelExperiment = NonNullable<MarketingStrategyReport["channel_experiments"]>[number];

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
    hypothesis: step.threshold,
    method: step.action,
    cost_usd: String(step.cost_usd),
    due_date: dateInDays(step.duration_days),
    factor: step.factor ?? "",
    ...(line
      ? { metric: line.metric, comparator: line.comparator, target: String(line.target), unit: line.unit }
      : { threshold: step.threshold }),
  };
}

/** A strategy's channel experiment: its text is the hypothesis and the pass line's source, two weeks to run. */
export function channelDraft(experiment: ChannelExperiment): ExperimentDraft {
  return {
    ...emptyDraft(),
    hypothesis: experiment.experiment,
    method: `Channel: ${experiment.channel}`,
    cost_usd: String(experiment.budget_usd),
    factor: "market_demand",
    threshold: experiment.experiment,
  };
}
