import { beforeAll, describe, expect, it } from "vitest";
import { GET as createReport } from "@/app/api/(legacy)/data/create-report/route";
import { POST as marketPlan } from "@/app/api/(legacy)/data/market-plan/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { validationReport, strategyReport, painPointReport } from "@/lib/core/report/schemas";
import { TestClient } from "@/test/api";
import { signUp } from "@/test/auth/helpers";
import { parseEvents, subscriber, withStreamPause } from "./helpers";

const IDEA =
  "A booking app for independent barbers that fills last-minute cancellations with walk-in customers nearby.";

beforeAll(() => {
  // Read by lib/server/env.ts on first use, which comes after this in this file. The offline demo model answers.
  process.env.AI_DAILY_QUOTA = "6";
});

describe("the three report calls with the demo model", () => {
  it("GET create-report answers { data: pain-point report }", async () => {
    const client = await subscriber();
    const response = await client.call(createReport, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`);
    expect(response.status).toBe(200);
    const report = painPointReport.parse(response.body.data);
    expect(report.demo).toBe(true);
    expect(report.idea_summary.toLowerCase()).toContain("barbers");
  });

  it("POST validate-idea answers the evaluation with its computed score and tag", async () => {
    const client = await subscriber();
    const response = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt: IDEA },
    });
    expect(response.status).toBe(200);
    const report = validationReport.parse(response.body);
    const scores = Object.values(report.scores).map((factor) => factor.score);
    expect(report.overall_score).toBe(Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10);
  });

  it("POST market-plan answers the strategy", async () => {
    const client = await subscriber();
    const response = await client.call(marketPlan, "/api/data/market-plan", {
      method: "POST",
      body: { userPrompt: `  ${IDEA}  ` },
    });
    expect(response.status).toBe(200);
    expect(strategyReport.parse(response.body).timeline.length).toBeGreaterThanOrEqual(3);
  });

  it("streams partial reports and then the whole one when asked for text/event-stream", async () => {
    const client = await subscriber();
    const response = await withStreamPause(() =>
      client.call(createReport, `/api/data/create-report?stream=1&search=${encodeURIComponent(IDEA)}`),
    );
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = parseEvents(response.text);
    const partials = events.filter((e) => e.event === "partial");
    expect(partials.length).toBeGreaterThan(3);
    // The demo marking travels with every partial report, so the notice is in place from the first section.
    expect(partials.every((e) => e.data.demo === true)).toBe(true);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(painPointReport.parse(done.data.data)).toBeTruthy();

    const viaHeader = await client.call(marketPlan, "/api/data/market-plan", {
      method: "POST",
      body: { userPrompt: IDEA },
      headers: { accept: "text/event-stream" },
    });
    expect(parseEvents(viaHeader.text).at(-1)!.event).toBe("done");
  });
});

describe("what the report calls refuse", () => {
  it.each([
    [undefined, "Describe your business idea first."],
    ["", "Describe your business idea first."],
    ["   ", "Describe your business idea first."],
    ["too short", "Describe your idea in at least 10 characters so there is something to analyse."],
    ["x".repeat(4_001), "Keep your idea under 4,000 characters."],
    [42, "Describe your business idea first."],
  ])("userPrompt %j → 400 %s", async (userPrompt, message) => {
    const client = await subscriber();
    const response = await client.call(validateIdea, "/api/data/validate-idea", {
      method: "POST",
      body: { userPrompt },
    });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it("refuses a missing search on create-report", async () => {
    const client = await subscriber();
    const response = await client.call(createReport, "/api/data/create-report");
    expect(response).toMatchObject({ status: 400, body: { message: "Describe your business idea first." } });
  });

  it("needs a session, and a plan", async () => {
    const anonymous = await new TestClient().call(marketPlan, "/api/data/market-plan", {
      method: "POST",
      body: { userPrompt: IDEA },
    });
    expect(anonymous.status).toBe(401);
    const { client } = await signUp();
    const unpaid = await client.call(marketPlan, "/api/data/market-plan", {
      method: "POST",
      body: { userPrompt: IDEA },
    });
    expect(unpaid.status).toBe(403);
    expect(unpaid.body.message).toMatch(/active plan/);
  });

  it("refuses a generation triggered from another site with the cookie", async () => {
    const client = await subscriber();
    const response = await client.call(createReport, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
  });

  it("stops at the daily quota with a 429 that says when it resets", async () => {
    const client = await subscriber();
    for (let call = 1; call <= 6; call++) {
      const response = await client.call(marketPlan, "/api/data/market-plan", {
        method: "POST",
        body: { userPrompt: IDEA },
      });
      expect(response.status).toBe(200);
    }
    const over = await client.call(marketPlan, "/api/data/market-plan", { method: "POST", body: { userPrompt: IDEA } });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe("You have used today's 6 reports. The limit resets at midnight UTC.");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
