import { GET as decision } from "@/app/api/data/ideas/[id]/decision/route";
import { GET as listExperiments, POST as createExperiment } from "@/app/api/data/ideas/[id]/experiments/route";
import { PATCH as patchExperiment, DELETE as deleteExperiment } from "@/app/api/data/experiments/[id]/route";
import { POST as postResult } from "@/app/api/data/experiments/[id]/results/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import type { TestClient } from "@/test/api";

export const CAFE_IDEA =
  "BeanCount: a stock and ordering app for independent cafes that predicts milk and bean orders from last week's sales.";

export interface Validation {
  id: string;
  idea_id: string;
  version: number;
  overall_score: number;
  scores: Record<string, { score: number; reason: string; quote: string | null; basis: string }>;
  next_steps: {
    action: string;
    cost_usd: number;
    duration_days: number;
    threshold: string;
    factor?: string;
    pass_line?: { metric: string; comparator: ">=" | "<="; target: number; unit: string };
  }[];
}

export interface Experiment {
  id: string;
  idea_id: string;
  status: string;
  target: number;
  unit: string;
  factor: string | null;
  result: null | {
    value: number;
    denominator: number | null;
    notes: string | null;
    outcome: string;
    recorded_at: string;
  };
  history: { value: number; outcome: string }[];
}

export async function validated(client: TestClient, body: Record<string, unknown> = {}): Promise<Validation> {
  const answer = await client.call(validateIdea, "/api/data/validate-idea", {
    method: "POST",
    body: { userPrompt: CAFE_IDEA, ...body },
  });
  if (answer.status !== 200) throw new Error(`validate-idea answered ${answer.status}: ${answer.text}`);
  return answer.body as unknown as Validation;
}

/** The factor the validation scored lowest: its riskiest. */
export const riskiestFactor = (validation: Validation) =>
  Object.entries(validation.scores).sort((a, b) => a[1].score - b[1].score)[0]![0];

export const experimentBody = (overrides: Record<string, unknown> = {}) => ({
  hypothesis: "Independent cafes would pay for automatic ordering.",
  method: "Ask 20 cafe owners on the high street.",
  cost_usd: 0,
  due_date: "2026-12-15",
  metric: "Cafe owners who would pay",
  comparator: ">=",
  target: 8,
  unit: "of 20 asked",
  ...overrides,
});

export const api = {
  list: (client: TestClient, ideaId: string) =>
    client.call(listExperiments, `/api/data/ideas/${ideaId}/experiments`, { params: { id: ideaId } }),
  create: (client: TestClient, ideaId: string, body: unknown) =>
    client.call(createExperiment, `/api/data/ideas/${ideaId}/experiments`, {
      method: "POST",
      body,
      params: { id: ideaId },
    }),
  patch: (client: TestClient, id: string, body: unknown) =>
    client.call(patchExperiment, `/api/data/experiments/${id}`, { method: "PATCH", body, params: { id } }),
  delete: (client: TestClient, id: string) =>
    client.call(deleteExperiment, `/api/data/experiments/${id}`, { method: "DELETE", params: { id } }),
  result: (client: TestClient, id: string, body: unknown) =>
    client.call(postResult, `/api/data/experiments/${id}/results`, { method: "POST", body, params: { id } }),
  decision: (client: TestClient, ideaId: string) =>
    client.call(decision, `/api/data/ideas/${ideaId}/decision`, { params: { id: ideaId } }),
};
