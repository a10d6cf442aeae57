import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PainPointView } from "./pain-points/PainPointView";

describe("a pain point report while it streams", () => {
  const partial = { title: "Oat milk subscriptions", idea_summary: "Weekly oat milk for cafés." };

  it("says the market gap is still being written, not that there is none", () => {
    const html = renderToStaticMarkup(createElement(PainPointView, { report: partial, streaming: true }));
    expect(html).toContain("Writing the market gap…");
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain("No market gap identified.");
  });

  it("shows the gap as soon as it arrives, and says there is none only once the report is complete", () => {
    const arrived = renderToStaticMarkup(
      createElement(PainPointView, {
        report: { ...partial, market_gap: "No one delivers before 7am." },
        streaming: true,
      }),
    );
    expect(arrived).toContain("No one delivers before 7am.");
    expect(arrived).not.toContain("Writing the market gap");
    const complete = renderToStaticMarkup(createElement(PainPointView, { report: partial }));
    expect(complete).toContain("No market gap identified.");
    expect(complete).not.toContain("Writing the market gap");
  });
});
