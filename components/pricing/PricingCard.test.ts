import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PricingCard } from "./PricingCard";

describe("the plan card", () => {
  it("names what the plan includes: the three reports, experiments and the decision, pitch pages", () => {
    const text = renderToStaticMarkup(
      createElement(PricingCard, { idPrefix: "choose", inCard: true, action: () => null }),
    ).replace(/<!-- -->/g, "");
    for (const feature of [
      "Idea Validation",
      "Pain Points",
      "Experiments with pass lines, and a decision on each idea: keep going, change something, stop",
      "Pitch pages: a live page that counts real sign-ups for your idea",
      "Re-validate with your results",
    ])
      expect(text).toContain(feature);
  });
});
