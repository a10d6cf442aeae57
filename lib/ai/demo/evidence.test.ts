import { describe, expect, it } from "vitest";
import { generateReport } from "../generate";
import { validationReport, strategyReport, painPointReport } from "@/lib/core/report/schemas";
import { DemoLanguageModel } from "./model";

const IDEA = "A booking app for independent dog groomers that sends reminders and takes deposits.";
const EVIDENCE = [
  "We tried Booksy but the reminders went out at 3am and clients still missed appointments.",
  "Half my no-shows are people who forgot, a deposit would fix that overnight.",
  "I keep bookings in a paper diary because every app wants a monthly fee I can't justify.",
  "lol my cat is better at scheduling than me",
].join("\n");

const model = new DemoLanguageModel(0);

describe("the demo model with customer evidence", () => {
  it("quotes sentences of the evidence that share words with the idea, verbatim and the same every time", async () => {
    const first = painPointReport.parse(await generateReport("pp", IDEA, { model, evidence: EVIDENCE }));
    const again = painPointReport.parse(await generateReport("pp", IDEA, { model, evidence: EVIDENCE }));
    expect(again).toEqual(first);
    const quotes = first.pain_points.flatMap((point) => point.quotes ?? []);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(EVIDENCE).toContain(quote);
    expect(quotes.join(" ")).not.toContain("my cat");
    expect(first.pain_points[0]).toMatchObject({ basis: "evidence" });
    expect(first.evidence_provided).toBe(true);
  });

  it("names the competitor the evidence names, and labels the rest as the model's", async () => {
    const report = validationReport.parse(await generateReport("iv", IDEA, { model, evidence: EVIDENCE }));
    expect(report.competitors!.find((c) => c.name === "Booksy")).toMatchObject({ source: "evidence" });
    expect(report.competitors!.filter((c) => c.name !== "Booksy").every((c) => c.source === "model")).toBe(true);
    expect(report.scores.market_demand.basis).toBe("evidence");
    expect(EVIDENCE).toContain(report.scores.market_demand.quote!);
    expect(report.next_steps!.every((step) => /\d/.test(step.threshold))).toBe(true);
  });

  it("reuses the customers' words in the strategy, and gives every channel a first experiment", async () => {
    const report = strategyReport.parse(await generateReport("ms", IDEA, { model, evidence: EVIDENCE }));
    expect(report.customer_words!.length).toBeGreaterThan(0);
    for (const words of report.customer_words!) expect(EVIDENCE).toContain(words);
    expect(report.channel_experiments).toHaveLength(report.key_channels.length);
  });

  it("without evidence, quotes nothing and labels every pain point inferred", async () => {
    const report = painPointReport.parse(await generateReport("pp", IDEA, { model }));
    expect(report.evidence_provided).toBe(false);
    expect(report.pain_points.every((point) => point.basis === "inference" && point.quotes!.length === 0)).toBe(true);
  });
});
