import { expect } from "vitest";
import type { TestClient } from "@/test/api";

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
