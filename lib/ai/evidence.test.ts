import { describe, expect, it } from "vitest";
import { Evidence, verifyQuotes } from "./evidence";

const evidence = new Evidence(
  "Review 1: The app “crashed” twice   while I was paying.\nReview 2: Support took FIVE days to answer my ticket.\n\nI'd switch to Notion if it had offline mode.",
);

describe("finding a claimed quote in the evidence", () => {
  it("forgives whitespace, case and typographic quotes, and returns the evidence's own words", () => {
    expect(evidence.findQuote('the app "crashed" twice while I was paying')).toEqual({ quote: "The app “crashed” twice   while I was paying", passage: 0 });
    expect(evidence.findQuote("support took five days to answer")?.quote).toBe("Support took FIVE days to answer");
    expect(evidence.findQuote("I’d switch to Notion if it had offline mode.")?.passage).toBe(3);
  });

  it("strips the quotation marks and ellipses a model wraps around a quote", () => {
    expect(evidence.findQuote("“…took FIVE days to answer my ticket…”")?.quote).toBe("took FIVE days to answer my ticket");
  });

  it("does not find a paraphrase, a joined quote or an invention", () => {
    expect(evidence.findQuote("Support took five whole days to reply")).toBeNull();
    expect(evidence.findQuote("while I was paying. Review 2: Support took")).toBeNull();
    expect(evidence.findQuote("I would pay double for reliability")).toBeNull();
  });

  it("refuses quotes too short to mean anything", () => {
    expect(evidence.findQuote("the app")).toBeNull();
    expect(evidence.findQuote("Support")).toBeNull();
  });
});

describe("verifyQuotes", () => {
  it("keeps found quotes once each, at most the limit, and counts their distinct passages", () => {
    const result = verifyQuotes(evidence, ["Support took FIVE days", "support took five days", "invented words of a customer", "offline mode", "switch to Notion if it had"], 3);
    expect(result).toEqual({ quotes: ["Support took FIVE days", "switch to Notion if it had"], passages: 2 });
  });

  it("keeps nothing without evidence", () => {
    expect(verifyQuotes(null, ["Support took FIVE days"])).toEqual({ quotes: [], passages: 0 });
    expect(verifyQuotes(new Evidence("   \n "), ["Support took FIVE days"])).toEqual({ quotes: [], passages: 0 });
  });
});

describe("names in the evidence", () => {
  it("matches whole words only, without regard to case", () => {
    expect(evidence.mentions("notion")).toBe(true);
    expect(evidence.mentions("Noti")).toBe(false);
    expect(evidence.mentions("Trello")).toBe(false);
  });
});
