import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as saveValidation } from "@/app/api/(legacy)/data/save-validator-report/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { demoValidation } from "@/lib/ai/demo/reports";
import { validationReport } from "@/lib/core/report/schemas";
import { OpenAIStandIn } from "@/test/openai-standin";
import { parseEvents, subscriber } from "./helpers";

/**
 * Web search through the Responses API, against a stand-in speaking it. Links in a report may only be sources the
 * provider returned (source parts), never addresses the model wrote into its text.
 */
const IDEA = "A booking app for independent dog groomers that sends reminders and takes deposits.";
const openai = new OpenAIStandIn();

beforeAll(async () => {
  const base = await openai.start();
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-standin",
    OPENAI_BASE_URL: base,
    OPENAI_API: "responses",
    AI_WEB_SEARCH: "1",
    AI_MODEL: "standin-model",
    AI_TIMEOUT_MS: "5000",
    AI_SCORE_SAMPLES: "1",
  });
});
afterAll(() => openai.stop());
beforeEach(() => openai.reset());

/** A model that cites one page it found, one it made up, and hides a made-up address in its prose. */
function reportWithLinks() {
  const report = demoValidation(IDEA);
  return {
    ...report,
    summary: `${report.summary} See https://invented.example/market-report for the numbers.`,
    competitors: [
      {
        name: "Booksy",
        what_it_does: "Salon booking.",
        price: "$29.99 a month",
        opening: "Built for salons, not mobile groomers.",
        source: "web",
        source_url: "https://booksy.com/en-us/pricing/",
      },
      {
        name: "MoeGo",
        what_it_does: "Pet grooming software.",
        price: null,
        opening: "Pricey for one-person shops.",
        source: "web",
        source_url: "https://moego.invented.example/",
      },
      {
        name: "Paper diary",
        what_it_does: "What many use today.",
        price: "Free",
        opening: "No reminders.",
        source: "model",
        source_url: null,
      },
    ],
  };
}

const validate = async (stream = false) => {
  const client = await subscriber();
  return client.call(validateIdea, "/api/data/validate-idea", {
    method: "POST",
    body: { userPrompt: IDEA },
    headers: stream ? { accept: "text/event-stream" } : {},
  });
};

describe("web sources", () => {
  it("asks the Responses API with the web-search tool, and lists only the sources the provider returned", async () => {
    openai.reply({
      kind: "response",
      content: JSON.stringify(reportWithLinks()),
      citations: [
        { url: "https://booksy.com/en-us/pricing", title: "Booksy pricing" },
        { url: "javascript:alert(1)", title: "Not a web page" },
      ],
    });
    const response = await validate();
    expect(response.status).toBe(200);
    const report = validationReport.parse(response.body);
    const request = openai.requests.at(-1)!;
    expect(JSON.stringify(request.tools)).toContain("web_search");

    expect(report.sources).toEqual([{ url: "https://booksy.com/en-us/pricing", title: "Booksy pricing" }]);
    const [booksy, moego, diary] = report.competitors!;
    // Found by the search: linked to the provider's own address for it.
    expect(booksy).toMatchObject({ source: "web", source_url: "https://booksy.com/en-us/pricing" });
    // The model's invented page is not a source: no link, and the model's knowledge it is.
    expect(moego).toMatchObject({ source: "model", source_url: null });
    expect(diary).toMatchObject({ source: "model", source_url: null });
    expect(JSON.stringify(report.sources)).not.toContain("invented.example");
  });

  it("takes the sources of the search call itself, and streams as before", async () => {
    openai.reply({
      kind: "response",
      content: JSON.stringify(reportWithLinks()),
      searched: ["https://booksy.com/en-us/pricing/", "https://www.moego.pet/"],
      // Spread over a few hundred ms, as a provider streams: patches go out at most every STREAM_INTERVAL_MS.
      chunkDelayMs: 10,
    });
    const response = await validate(true);
    const events = parseEvents(response.text);
    expect(events.filter((event) => event.event === "partial").length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const report = validationReport.parse(done.data);
    expect(report.sources!.map((source) => source.url)).toEqual([
      "https://booksy.com/en-us/pricing/",
      "https://www.moego.pet/",
    ]);
    expect(report.competitors![0]).toMatchObject({ source: "web", source_url: "https://booksy.com/en-us/pricing/" });
  });

  it("while it streams, nothing that needs a check is sent: no URL, no market input, no claim, no number out of range", async () => {
    const lying = reportWithLinks();
    lying.scores.market_demand.score = 14;
    lying.next_steps[0]!.cost_usd = 9e12;
    openai.reply({
      kind: "response",
      content: JSON.stringify(lying),
      searched: ["https://booksy.com/en-us/pricing/"],
      chunkDelayMs: 10,
    });
    const events = parseEvents((await validate(true)).text);
    const partials = events.filter((event) => event.event === "partial").map((event) => JSON.stringify(event.data));
    expect(partials.length).toBeGreaterThan(3);
    for (const partial of partials) {
      for (const key of ["source_url", "source", "market_size", "confidence", "basis", "quote", "cost_usd"])
        expect(partial).not.toContain(`"${key}":`);
      expect(partial).not.toContain("moego.invented.example");
      expect(partial).not.toContain('"score":14');
    }
    // The partials did carry the report's text as it came.
    expect(partials.at(-1)).toContain(lying.competitors[0]!.what_it_does);
  });

  it("with no source parts, a report has no sources, whatever URLs its text holds", async () => {
    openai.reply({ kind: "response", content: JSON.stringify(reportWithLinks()) });
    const report = validationReport.parse((await validate()).body);
    expect(report.sources).toBeUndefined();
    expect(
      report.competitors!.every((competitor) => competitor.source === "model" && competitor.source_url === null),
    ).toBe(true);
  });

  it("a saved report keeps its sources only as generated: added or changed links are dropped", async () => {
    openai.reply({
      kind: "response",
      content: JSON.stringify(reportWithLinks()),
      citations: [{ url: "https://booksy.com/en-us/pricing", title: "Booksy pricing" }],
    });
    const client = await subscriber();
    const generated = (
      await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: IDEA } })
    ).body;
    const save = (data: unknown) =>
      client.call(saveValidation, "/api/data/save-validator-report", { method: "POST", body: { data } });

    const phish = [{ url: "https://phish.example/login", title: "Booksy pricing" }];
    const kept = await save(generated);
    expect(kept.body.sources).toEqual([{ url: "https://booksy.com/en-us/pricing", title: "Booksy pricing" }]);
    // With its own id the report is pinned as it was stored: links added in the body change nothing.
    const pinned = await save({ ...generated, sources: phish });
    expect(pinned.status).toBe(200);
    expect(pinned.body.sources).toEqual(kept.body.sources);
    // Without it, the report is checked as new: the signature no longer matches, so no source is kept.
    const forged = await save({ ...generated, id: undefined, sources: phish });
    expect(forged.status).toBe(201);
    expect(forged.body.sources).toBeUndefined();
  });
});
