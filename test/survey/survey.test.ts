import { describe, expect, it } from "vitest";
import { settleBackgroundWork } from "@/lib/server/background";
import { api } from "@/test/experiments/helpers";
import { addresses, answer, liveSurvey, open, survey } from "./helpers";

describe("a problem survey", () => {
  it("is served without script, takes answers once per respondent, tallies them and judges its line", async () => {
    const {
      client,
      validation,
      survey: live,
    } = await liveSurvey({
      line: { kind: "share", question: 1, option: 3, comparator: ">=", target: 20 },
      due_date: "2099-12-31",
      min_responses: 5,
      factor: "market_demand",
    });
    const page = await open(live.slug, { address: "203.0.113.9" });
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain("How do you handle it today?");
    const people = addresses(6);
    for (const [index, address] of people.entries()) {
      const sent = await answer(live.slug, {
        address,
        fields: { q0: `Last week, person ${index}`, q1: index < 5 ? "3" : "0", q2: "4" },
      });
      expect(sent.status, sent.text).toBe(303);
      expect(sent.location).toContain("n=thanks");
    }
    const again = await answer(live.slug, { address: people[0]!, fields: { q1: "0" } });
    expect(again.location).toContain("n=already");
    await settleBackgroundWork();
    const served = (await survey.get(client, live.id)).body;
    expect(served.responses).toBe(6);
    const choice = served.tallies[1]!;
    expect(choice.kind === "choice" && choice.options[3]!.count).toBe(5);
    expect(served.judged_at).not.toBeNull();
    const experiments = (await api.list(client, validation.idea_id)).body.data as { id: string; status: string }[];
    expect(experiments.find((experiment) => experiment.id === live.experiment_id)?.status).toBe("passed");
  });
});
