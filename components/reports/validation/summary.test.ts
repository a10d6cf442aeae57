import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { factors, rankFactors } from "@/lib/core/report/factors";
import { decideVerdict } from "@/lib/core/experiments/verdict";
import { ValidationSummary } from "./ValidationSummary";
import { ValidationView } from "./ValidationView";

const scores = (values: Partial<Record<string, number>>) =>
  Object.fromEntries(factors.map(({ key }) => [key, { score: values[key] ?? 6, reason: "r" }]));

describe("the validation's grade line names each factor by what a high score means", () => {
  it("a high execution-risk score is named as low risk, a low competition score as little room", () => {
    const html = renderToStaticMarkup(
      createElement(ValidationSummary, {
        report: { overall_score: 6.4, scores: scores({ execution_risk: 7.4, competition: 3.1 }) },
      }),
    );
    expect(html).toContain("Strongest: Low execution risk (7.4); weakest: Low competition (3.1).");
    expect(html).not.toMatch(/Strongest: Execution risk/);
  });

  it("every factor's label reads as good when high: no bare risk or competition", () => {
    for (const { label } of factors) expect(label).not.toMatch(/^(Execution risk|Competition|Risk)$/);
  });
});

describe("one rule for ties (issue 37)", () => {
  it("the report's grade line and the verdict name the same weakest factor when two tie", () => {
    const tied = scores({ timing: 3.5, execution_risk: 3.5, market_demand: 8, differentiation: 8 });
    const html = renderToStaticMarkup(
      createElement(ValidationSummary, { report: { overall_score: 5.9, scores: tied } }),
    );
    expect(html).toContain("Strongest: Market demand (8.0); weakest: Timing (3.5).");
    const decision = decideVerdict({ overall_score: 5.9, scores: tied }, [], "2026-11-27");
    expect(decision.reasons.map((reason) => reason.text).join(" ")).toContain("riskiest factor is Timing (3.5)");
    expect(rankFactors(tied)[0]!.key).toBe("timing");
  });
});

describe("the validation's scores", () => {
  it("are listed in the factors' own order, whatever order the stored object's keys come in", () => {
    // jsonb hands keys back shortest first (timing, competition, …); the report must not follow that.
    const stored = Object.fromEntries(
      Object.entries(scores({})).sort(([a], [b]) => a.length - b.length || a.localeCompare(b)),
    );
    const html = renderToStaticMarkup(createElement(ValidationView, { report: { overall_score: 6, scores: stored } }));
    const headings = [...html.matchAll(/<h3 class="font-semibold text-ink-950">([^<]+)<\/h3>/g)].map(
      (match) => match[1],
    );
    expect(headings).toEqual(factors.map((factor) => factor.label));
  });
});
