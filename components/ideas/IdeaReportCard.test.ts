import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import { IdeaReportCard } from "./IdeaReportCard";

const card = (saved: boolean) =>
  renderToStaticMarkup(
    createElement(IdeaReportCard, {
      kind: "iv",
      label: "Idea Validation",
      report: { id: "r1", version: 2, created_at: "2026-11-10T12:00:00.000Z", saved, overall_score: 6.1 },
      live: null,
      onRun: () => {},
    }),
  ).replace(/<!-- -->/g, "");

describe("an idea's report card", () => {
  it("says an unsaved run is deleted after the history's days unless saved", () => {
    expect(card(false)).toContain(
      `not saved: deleted ${UNSAVED_REPORT_DAYS} days after it was made unless you save it`,
    );
    expect(card(true)).toContain(" · saved");
    expect(card(true)).not.toContain("deleted");
  });
});
