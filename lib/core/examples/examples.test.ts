import { describe, expect, it } from "vitest";
import { Evidence } from "@/lib/core/report/evidence";
import { recheckSaved } from "@/lib/core/report/claims";
import { contentOf } from "@/lib/core/report/content";
import { exampleEvidence, examples } from "./index";

describe("the public example reports", () => {
  for (const example of examples) {
    it(`${example.slug} is a valid ${example.kind} report whose every quote is verbatim in its evidence`, () => {
      const content = contentOf(example.kind, example.report);
      // The app's own checks, as on any saved report, change nothing: the example claims only what it can.
      expect(recheckSaved(example.kind, content, exampleEvidence)).toEqual(content);
    });
  }

  it("quotes only what the evidence says", () => {
    const evidence = new Evidence(exampleEvidence);
    const quotes =
      JSON.stringify(examples.map((example) => example.report)).match(
        /"(?:quote|quotes|customer_words)":(?:\[[^\]]*\]|"[^"]*")/g,
      ) ?? [];
    expect(quotes.length).toBeGreaterThan(5);
    for (const example of examples) {
      const report = example.report as {
        pain_points?: { quotes?: string[] }[];
        customer_words?: string[];
        scores?: Record<string, { quote?: string | null }>;
      };
      const all = [
        ...(report.pain_points ?? []).flatMap((item) => item.quotes ?? []),
        ...(report.customer_words ?? []),
        ...Object.values(report.scores ?? {}).flatMap((factor) => (factor.quote ? [factor.quote] : [])),
      ];
      for (const quote of all) expect(evidence.findQuote(quote)?.quote, quote).toBe(quote);
    }
  });
});
