import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as editMarket } from "@/app/api/data/reports/[id]/market-size/route";
import { GET as versions } from "@/app/api/data/reports/[id]/versions/route";
import { GET as readReport } from "@/app/api/data/reports/[id]/route";
import { GET as readIdea } from "@/app/api/data/ideas/[id]/route";
import { POST as generate } from "@/app/api/data/reports/route";
import { POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { POST as acceptRescore } from "@/app/api/data/reports/[id]/chat/rescore/[messageId]/route";
import { GET as readChat } from "@/app/api/data/reports/[id]/chat/route";
import { RESULTS_HEADING } from "@/lib/core/experiments/results-evidence";
import { causeSentence, keptSentence } from "@/lib/core/versions/describe";
import { forgetEnv } from "@/lib/server/env";
import { getDb } from "@/db";
import { reports } from "@/db/schema";
import { eq } from "drizzle-orm";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { OpenAIStandIn } from "@/test/openai-standin";
import { demoValidation } from "@/lib/ai/demo/reports";
import { api, CAFE_IDEA, experimentBody, riskiestFactor, validated, type Validation } from "../experiments/helpers";

/**
 * Issue 36, cases 1, 5 and 8: the founder's market numbers carry into every later version until they go back to the
 * model's; recorded results reach the model once per re-validation and are never stored as the founder's evidence;
 * each version says why it was made. On the offline demo model, through the real route handlers.
 */

const OWN = "Interview 1: I order milk by text at 6am and always get it wrong.";
type Input = { low: number; base: number; high: number; basis: string; reason: string; model?: { base: number } };
type Segment = { name: string } & Record<
  "customers" | "price_per_year_usd" | "reachable_share" | "obtainable_share_3y",
  Input
>;
type Stored = Validation & {
  evidence?: string;
  results_evidence?: string;
  market_size: { segments: Segment[]; tam: { base: number } };
};
type Version = { id: string; version: number; change: { cause: string; results?: number; kept?: unknown[] } };

const openai = new OpenAIStandIn();
beforeAll(async () => {
  Object.assign(process.env, { AI_TIMEOUT_MS: "5000", AI_SCORE_SAMPLES: "1" });
  process.env.STANDIN_URL = await openai.start();
});
afterAll(async () => {
  await openai.stop();
  forgetEnv();
});

const read = async (client: TestClient, id: string) =>
  (await client.call(readReport, `/api/data/reports/${id}`, { params: { id } })).body as unknown as Stored;

const listVersions = async (client: TestClient, id: string) =>
  ((await client.call(versions, `/api/data/reports/${id}/versions`, { params: { id } })).body.data ??
    []) as unknown as Version[];

/** The market edit's body: every input as stored, with `change` applied to the first segment's. */
function editBody(
  report: Stored,
  change: Partial<Record<keyof Segment, { low: number; base: number; high: number; reason?: string }>>,
) {
  return {
    segments: report.market_size.segments.map((segment, index) => {
      const inputs = Object.fromEntries(
        (["customers", "price_per_year_usd", "reachable_share", "obtainable_share_3y"] as const).map((key) => [
          key,
          { low: segment[key].low, base: segment[key].base, high: segment[key].high },
        ]),
      );
      return { name: segment.name, ...inputs, ...(index === 0 ? change : {}) };
    }),
  };
}

async function edit(client: TestClient, id: string, body: unknown) {
  const answer = await client.call(editMarket, `/api/data/reports/${id}/market-size`, {
    method: "POST",
    body,
    params: { id },
  });
  expect(answer.status, answer.text.slice(0, 300)).toBe(201);
  return answer.body as unknown as Stored;
}

async function rerun(client: TestClient, ideaId: string, body: Record<string, unknown> = {}) {
  const answer = await client.call(generate, "/api/data/reports", {
    method: "POST",
    body: { kind: "iv", prompt: CAFE_IDEA, idea_id: ideaId, ...body },
  });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return answer.body as unknown as Stored;
}

async function recordFailure(client: TestClient, first: Validation) {
  const { body } = await api.create(client, first.idea_id, experimentBody({ factor: riskiestFactor(first) }));
  await api.result(client, body.id, { value: 3, denominator: 20, notes: "Most owners shrugged." });
}

const NINE_THOUSAND = { low: 8_000, base: 9_000, high: 10_000, reason: "I counted the clinics in the region." };

describe("the founder's market inputs carry forward (case 1)", () => {
  it("into a re-validation, a re-run and an accepted rescore, each saying which it kept, until the founder clears them", async () => {
    const client = await subscriber();
    const first = (await validated(client, { evidence: OWN })) as unknown as Stored;
    const edited = await edit(client, first.id, editBody(first, { customers: NINE_THOUSAND }));
    expect(edited.market_size.segments[0]!.customers).toMatchObject({ base: 9_000, basis: "founder" });
    expect(edited.market_size.segments[0]!.customers.model?.base).toBe(first.market_size.segments[0]!.customers.base);
    const segment = edited.market_size.segments[0]!.name;

    await recordFailure(client, first);
    const revalidated = await rerun(client, first.idea_id, { evidence: OWN, with_results: true });
    expect(revalidated.version).toBe(3);
    expect(revalidated.market_size.segments[0]!.customers).toMatchObject({ base: 9_000, basis: "founder" });
    expect(revalidated.market_size.tam.base).toBe(edited.market_size.tam.base);

    const again = await rerun(client, first.idea_id, { evidence: OWN });
    expect(again.market_size.segments[0]!.customers).toMatchObject({ base: 9_000, basis: "founder" });

    // A rescore accepted in the conversation about the first version still keeps the founder's number.
    const asked = await client.call(ask, `/api/data/reports/${first.id}/chat`, {
      method: "POST",
      body: {
        message: {
          role: "user",
          parts: [{ type: "text", text: "I disagree: Low competition should be higher, rescore it." }],
        },
      },
      params: { id: first.id },
    });
    expect(asked.status).toBe(200);
    const thread = await client.call(readChat, `/api/data/reports/${first.id}/chat`, { params: { id: first.id } });
    const proposal = (thread.body.messages as { id: string; role: string }[]).find((m) => m.role === "assistant")!;
    const accepted = await client.call(acceptRescore, `/api/data/reports/${first.id}/chat/rescore/${proposal.id}`, {
      method: "POST",
      params: { id: first.id, messageId: proposal.id },
    });
    expect(accepted.status).toBe(201);
    const rescored = accepted.body as unknown as Stored;
    expect(rescored.market_size.segments[0]!.customers).toMatchObject({ base: 9_000, basis: "founder" });

    const kept = [{ segment, input: "customers" }];
    const list = await listVersions(client, rescored.id);
    expect(list.map((version) => version.change)).toEqual([
      { cause: "first" },
      { cause: "market_edit", edited: kept, cleared: [] },
      { cause: "revalidated", results: 1, kept },
      // A plain re-run of an idea with results reads them too (issue 44): it never undoes what they measured.
      { cause: "revalidated", results: 1, kept },
      { cause: "rescore", factor: "competition", kept },
    ]);
    expect(keptSentence(list[2]!.change as never)).toBe(`Kept your market inputs: Customers (${segment}).`);

    // Back to the model's number: the newest proposal, and no later version carries the founder's any more.
    const model = rescored.market_size.segments[0]!.customers.model!;
    const proposed = again.market_size.segments[0]!.customers.model!;
    expect(model.base).toBe(proposed.base);
    const { low, high } = rescored.market_size.segments[0]!.customers.model as unknown as Input;
    const cleared = await edit(client, rescored.id, editBody(rescored, { customers: { low, base: model.base, high } }));
    expect(cleared.market_size.segments[0]!.customers.basis).not.toBe("founder");
    const after = await rerun(client, first.idea_id, { evidence: OWN });
    expect(after.market_size.segments[0]!.customers.basis).not.toBe("founder");
    const last = await listVersions(client, after.id);
    expect(last.at(-2)!.change).toEqual({ cause: "market_edit", edited: [], cleared: kept });
    expect(last.at(-1)!.change).toEqual({ cause: "revalidated", results: 1 });
  });
});

describe("recorded results are counted once (case 5)", () => {
  it("two re-validations each send one block per experiment; the founder's evidence stays theirs", async () => {
    const client = await subscriber();
    const first = await validated(client, { evidence: OWN });
    await recordFailure(client, first);
    const second = await rerun(client, first.idea_id, { evidence: OWN, with_results: true });
    expect(second.evidence).toBe(OWN);
    expect(second.results_evidence?.startsWith(RESULTS_HEADING)).toBe(true);

    // A browser that sends back the evidence it was shown before the fix (the founder's with the block) changes nothing.
    const stale = `${OWN}\n\n${second.results_evidence}`;
    const third = await rerun(client, first.idea_id, { evidence: stale, with_results: true });
    expect(third.evidence).toBe(OWN);
    expect(third.results_evidence!.split(RESULTS_HEADING)).toHaveLength(2);
    expect(third.results_evidence!.match(/^- FAILED/gm)).toHaveLength(1);

    const idea = await client.call(readIdea, `/api/data/ideas/${first.idea_id}`, { params: { id: first.idea_id } });
    expect(idea.body.evidence).toBe(OWN);
    const stored = await read(client, third.id);
    expect(stored.evidence).toBe(OWN);
    // Nothing of the results is in the rows' founder evidence.
    const rows = await (await getDb()).select().from(reports).where(eq(reports.ideaId, first.idea_id));
    expect(rows.every((row) => !row.evidence?.includes(RESULTS_HEADING))).toBe(true);
  });

  it("the model is sent exactly one results block per experiment", async () => {
    const client = await subscriber();
    const first = await validated(client, { evidence: OWN });
    await recordFailure(client, first);
    await rerun(client, first.idea_id, { evidence: OWN, with_results: true });
    Object.assign(process.env, {
      OPENAI_API_KEY: "sk-standin",
      OPENAI_BASE_URL: process.env.STANDIN_URL,
      AI_MODEL: "standin-model",
    });
    forgetEnv();
    openai.reset();
    openai.reply({ kind: "content", content: JSON.stringify(demoValidation(CAFE_IDEA)) });
    try {
      await client.call(generate, "/api/data/reports", {
        method: "POST",
        body: { kind: "iv", prompt: CAFE_IDEA, idea_id: first.idea_id, evidence: OWN, with_results: true },
      });
      expect(openai.requests).toHaveLength(1);
      const sent = JSON.stringify(openai.requests);
      expect(sent.split("Experiment results the founder recorded").length - 1).toBe(1);
      expect(sent.match(/- FAILED · /g)).toHaveLength(1);
      expect(sent.split("Interview 1: I order milk").length - 1).toBe(1);
    } finally {
      for (const key of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "AI_MODEL"]) delete process.env[key];
      forgetEnv();
    }
  });
});

describe("each version says why it was made (case 8)", () => {
  it("in words, and for a row stored before the cause was, from what it holds", async () => {
    const client = await subscriber();
    const first = await validated(client, { evidence: OWN });
    const rerunSame = await rerun(client, first.idea_id, { evidence: OWN });
    await rerun(client, first.idea_id, { evidence: `${OWN} Interview 2: same.` });
    await recordFailure(client, first);
    const revalidated = await rerun(client, first.idea_id, { evidence: OWN, with_results: true });
    // Older rows have no cause: it is read from what they hold.
    await (await getDb()).update(reports).set({ change: null }).where(eq(reports.ideaId, first.idea_id));
    const list = await listVersions(client, revalidated.id);
    expect(list.map((version) => version.change)).toEqual([
      { cause: "first" },
      { cause: "rerun" },
      { cause: "rerun" },
      { cause: "revalidated", results: 1 },
    ]);
    const full = list as unknown as { change: never; evidence_changed: boolean; prompt: string }[];
    expect(full.map((version) => version.evidence_changed)).toEqual([false, false, true, true]);
    expect(causeSentence(full[1]!.change, false, false)).toBe("Re-run with the same text and evidence.");
    expect(causeSentence(full[2]!.change, false, true)).toBe("Re-run with new evidence, the same text.");
    expect(causeSentence(full[3]!.change, false, true)).toBe("Re-validated with 1 recorded result.");
    expect(rerunSame.version).toBe(2);
  });
});
