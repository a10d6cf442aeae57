import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as editMarket } from "@/app/api/data/reports/[id]/market-size/route";
import { GET as versions } from "@/app/api/data/reports/[id]/versions/route";
import { POST as saveValidation } from "@/app/api/(legacy)/data/save-validator-report/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { GET as readIdea } from "@/app/api/data/ideas/[id]/route";
import { demoValidation } from "@/lib/ai/demo/reports";
import { forgetEnv } from "@/lib/server/env";
import { ORDER_MESSAGE } from "@/lib/core/market/schemas";
import { computeMarketSize } from "@/lib/core/market/size";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { signUp } from "@/test/auth/helpers";
import { OpenAIStandIn } from "@/test/openai-standin";

/**
 * Market size computed by code (issue 27): the model proposes inputs, the server computes TAM, SAM and SOM, checks
 * what the model claims, and stores a founder's edited inputs as a new version it recomputes. Behind a real
 * OpenAI-compatible stand-in that sends totals of its own and numbers that cannot be.
 */

const IDEA =
  "BeanCount: a stock and ordering app for independent cafes that predicts milk and bean orders from last week's sales.";
const EVIDENCE = [
  "There are about 4,000 independent cafes in the UK and most order milk by phone.",
  "We run out of oat milk every Saturday and lose sales because of it.",
].join("\n");

type Range = { low: number; base: number; high: number };
type Input = Range & { basis: string; reason: string; quote: string | null };
type Segment = {
  name: string;
  customers: Input;
  price_per_year_usd: Input;
  reachable_share: Input;
  obtainable_share_3y: Input;
} & Record<"tam" | "sam" | "som", Range>;
type Market = { segments: Segment[]; flags: { code: string; text: string }[]; sources: unknown[] } & Record<
  "tam" | "sam" | "som",
  Range
>;
type Validation = { id: string; idea_id: string; version: number; prompt: string; demo?: boolean; market_size: Market };

const openai = new OpenAIStandIn();
let useStandIn = false;

beforeAll(async () => {
  Object.assign(process.env, { AI_TIMEOUT_MS: "5000", AI_SCORE_SAMPLES: "1" });
  const url = await openai.start();
  process.env.STANDIN_URL = url;
});
afterAll(async () => {
  await openai.stop();
  forgetEnv();
});
beforeEach(() => {
  openai.reset();
  useStandIn = false;
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  delete process.env.AI_MODEL;
  forgetEnv();
});

function standIn() {
  useStandIn = true;
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-standin",
    OPENAI_BASE_URL: process.env.STANDIN_URL,
    AI_MODEL: "standin-model",
  });
  forgetEnv();
}

async function validate(client: TestClient, body: Record<string, unknown> = {}): Promise<Validation> {
  const answer = await client.call(validateIdea, "/api/data/validate-idea", {
    method: "POST",
    body: { userPrompt: IDEA, ...body },
  });
  if (answer.status !== 200) throw new Error(`validate-idea answered ${answer.status}: ${answer.text}`);
  return answer.body as unknown as Validation;
}

const edit = (client: TestClient, id: string, body: unknown) =>
  client.call(editMarket, `/api/data/reports/${id}/market-size`, { method: "POST", body, params: { id } });

/** The inputs of a served section, as the edit call takes them. */
const inputsOf = (market: Market) =>
  market.segments.map(({ name, customers, price_per_year_usd, reachable_share, obtainable_share_3y }) => ({
    name,
    customers,
    price_per_year_usd,
    reachable_share,
    obtainable_share_3y,
  }));

/** What the figures must be: the pure function over the served inputs, the base exactly the products. */
function expectComputed(market: Market) {
  const expected = computeMarketSize(market.segments);
  expect({ tam: market.tam, sam: market.sam, som: market.som }).toEqual({
    tam: expected.tam,
    sam: expected.sam,
    som: expected.som,
  });
  const base = (key: keyof Segment) => (segment: Segment) => (segment[key] as Input).base;
  const tam = market.segments.reduce((sum, s) => sum + base("customers")(s) * base("price_per_year_usd")(s), 0);
  expect(market.tam.base).toBe(Math.round(tam));
  market.segments.forEach((segment, index) => {
    expect({ tam: segment.tam, sam: segment.sam, som: segment.som }).toEqual(expected.segments[index]);
    expect(segment.som.low).toBeLessThanOrEqual(segment.sam.low);
    expect(segment.sam.base).toBeLessThanOrEqual(segment.tam.base);
  });
}

describe("market size on a new validation", () => {
  it("the demo model takes the customer count the evidence states, with its quote; the code computes every figure", async () => {
    const client = await subscriber();
    const report = await validate(client, { evidence: EVIDENCE });
    const market = report.market_size;
    expect(market.segments[0]!.customers).toMatchObject({
      base: 4_000,
      basis: "evidence",
      quote: "There are about 4,000 independent cafes in the UK and most order milk by phone.",
    });
    expect(market.segments[0]!.price_per_year_usd.basis).toBe("assumption");
    expect(market.sources).toEqual([]);
    expectComputed(market);
  });

  it("a model's totals are ignored and its impossible numbers corrected in the open", async () => {
    standIn();
    const client = await subscriber();
    const lying = demoValidation(IDEA);
    lying.market_size = {
      segments: [
        {
          ...lying.market_size.segments[0]!,
          reachable_share: { ...lying.market_size.segments[0]!.reachable_share, low: 0.3, base: 40, high: 0.2 },
          customers: {
            ...lying.market_size.segments[0]!.customers,
            basis: "evidence",
            quote: "Ten thousand cafes told us they would buy it.",
          },
          tam: { low: 1, base: 12_000_000_000, high: 2 },
        } as never,
      ],
      tam: { low: 1, base: 12_000_000_000, high: 2 },
      som: { low: 1, base: 9_000_000_000, high: 2 },
    } as never;
    openai.reply({ kind: "content", content: JSON.stringify(lying) });
    const report = await validate(client, { evidence: EVIDENCE });
    const market = report.market_size;
    expect(market.tam.base).not.toBe(12_000_000_000);
    expect(market.som.base).not.toBe(9_000_000_000);
    expectComputed(market);
    const [segment] = market.segments;
    expect(segment!.reachable_share).toMatchObject({ low: 0.2, base: 0.3, high: 1 });
    expect(segment!.reachable_share.reason).toMatch(/LaunchLens corrected the model's numbers: .*out of order/);
    expect(segment!.customers).toMatchObject({ basis: "assumption", quote: null });
    expect(useStandIn && openai.requests.length).toBeGreaterThan(0);
  });

  it("flags a revenue estimate above what the obtainable market pays, and a SOM share that is optimistic", async () => {
    standIn();
    const client = await subscriber();
    const bold = demoValidation(IDEA);
    bold.monetization_report.income_streams = [{ name: "Subscriptions", monthly_usd: 10_000_000 }];
    bold.market_size = {
      segments: [
        {
          ...bold.market_size.segments[0]!,
          reachable_share: { ...bold.market_size.segments[0]!.reachable_share, low: 0.5, base: 0.6, high: 0.7 },
          obtainable_share_3y: { ...bold.market_size.segments[0]!.obtainable_share_3y, low: 0.3, base: 0.4, high: 0.5 },
        },
      ],
    };
    openai.reply({ kind: "content", content: JSON.stringify(bold) });
    const report = await validate(client);
    expect(report.market_size.flags.map((flag) => flag.code)).toEqual(["optimistic_share", "revenue_above_som"]);
    expect(report.market_size.flags[1]!.text).toContain("$10,000,000 a month");
  });

  it("a client's saved copy with forged totals is stored with the figures its inputs give", async () => {
    const client = await subscriber();
    const report = await validate(client, { evidence: EVIDENCE });
    const forged = {
      ...report,
      id: undefined,
      market_size: {
        ...report.market_size,
        tam: { low: 1, base: 5e12, high: 9e12 },
        som: { low: 1, base: 4e12, high: 8e12 },
      },
    };
    const saved = await client.call(saveValidation, "/api/data/save-validator-report", {
      method: "POST",
      body: { data: forged, prompt: IDEA, evidence: EVIDENCE },
    });
    expect(saved.status).toBe(201);
    const market = (saved.body as unknown as Validation).market_size;
    expect(market.tam).toEqual(report.market_size.tam);
    expectComputed(market);
  });
});

describe("POST /api/data/reports/{id}/market-size", () => {
  it("stores the edited inputs as the next version, recomputed by the server, each changed input the founder's", async () => {
    const client = await subscriber();
    const report = await validate(client, { evidence: EVIDENCE });
    const inputs = inputsOf(report.market_size);
    inputs[0]!.price_per_year_usd = {
      low: 400,
      base: 600,
      high: 900,
      reason: "Our pilot cafes pay $50 a month.",
    } as never;
    const answer = await edit(client, report.id, {
      segments: inputs,
      tam: { low: 1, base: 1, high: 1 },
      som: { low: 7, base: 7, high: 7 },
    });
    expect(answer.status).toBe(201);
    const next = answer.body as unknown as Validation;
    expect(next).toMatchObject({ idea_id: report.idea_id, version: report.version + 1, prompt: report.prompt });
    expect(next.id).not.toBe(report.id);
    const [segment] = next.market_size.segments;
    expect(segment!.price_per_year_usd).toMatchObject({
      low: 400,
      base: 600,
      high: 900,
      basis: "founder",
      reason: "Our pilot cafes pay $50 a month.",
    });
    // Left as it was: still the evidence's number, with its quote.
    expect(segment!.customers).toMatchObject({
      base: 4_000,
      basis: "evidence",
      quote: expect.stringContaining("4,000"),
    });
    expect(next.market_size.tam.base).toBe(Math.round(4_000 * 600 + restOfTam(next.market_size)));
    expectComputed(next.market_size);

    const listed = await client.call(versions, `/api/data/reports/${report.id}/versions`, {
      params: { id: report.id },
    });
    const rows = listed.body.data as { id: string; saved: boolean; som: unknown }[];
    expect(rows.find((row) => row.id === next.id)).toMatchObject({ saved: true, som: next.market_size.som });
    expect(rows.find((row) => row.id === report.id)).toMatchObject({ som: report.market_size.som });
    const idea = await client.call(readIdea, `/api/data/ideas/${report.idea_id}`, { params: { id: report.idea_id } });
    expect(idea.status).toBe(200);
    expect(JSON.stringify(idea.body)).toContain(IDEA.slice(0, 40));
  });

  it("two edits at once become two versions, and a demo report's edit is still a demo", async () => {
    const client = await subscriber();
    const report = await validate(client);
    expect(report.demo).toBe(true);
    const inputs = inputsOf(report.market_size);
    const [a, b] = await Promise.all([
      edit(client, report.id, { segments: inputs.map((s) => ({ ...s, name: "A" })) }),
      edit(client, report.id, { segments: inputs.map((s) => ({ ...s, name: "B" })) }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const numbers = [a.body.version, b.body.version].sort();
    expect(numbers).toEqual([report.version + 1, report.version + 2]);
    expect(a.body.demo).toBe(true);
  });

  it("another user's report is a 404, a report of another kind a 400, and no session a 401", async () => {
    const owner = await subscriber();
    const report = await validate(owner);
    const body = { segments: inputsOf(report.market_size) };
    const stranger = await subscriber();
    const foreign = await edit(stranger, report.id, body);
    expect(foreign).toMatchObject({ status: 404, body: { message: "Report not found." } });
    const missing = await edit(owner, "00000000-0000-4000-8000-000000000000", body);
    expect(missing.status).toBe(404);
    const { client: anonymous } = { client: new (await import("@/test/api")).TestClient() };
    expect((await edit(anonymous, report.id, body)).status).toBe(401);
    const { client: noPlan } = await signUp();
    expect((await edit(noPlan, report.id, body)).status).toBe(403);
  });

  it("refuses inputs that cannot be, with a message for each, and never a 5xx", async () => {
    const client = await subscriber();
    const report = await validate(client);
    const [first] = inputsOf(report.market_size);
    const withInput = (key: string, value: unknown) => ({ segments: [{ ...first, [key]: value }] });
    const cases: [unknown, string | RegExp][] = [
      [
        withInput("reachable_share", { low: 0, base: 0.1, high: 0.2 }),
        "A share must be more than 0 and at most 1 (100%).",
      ],
      [
        withInput("obtainable_share_3y", { low: 0.1, base: 1.5, high: 2 }),
        "A share must be more than 0 and at most 1 (100%).",
      ],
      [withInput("customers", { low: -1, base: 10, high: 20 }), /customer count must be a positive number/],
      [withInput("price_per_year_usd", { low: 1, base: "12", high: 20 }), /price must be a positive number/],
      [withInput("customers", { low: 1, base: 1e300, high: 1e301 }), /customer count must be a positive number/],
      [withInput("name", "Cafes\u0000"), /control characters/],
      [withInput("customers", { low: 30, base: 20, high: 40 }), ORDER_MESSAGE],
      [{ segments: [] }, "Keep at least one segment."],
      [{ segments: [first, first, first, first, first] }, "Give at most 4 segments."],
      [{ segments: "all of them" }, "segments must be a list of 1 to 4 segments."],
    ];
    for (const [body, message] of cases) {
      const answer = await edit(client, report.id, body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const malformed = await client.call(editMarket, `/api/data/reports/${report.id}/market-size`, {
      method: "POST",
      rawBody: "{ not json",
      headers: { "content-type": "application/json" },
      params: { id: report.id },
    });
    expect(malformed.status).toBe(400);
    const huge = await edit(client, report.id, { segments: [{ ...first, name: "x".repeat(40_000) }] });
    expect(huge.status).toBe(413);
    const notAnId = await edit(client, "not-an-id", { segments: [first] });
    expect(notAnId.status).toBe(400);
  });
});

/** The TAM of every segment but the first's price × customers, for the hand check above. */
function restOfTam(market: Market) {
  return market.segments.slice(1).reduce((sum, s) => sum + s.customers.base * s.price_per_year_usd.base, 0);
}
