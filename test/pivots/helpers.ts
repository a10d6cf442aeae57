import { expect } from "vitest";
import { demoPainPoints, demoStrategy, demoValidation } from "@/lib/ai/demo/reports";
import type { TestClient } from "@/test/api";
import type { OpenAIStandIn, Reply } from "@/test/openai-standin";

/** The idea the pivot tests change: a café shift-swapping app. */
export const SHIFT_SWAP =
  "ShiftSwap: a shift-swapping app for independent cafés, so baristas trade shifts without the owner texting everyone.";

/**
 * ShiftSwap validated, with its strategy and pain points, and a price test on Monetisation potential that failed at
 * 1 of 40: what "What to change" is asked about.
 */
export async function ideaWithFailedPriceTest(client: TestClient, rung?: "signed_up_priced") {
  const validation = await client.callNamed("generateReport", { body: { kind: "iv", prompt: SHIFT_SWAP } });
  expect(validation.status, validation.text).toBe(200);
  const ideaId = (validation.body as unknown as { idea_id: string }).idea_id;
  for (const kind of ["ms", "pp"] as const) {
    const made = await client.callNamed("generateReport", { body: { kind, prompt: SHIFT_SWAP, idea_id: ideaId } });
    expect(made.status, made.text).toBe(200);
  }
  const experiment = await client.callNamed("planExperiment", {
    params: { id: ideaId },
    body: {
      hypothesis: "Café owners sign up at $19 a month.",
      cost_usd: 150,
      due_date: "2026-12-20",
      metric: "Pitch page sign-up rate",
      comparator: ">=",
      target: 10,
      unit: "%",
      factor: "monetization_potential",
    },
  });
  expect(experiment.status, experiment.text).toBe(201);
  const failed = await client.callNamed("recordResult", {
    params: { id: experiment.body.id },
    body: { value: 1, denominator: 40, ...(rung ? { rung } : {}) },
  });
  expect(failed.body.status).toBe("failed");
  return { ideaId, experimentId: experiment.body.id };
}

/** A variant's first test as the API takes it: the line the failed price test missed, at half the price. */
export const firstTest = {
  hypothesis: "At $9.50 a month, one visitor in ten signs up.",
  cost_usd: 100,
  due_date: "2026-12-31",
  metric: "Pitch page sign-up rate",
  comparator: ">=" as const,
  target: 10,
  unit: "%",
  factor: "monetization_potential" as const,
};

const schemaName = (request: Record<string, unknown>) =>
  ((request.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ?? "") as string;

/** The stand-in's latest request for proposed changes, among the others it was sent. */
export const pivotRequest = (openai: OpenAIStandIn) =>
  openai.requests.filter((request) => schemaName(request) === "pivot_proposals").at(-1);

/** The stand-in answers ShiftSwap's reports with the demo's and the proposed changes with `pivots`. */
export function answeringPivots(openai: OpenAIStandIn, pivots: Reply | (() => Reply)) {
  const reports: Record<string, unknown> = {
    idea_validation: demoValidation(SHIFT_SWAP),
    marketing_strategy: demoStrategy(SHIFT_SWAP),
    pain_point_report: demoPainPoints(SHIFT_SWAP),
  };
  openai.respond = (request) => {
    const name = schemaName(request);
    if (name === "pivot_proposals") return typeof pivots === "function" ? pivots() : pivots;
    return { kind: "content", content: JSON.stringify(reports[name] ?? {}) };
  };
}

/** One proposed change as the model writes it, a segment by default. */
export const modelProposal = (fields: Record<string, unknown>) => ({
  kind: "segment",
  title: "A change",
  to: "Someone new",
  cites_results: [],
  cites_factors: ["market_demand"],
  because: "Market demand scored low.",
  must_be_true: "They pay today.",
  description: "ShiftSwap, changed for the new segment.",
  first_test: {
    hypothesis: "They pay today.",
    metric: "Sign-up rate",
    comparator: ">=",
    target: 10,
    unit: "%",
    factor: "market_demand",
  },
  ...fields,
});
