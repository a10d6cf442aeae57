import { describe, expect, it } from "vitest";
import { GET as idea } from "@/app/api/data/ideas/[id]/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { factorLabel } from "@/lib/core/report/factors";
import { CUT_NOTE, RESULTS_HEADING } from "@/lib/core/experiments/results-evidence";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { api, CAFE_IDEA, experimentBody, riskiestFactor, validated, type Validation } from "./helpers";

const SAID = "We already pay for a stock app and it does the ordering for us.";

const revalidate = (client: TestClient, body: Record<string, unknown>) =>
  client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: CAFE_IDEA, ...body } });

describe("re-validate with my results (the offline demo model)", () => {
  it("a new version weighs the recorded results: the tested factor moves and says why", async () => {
    const client = await subscriber();
    const first = await validated(client);
    const riskiest = riskiestFactor(first);
    const strongest = Object.entries(first.scores).sort((a, b) => b[1].score - a[1].score)[0]![0];
    const { body: failing } = await api.create(client, first.idea_id, experimentBody({ factor: riskiest }));
    await api.result(client, failing.id, {
      value: 3,
      denominator: 20,
      notes: "Most owners shrugged.",
      evidence: SAID,
    });
    const { body: passing } = await api.create(
      client,
      first.idea_id,
      experimentBody({ factor: strongest, target: 2, unit: "pre-payments" }),
    );
    await api.result(client, passing.id, { value: 4 });

    const answer = await revalidate(client, { idea_id: first.idea_id, with_results: true });
    expect(answer.status).toBe(200);
    const second = answer.body as unknown as Validation & { evidence_provided: boolean };
    expect(second).toMatchObject({ idea_id: first.idea_id, version: 2, evidence_provided: true });
    expect(second.scores[riskiest]!.score).toBe(
      Math.max(0, Math.round((first.scores[riskiest]!.score - 2.5) * 10) / 10),
    );
    expect(second.scores[riskiest]!.reason).toContain("Your experiments on it: 0 passed, 1 failed.");
    expect(second.scores[strongest]!.score).toBeGreaterThan(first.scores[strongest]!.score - 0.05);
    expect(second.scores[strongest]!.reason).toContain("1 passed, 0 failed.");

    // The version keeps the results apart from the founder's evidence (none here), and so does the idea.
    const { GET: report } = await import("@/app/api/data/reports/[id]/route");
    const stored = await client.call(report, `/api/data/reports/${second.id}`, { params: { id: second.id } });
    expect(stored.body.evidence).toBeUndefined();
    expect(stored.body.results_evidence).toContain(RESULTS_HEADING);
    expect(stored.body.results_evidence).toContain(`FAILED · tests ${factorLabel(riskiest)}`);
    expect(stored.body.results_evidence).toContain(SAID);
    const read = await client.call(idea, `/api/data/ideas/${first.idea_id}`, { params: { id: first.idea_id } });
    expect(read.body.evidence).toBeUndefined();
  });

  it("the founder's own evidence comes first and the idea keeps it without the results", async () => {
    const client = await subscriber();
    const own = "Interview 1: I order milk by text at 6am and always get it wrong.";
    const first = await validated(client, { evidence: own });
    const { body } = await api.create(client, first.idea_id, experimentBody());
    await api.result(client, body.id, { value: 9, denominator: 20 });
    const answer = await revalidate(client, { idea_id: first.idea_id, evidence: own, with_results: true });
    expect(answer.status).toBe(200);
    const { GET: report } = await import("@/app/api/data/reports/[id]/route");
    const id = answer.body.id as string;
    const stored = await client.call(report, `/api/data/reports/${id}`, { params: { id } });
    expect(stored.body.evidence).toBe(own);
    expect(stored.body.results_evidence?.startsWith(RESULTS_HEADING)).toBe(true);
    const read = await client.call(idea, `/api/data/ideas/${first.idea_id}`, { params: { id: first.idea_id } });
    expect(read.body.evidence).toBe(own);
  });

  it.each([
    ["without an idea", { with_results: true }, 400, "with_results needs the idea_id whose experiment results to use."],
    ["with no result recorded", "own-idea", 400, "Record a result on one of this idea's experiments first."],
    ["on another user's idea", "their-idea", 404, "Idea not found."],
    ["with a flag that is not true or false", { with_results: "yes" }, 400, "with_results must be true or false."],
  ])("re-validating %s is refused before any model runs", async (_label, shape, status, message) => {
    const client = await subscriber();
    const mine = await validated(client);
    let body: Record<string, unknown>;
    if (shape === "own-idea") body = { idea_id: mine.idea_id, with_results: true };
    else if (shape === "their-idea") {
      const stranger = await subscriber();
      const theirs = await validated(stranger);
      const { body: experiment } = await api.create(stranger, theirs.idea_id, experimentBody());
      await api.result(stranger, experiment.id, { value: 1 });
      body = { idea_id: theirs.idea_id, with_results: true };
    } else body = shape as Record<string, unknown>;
    const answer = await revalidate(client, body);
    expect(answer).toMatchObject({ status, body: { message } });
  });

  it("two long interviews and the founder's own evidence still fit: what people said is cut evenly, and marked", async () => {
    const client = await subscriber();
    const own = "Interview notes: ".padEnd(6_000, "The owner orders milk by text every morning. ");
    const first = await validated(client, { evidence: own });
    const interview = (who: string) => `${who} said the order was wrong again this week. `.repeat(200).slice(0, 9_900);
    for (const who of ["Ana", "Ben"]) {
      const { body } = await api.create(client, first.idea_id, experimentBody());
      await api.result(client, body.id, { value: 3, denominator: 20, evidence: interview(who) });
    }
    const answer = await revalidate(client, { idea_id: first.idea_id, with_results: true, evidence: own });
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    const { GET: report } = await import("@/app/api/data/reports/[id]/route");
    const id = answer.body.id as string;
    const stored = await client.call(report, `/api/data/reports/${id}`, { params: { id } });
    expect(stored.body.evidence).toBe(own.trim());
    const evidence = `${stored.body.evidence}\n\n${stored.body.results_evidence}`;
    expect(evidence.length).toBeLessThanOrEqual(20_000);
    expect(evidence.split(CUT_NOTE)).toHaveLength(3);
    expect(evidence).toContain("Ana said the order was wrong again this week.");
    expect(evidence).toContain("Ben said the order was wrong again this week.");
  });
});
