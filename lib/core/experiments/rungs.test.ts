import { describe, expect, it } from "vitest";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { measuredRung, rungRank } from "./rungs";

const handle: SurveyQuestion = {
  kind: "choice",
  text: "How do you handle it today?",
  options: ["I do nothing about it", "A spreadsheet", "I pay for a tool or a service"],
  other: true,
};

describe("the rung code derives for a measured result", () => {
  it("is a sign-up for a pitch page, after a price when the page showed one", () => {
    expect(measuredRung({ kind: "pitch", price: null })).toBe("signed_up");
    expect(measuredRung({ kind: "pitch", price: "  " })).toBe("signed_up");
    expect(measuredRung({ kind: "pitch", price: "$9 a month" })).toBe("signed_up_priced");
  });

  it("is qualified for a survey line on a paying choice, and what people said otherwise", () => {
    const share = (option: number | "other") =>
      ({ kind: "share", question: 0, option, comparator: ">=", target: 30 }) as const;
    expect(measuredRung({ kind: "survey", line: share(2), questions: [handle] })).toBe("qualified");
    expect(measuredRung({ kind: "survey", line: share(1), questions: [handle] })).toBe("said");
    expect(measuredRung({ kind: "survey", line: share("other"), questions: [handle] })).toBe("said");
  });

  it("orders the ladder from what people said to money paid", () => {
    expect(rungRank("said")).toBeLessThan(rungRank("signed_up"));
    expect(rungRank("signed_up")).toBeLessThan(rungRank("signed_up_priced"));
    expect(rungRank("signed_up_priced")).toBeLessThan(rungRank("qualified"));
    expect(rungRank("qualified")).toBeLessThan(rungRank("paid"));
  });
});
