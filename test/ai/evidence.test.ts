import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as createReportGet, POST as createReport } from "@/app/api/(legacy)/data/create-report/route";
import { POST as marketPlan } from "@/app/api/(legacy)/data/market-plan/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { demoValidation, demoStrategy, demoPainPoints } from "@/lib/ai/demo/reports";
import { validationReport, strategyReport, painPointReport } from "@/lib/core/report/schemas";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";
import { OpenAIStandIn } from "@/test/openai-standin";
import { parseEvents, subscriber } from "./helpers";

/**
 * A model that lies in known ways about the founder's evidence, behind a real OpenAI-compatible server: verbatim
 * quotes with other spacing and typographic quotes (kept), paraphrases and inventions (dropped), inflated counts,
 * "evidence" labels without a quote, and competitors it claims the evidence names.
 */
const IDEA = "A booking app that matches dog owners with vetted local walkers for last-minute walks.";
const EVIDENCE = [
  "I've tried Rover twice and both times the walker cancelled an hour before.",
  "Honestly the worst part is finding someone at short notice when my shift runs late.",
  "We pay $25 a walk and still get no photos or updates during the walk.",
  "My dog is reactive so I need someone who has handled nervous dogs before.",
].join("\n");

const openai = new OpenAIStandIn();

beforeAll(async () => {
  const base = await openai.start();
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-standin",
    OPENAI_BASE_URL: base,
    AI_MODEL: "standin-model",
    AI_TIMEOUT_MS: "5000",
    AI_SCORE_SAMPLES: "1",
  });
});
afterAll(() => openai.stop());
beforeEach(() => openai.reset());

function lyingPainPoints() {
  const report = demoPainPoints(IDEA);
  const [first, second, third, fourth] = report.pain_points;
  report.pain_points = [
    // Verbatim, but with doubled spaces, other case and typographic apostrophes and quotes around it.
    {
      ...first!,
      quotes: ["“i’ve tried ROVER twice and  both times the walker cancelled an hour before.”"],
      mentions: 40,
      basis: "evidence",
    },
    // A paraphrase and an invention: neither is in the evidence.
    {
      ...second!,
      quotes: ["Finding a walker at short notice is impossible", "I would pay double for reliability"],
      mentions: 3,
      basis: "evidence",
    },
    // Two real quotes from two passages, claimed as one mention.
    {
      ...third!,
      quotes: ["We pay $25 a walk and still get no photos", "someone who has handled nervous dogs before"],
      mentions: 1,
      basis: "evidence",
    },
    // Too short to be a quote, even though it is in the text.
    { ...fourth!, quotes: ["the walker"], mentions: 2, basis: "evidence" },
  ];
  return report;
}

const quotesIn = (text: string, quotes: string[]) => quotes.every((quote) => text.includes(quote));

describe("quotes from customer evidence", () => {
  it("keeps only quotes found verbatim, in the evidence's own words, and labels and orders pain points by what survived", async () => {
    openai.reply({ kind: "content", content: JSON.stringify(lyingPainPoints()) });
    const client = await subscriber();
    const response = await client.call(createReport, "/api/data/create-report", {
      method: "POST",
      body: { userPrompt: IDEA, evidence: EVIDENCE },
    });
    expect(response.status).toBe(200);
    const report = painPointReport.parse(response.body.data);
    expect(report.evidence_provided).toBe(true);
    expect(report.schema_version).toBe(REPORT_SCHEMA_VERSION);

    for (const point of report.pain_points) {
      expect(quotesIn(EVIDENCE, point.quotes ?? [])).toBe(true);
      expect(point.basis).toBe((point.quotes ?? []).length > 0 ? "evidence" : "inference");
      if (point.basis === "inference") expect(point.mentions).toBe(0);
      expect(point.mentions).toBeLessThanOrEqual(4);
    }
    const [top, next, ...rest] = report.pain_points;
    // Inflated from 40 to the four passages the evidence has; the typographic, re-spaced quote comes back as written.
    expect(top!.quotes).toEqual(["I've tried Rover twice and both times the walker cancelled an hour before."]);
    expect(top!.mentions).toBe(4);
    // Raised from the claimed 1 to the two passages its quotes come from.
    expect(next!.quotes).toHaveLength(2);
    expect(next!.mentions).toBe(2);
    expect(rest.every((point) => point.basis === "inference" && point.quotes!.length === 0)).toBe(true);
    // The mentions never rise down the list.
    const mentions = report.pain_points.map((point) => point.mentions ?? 0);
    expect(mentions).toEqual([...mentions].sort((a, b) => b - a));
    // The evidence went to the model fenced as data.
    const sent = JSON.stringify(openai.requests.at(-1));
    expect(sent).toContain("<evidence>\\n");
    expect(sent).toContain("Rover twice");
  });

  it("without evidence, every pain point is inferred and quotes nothing, whatever the model says", async () => {
    openai.reply({ kind: "content", content: JSON.stringify(lyingPainPoints()) });
    const client = await subscriber();
    const response = await client.call(createReportGet, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`);
    const report = painPointReport.parse(response.body.data);
    expect(report.evidence_provided).toBe(false);
    expect(
      report.pain_points.every(
        (point) => point.basis === "inference" && point.quotes!.length === 0 && point.mentions === 0,
      ),
    ).toBe(true);
    expect(JSON.stringify(openai.requests.at(-1))).toContain("No customer evidence was given.");
  });

  it("checks the validation's factor quotes, labels and competitors", async () => {
    const lying = demoValidation(IDEA);
    lying.scores.market_demand = {
      ...lying.scores.market_demand,
      basis: "evidence",
      confidence: "high",
      quote: "Honestly the worst part is finding someone at short notice",
    };
    lying.scores.competition = {
      ...lying.scores.competition,
      basis: "evidence",
      confidence: "high",
      quote: "Everyone hates Wag and Rover equally",
    };
    lying.scores.timing = { ...lying.scores.timing, basis: "evidence", confidence: "high", quote: null };
    lying.competitors = [
      {
        name: "Rover",
        what_it_does: "A marketplace for pet sitters and walkers.",
        price: null,
        opening: "Late cancellations.",
        source: "model",
      },
      { name: "Wag", what_it_does: "On-demand dog walking.", price: null, opening: "Trust.", source: "evidence" },
    ];
    openai.reply({ kind: "content", content: JSON.stringify(lying) });
    const client = await subscriber();
    const response = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: IDEA, evidence: EVIDENCE },
    });
    const report = validationReport.parse(response.body);

    expect(report.scores.market_demand).toMatchObject({
      basis: "evidence",
      confidence: "high",
      quote: "Honestly the worst part is finding someone at short notice",
    });
    // An invented quote is dropped; "evidence" without a real quote becomes "inference", and loses its high confidence.
    expect(report.scores.competition).toMatchObject({ basis: "inference", confidence: "medium", quote: null });
    expect(report.scores.timing).toMatchObject({ basis: "inference", confidence: "medium", quote: null });
    // Rover is in the evidence, Wag is not, whatever the model said.
    expect(report.competitors!.map((c) => [c.name, c.source])).toEqual([
      ["Rover", "evidence"],
      ["Wag", "model"],
    ]);
    expect(report.next_steps!.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps only the customers' words that are really theirs in the strategy", async () => {
    const lying = demoStrategy(IDEA);
    lying.customer_words = ["My dog is reactive so I need someone", "Walkers never show up on time"];
    openai.reply({ kind: "content", content: JSON.stringify(lying) });
    const client = await subscriber();
    const response = await client.call(marketPlan, "/api/data/market-plan", {
      method: "POST",
      body: { userPrompt: IDEA, evidence: EVIDENCE },
    });
    const report = strategyReport.parse(response.body);
    expect(report.customer_words).toEqual(["My dog is reactive so I need someone"]);
  });

  it("shows no unchecked quote while streaming: quotes arrive only with the checked report", async () => {
    openai.reply({ kind: "content", content: JSON.stringify(lyingPainPoints()), chunkSize: 40, chunkDelayMs: 25 });
    const client = await subscriber();
    const response = await client.call(createReport, "/api/data/create-report", {
      method: "POST",
      body: { userPrompt: IDEA, evidence: EVIDENCE },
      headers: { accept: "text/event-stream" },
    });
    const events = parseEvents(response.text);
    const partials = events.filter((event) => event.event === "partial");
    expect(partials.length).toBeGreaterThan(3);
    for (const partial of partials) expect(JSON.stringify(partial.data)).not.toMatch(/"quotes"|"basis"|"mentions"/);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(JSON.stringify(done.data)).not.toContain("I would pay double");
  });
});

describe("what the report calls refuse", () => {
  it.each([
    [{ userPrompt: IDEA, evidence: "x".repeat(20_001) }, /Keep the customer evidence under 20,000 characters/],
    [{ userPrompt: IDEA, evidence: "a review\u0000with a NUL" }, /./],
    [{ userPrompt: IDEA, evidence: "a review\u0007with a bell" }, /./],
    [{ userPrompt: IDEA, evidence: 42 }, /Customer evidence must be text/],
  ])("refuses bad evidence with a 400 and a clear message (%#)", async (body, message) => {
    const client = await subscriber();
    const before = openai.requests.length;
    for (const [handler, path] of [
      [createReport, "/api/data/create-report"],
      [validateIdea, "/api/data/validate-idea"],
      [marketPlan, "/api/data/market-plan"],
    ] as const) {
      const response = await client.call(handler, path, { method: "POST", body });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect(openai.requests).toHaveLength(before);
  });

  it("takes 20,000 characters of evidence in four-byte characters", async () => {
    openai.reply({ kind: "content", content: JSON.stringify(demoValidation(IDEA)) });
    const client = await subscriber();
    const response = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: IDEA, evidence: "🐕".repeat(10_000) },
    });
    expect(response.status).toBe(200);
  });
});
