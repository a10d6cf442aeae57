import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PainPointView } from "./pain-points/PainPointView";
import { StrategyView } from "./strategy/StrategyView";

describe("quotes in the report views", () => {
  it("show the quoted words with who said them beside, and keep each attribution with its own quote", () => {
    const report = {
      title: "Loyalty cards",
      idea_summary: "s",
      market_gap: "g",
      pain_points: [
        {
          pain_point: "Forgotten cards",
          strategy: "s",
          quotes: ["Our regulars forget their cards", "We barely use the till software"],
          attributions: [null, "owner, Bean There, Leeds"],
          mentions: 2,
          basis: "evidence" as const,
        },
      ],
    };
    const html = renderToStaticMarkup(createElement(PainPointView, { report }));
    expect(html).toContain("<blockquote");
    // The first quote names nobody; the second carries its speaker, after the quote.
    expect(html).toMatch(/Our regulars forget their cards<\/blockquote>(?!<figcaption)/);
    expect(html).toMatch(
      /We barely use the till software<\/blockquote><figcaption[^>]*>— owner, Bean There, Leeds<\/figcaption>/,
    );
  });

  it("render a strategy's customer words with their attributions, and older reports without any", () => {
    const base = {
      title: "t",
      overview: "o",
      target_audience: "a",
      objectives: [],
      key_channels: [],
      tactics: [],
      timeline: [],
    };
    const withNames = renderToStaticMarkup(
      createElement(StrategyView, {
        report: {
          ...base,
          customer_words: ["Most customers pay by phone now"],
          customer_words_attributions: ["Sam, barista"],
        },
      }),
    );
    expect(withNames).toContain("— Sam, barista");
    const without = renderToStaticMarkup(
      createElement(StrategyView, { report: { ...base, customer_words: ["Most customers pay by phone now"] } }),
    );
    expect(without).toContain("Most customers pay by phone now");
    expect(without).not.toContain("figcaption");
  });
});
