import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { reports } from "@/db/schema";
import { describe, expect, it } from "vitest";
import { POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { POST as acceptRescore } from "@/app/api/data/reports/[id]/chat/rescore/[messageId]/route";
import { GET as readChat } from "@/app/api/data/reports/[id]/chat/route";
import { POST as saveValidation } from "@/app/api/(legacy)/data/save-validator-report/route";
import { factors } from "@/lib/core/report/factors";
import { rescoreOutcome } from "@/lib/core/chat/rescore-outcome";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { api, CAFE_IDEA, experimentBody, validated, type Validation } from "./helpers";

/**
 * Issue 36: a measured result outranks an opinion (a failed experiment holds its factor where it was, through an
 * accepted rescore and a new validation alike), results carry their sample, and a result past its unit's ceiling is
 * refused like a target.
 */

/** A failed result on market demand: 4 of 15 asked, against a pass line of 8. */
async function failedOnDemand(client: TestClient, ideaId: string) {
  const { body } = await api.create(
    client,
    ideaId,
    experimentBody({ factor: "market_demand", unit: "of 15 asked", metric: "Clinics that would join" }),
  );
  const recorded = await api.result(client, body.id, { value: 4 });
  expect(recorded.body).toMatchObject({ status: "failed" });
  return body.id as string;
}

/** Asks the conversation about a validation to rescore market demand higher: the answer's id and its proposal. */
async function proposedRescore(client: TestClient, reportId: string) {
  const asked = await client.call(ask, `/api/data/reports/${reportId}/chat`, {
    method: "POST",
    body: {
      message: {
        role: "user",
        parts: [{ type: "text", text: "I disagree: Market demand should be higher, rescore it." }],
      },
    },
    params: { id: reportId },
  });
  expect(asked.status).toBe(200);
  const thread = await client.call(readChat, `/api/data/reports/${reportId}/chat`, { params: { id: reportId } });
  const answer = (
    thread.body.messages as { id: string; parts: { type: string; output?: Record<string, unknown> }[] }[]
  )[1]!;
  return { answer, proposal: answer.parts.find((part) => part.type === "tool-propose_rescore")!.output! };
}

const meanOf = (scores: Validation["scores"]) =>
  Math.round((factors.reduce((sum, { key }) => sum + scores[key]!.score, 0) / factors.length) * 10) / 10;

describe("results past the unit's ceiling", () => {
  it('"25 of 20 asked" and "150 %" are refused like the same targets; counted out of more asked they are not', async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body: count } = await api.create(client, idea_id, experimentBody());
    expect(await api.result(client, count.id, { value: 25 })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('The result cannot be more than 20: the unit says "of 20 asked".') },
    });
    const { body: share } = await api.create(client, idea_id, experimentBody({ unit: "%", target: 30 }));
    expect(await api.result(client, share.id, { value: 150 })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^A share is a percentage from 0 to 100/) },
    });
    const listed = await api.list(client, idea_id);
    expect(listed.body.data.every((experiment: { result: unknown }) => experiment.result === null)).toBe(true);
    // 25 of 30 asked is a share (83 %), above the pass line of 8 of 20 (40 %).
    expect((await api.result(client, count.id, { value: 25, denominator: 30 })).body).toMatchObject({
      status: "passed",
    });
  });
});

describe("a result's sample", () => {
  it("7 of 10 asked passes 8 of 15; 2 of 3 asked is too few to tell and says so in the verdict", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const { body } = await api.create(client, idea_id, experimentBody({ unit: "of 15 asked", factor: "timing" }));
    expect((await api.result(client, body.id, { value: 7, denominator: 10 })).body).toMatchObject({
      status: "passed",
    });
    const { body: few } = await api.create(client, idea_id, experimentBody({ factor: "scalability" }));
    await api.result(client, few.id, { value: 0, denominator: 3 });
    const decision = await api.decision(client, idea_id);
    const rules = (decision.body.reasons as { rule: string }[]).map((reason) => reason.rule);
    expect(rules).toContain("too_few");
    expect(rules).not.toContain("mostly_failed");
  });
});

describe("a measured result outranks an opinion", () => {
  it("a rescore proposed past a failure says so, and accepting it cannot move the factor from where it was measured", async () => {
    const client = await subscriber();
    const report = await validated(client, { evidence: "Clinic managers said the waitlist is handled by phone." });
    const measuredAt = report.scores.market_demand!.score;
    await failedOnDemand(client, report.idea_id);
    const before = await api.decision(client, report.idea_id);

    const { answer, proposal } = await proposedRescore(client, report.id);
    expect(proposal).toMatchObject({
      factor: "market_demand",
      held: { score: measuredAt, reason: expect.stringContaining("an experiment on Market demand failed (4 of 15") },
    });
    expect(proposal.score).toBeGreaterThan(measuredAt);

    // Held at the score it has, the rescore would change nothing: no new version, and the card says so (issue 44).
    const accepted = await client.call(acceptRescore, `/api/data/reports/${report.id}/chat/rescore/${answer.id}`, {
      method: "POST",
      params: { id: report.id, messageId: answer.id },
    });
    expect(accepted.status).toBe(409);
    expect(rescoreOutcome(proposal as never)).toEqual({ score: measuredAt, changes: false });

    const after = await api.decision(client, report.idea_id);
    expect(after.body).toEqual(before.body);
    expect(JSON.stringify(after.body.reasons)).toMatch(/Market demand(, [a-z ]+,)? failed: 4 of 15 asked/);
  });

  it("a new validation cannot lift a failed factor until a newer result on it passes", async () => {
    const client = await subscriber();
    const first = await validated(client);
    const generated = first.scores.market_demand!.score;
    // The founder's own copy scores market demand far lower: the failure is measured against that version. (The demo
    // model's re-validation weighs the failure too, but not that low: only the hold keeps it there.)
    const measuredAt = Math.max(0, Math.round((generated - 3.5) * 10) / 10);
    const lowered = {
      ...first,
      id: undefined,
      scores: { ...first.scores, market_demand: { ...first.scores.market_demand!, score: measuredAt } },
    };
    const saved = await client.call(saveValidation, "/api/data/save-validator-report", {
      method: "POST",
      body: { data: lowered, prompt: CAFE_IDEA },
    });
    expect(saved).toMatchObject({ status: 201, body: { idea_id: first.idea_id, version: 2 } });
    // It stands for a version the server made (a rescore, say): a copy made elsewhere would hold nothing.
    await (
      await getDb()
    )
      .update(reports)
      .set({ madeByServer: true })
      .where(eq(reports.id, (saved.body as { id: string }).id));
    const experiment = await failedOnDemand(client, first.idea_id);

    const held = await validated(client, { idea_id: first.idea_id });
    expect(held.version).toBe(3);
    expect(held.scores.market_demand!.score).toBe(measuredAt);
    expect(held.overall_score).toBe(meanOf(held.scores));
    expect((held.scores.market_demand as unknown as { confidence_reason: string }).confidence_reason).toMatch(
      /^Held at .*: an experiment on Market demand failed/,
    );

    // A newer result that passes clearly (14 of 15, 95 % interval 70–99 %) lifts the hold.
    await api.result(client, experiment, { value: 14 });
    const lifted = await validated(client, { idea_id: first.idea_id });
    expect(lifted.scores.market_demand!.score).toBeGreaterThan(measuredAt);
    expect(JSON.stringify(lifted.scores.market_demand)).not.toContain("Held at");
  });

  it("after a re-validation with the failure, a rescore is held at the measured score, not the score before it", async () => {
    const client = await subscriber();
    const report = await validated(client);
    const before = report.scores.market_demand!.score;
    await failedOnDemand(client, report.idea_id);
    const revalidated = await validated(client, { idea_id: report.idea_id, with_results: true });
    const measuredAt = revalidated.scores.market_demand!.score;
    expect(measuredAt).toBeLessThan(before);

    const { answer, proposal } = await proposedRescore(client, revalidated.id);
    expect(proposal).toMatchObject({ old_score: measuredAt, held: { score: measuredAt } });
    expect(proposal.score).toBeGreaterThan(measuredAt);
    // Accepting would store the same score: refused, so no repeated rescore can climb back over the failure.
    const accepted = await client.call(acceptRescore, `/api/data/reports/${revalidated.id}/chat/rescore/${answer.id}`, {
      method: "POST",
      params: { id: revalidated.id, messageId: answer.id },
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.message).toBe(
      `A measured result holds Market demand at ${measuredAt}: accepting this rescore would change nothing.`,
    );
  });

  it("a plain re-run of an idea with results weighs them as a re-validation does", async () => {
    const client = await subscriber();
    const report = await validated(client);
    await failedOnDemand(client, report.idea_id);
    const revalidated = await validated(client, { idea_id: report.idea_id, with_results: true });
    const rerun = await validated(client, { idea_id: report.idea_id });
    expect(rerun.scores.market_demand!.score).toBe(revalidated.scores.market_demand!.score);
    expect(rerun.overall_score).toBe(revalidated.overall_score);
  });
});
