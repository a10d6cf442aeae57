import { describe, expect, it } from "vitest";
import { channelDraft, dateInDays, nextStepDraft, trackedExperiment } from "./drafts";

const step = {
  action: "Publish a one-page offer and send $150 of search ads to it.",
  cost_usd: 150,
  duration_days: 7,
  threshold: "20 waitlist sign-ups from 500 visitors in 7 days.",
};

describe("proposals as experiments", () => {
  it("a next step with a pass line fills the form's pass line from the data", () => {
    const draft = nextStepDraft({
      ...step,
      factor: "monetization_potential",
      pass_line: { metric: "Landing page sign-up rate", comparator: ">=", target: 4, unit: "%" },
    });
    // The title says what the step sets out to show (its factor's belief), not the pass line's words again.
    expect(draft).toMatchObject({
      hypothesis: "Customers will pay enough for it.",
      method: step.action,
      cost_usd: "150",
      due_date: dateInDays(7),
      metric: "Landing page sign-up rate",
      comparator: ">=",
      target: "4",
      unit: "%",
      factor: "monetization_potential",
    });
    expect(draft.threshold).toBeUndefined();
  });

  it("an older report's next step offers its text for the founder to fill in the pass line", () => {
    const draft = nextStepDraft(step);
    // Without a factor the step itself is the title.
    expect(draft.hypothesis).toBe(step.action);
    expect(draft).toMatchObject({ metric: "", target: "", unit: "", factor: "", threshold: step.threshold });
  });

  it("a channel experiment becomes a hypothesis with its budget and its text as the pass line's source", () => {
    const draft = channelDraft({
      channel: "Cafe owner groups",
      experiment: "Post twice; 10 replies means interest.",
      budget_usd: 0,
    });
    expect(draft).toMatchObject({
      hypothesis: "Post twice; 10 replies means interest.",
      method: "Channel: Cafe owner groups",
      cost_usd: "0",
      threshold: "Post twice; 10 replies means interest.",
      due_date: dateInDays(14),
    });
  });
});

describe("a step already tracked", () => {
  type Tracked = { from_report_id: string | null; from_item: string | null; method: string | null };
  const experiment = (fields: Partial<Tracked>): Tracked => ({
    from_report_id: null,
    from_item: null,
    method: "Something else entirely.",
    ...fields,
  });

  it("is found from this item, or as the same step proposed again by a later version, but not from another step", () => {
    const proposal = { next_step: step };
    const fromHere = experiment({ from_report_id: "v1", from_item: "next_steps/0" });
    expect(trackedExperiment([fromHere], "v1", "next_steps/0", proposal)).toBe(fromHere);
    // Version 2 proposes the same step, now second: tracked already, by its action (case and spaces aside).
    const sameAction = experiment({ from_report_id: "v1", method: ` ${step.action.toUpperCase()} ` });
    expect(trackedExperiment([sameAction], "v2", "next_steps/1", proposal)).toBe(sameAction);
    // Another step of version 1 is not this one.
    expect(
      trackedExperiment(
        [experiment({ from_report_id: "v1", from_item: "next_steps/1" })],
        "v2",
        "next_steps/1",
        proposal,
      ),
    ).toBeUndefined();
  });
});
