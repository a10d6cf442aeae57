import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { demoValidation } from "@/lib/ai/demo/reports";
import { validationReport } from "@/lib/core/report/schemas";
import { RESULTS_HEADING } from "@/lib/core/experiments/results-evidence";
import { subscriber } from "@/test/ai/helpers";
import { OpenAIStandIn } from "@/test/openai-standin";
import { api, CAFE_IDEA, experimentBody } from "./helpers";

/**
 * A re-validation's quotes from the founder's results are checked like any evidence, behind a real OpenAI-compatible
 * server whose model quotes one thing a cafe owner really said in a result, and one nobody said.
 */
const SAID = "Honestly I would pay twenty pounds a month if it stopped the milk running out on Saturdays.";
const openai = new OpenAIStandIn();

beforeAll(async () => {
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-standin",
    OPENAI_BASE_URL: await openai.start(),
    AI_MODEL: "standin-model",
    AI_TIMEOUT_MS: "5000",
    AI_SCORE_SAMPLES: "1",
  });
});
afterAll(() => openai.stop());
beforeEach(() => openai.reset());

describe("re-validate with my results, on a model that lies about them", () => {
  it("the model is given the results as fenced evidence; a real quote from them is kept and an invented one dropped", async () => {
    const client = await subscriber();
    openai.reply({ kind: "content", content: JSON.stringify(demoValidation(CAFE_IDEA)) });
    const first = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: CAFE_IDEA },
    });
    const ideaId = first.body.idea_id as string;
    const { body } = await api.create(client, ideaId, experimentBody({ factor: "monetization_potential" }));
    await api.result(client, body.id, { value: 12, denominator: 20, evidence: SAID });

    const lying = demoValidation(CAFE_IDEA);
    lying.scores.monetization_potential = {
      ...lying.scores.monetization_potential,
      basis: "evidence",
      confidence: "high",
      quote: "I would pay twenty pounds a month if it stopped the milk running out",
    };
    lying.scores.market_demand = {
      ...lying.scores.market_demand,
      basis: "evidence",
      confidence: "high",
      quote: "Every cafe owner we asked begged for this app.",
    };
    openai.reply({ kind: "content", content: JSON.stringify(lying) });
    const before = openai.requests.length;
    const answer = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: CAFE_IDEA, idea_id: ideaId, with_results: true },
    });
    expect(answer.status).toBe(200);
    const report = validationReport.parse(answer.body);
    expect(report.scores.monetization_potential).toMatchObject({
      basis: "evidence",
      quote: "I would pay twenty pounds a month if it stopped the milk running out",
    });
    expect(report.scores.market_demand).toMatchObject({ basis: "inference", confidence: "medium", quote: null });

    const sent = JSON.stringify(openai.requests.slice(before));
    expect(sent).toContain(RESULTS_HEADING);
    expect(sent).toContain("PASSED · tests Monetisation potential");
    expect(sent).toMatch(/<evidence[^>]*>[\s\S]*Experiment results the founder recorded/);
  });
});
