import { describe, expect, it } from "vitest";
import { channelDraft, dateInDays, nextStepDraft } from "./drafts";

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
    expect(draft).toMatchObject({
      hypothesis: step.threshold,
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
