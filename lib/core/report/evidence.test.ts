import { describe, expect, it } from "vitest";
import { Evidence, speakerLabel, verifyQuotes } from "./evidence";

const evidence = new Evidence(
  "Review 1: The app “crashed” twice   while I was paying.\nReview 2: Support took FIVE days to answer my ticket.\n\nI'd switch to Notion if it had offline mode.",
);

describe("finding a claimed quote in the evidence", () => {
  it("forgives whitespace, case and typographic quotes, and returns the evidence's own words", () => {
    expect(evidence.findQuote('the app "crashed" twice while I was paying')).toEqual({
      quote: "The app “crashed” twice   while I was paying",
      passage: 0,
      attribution: "Review 1",
    });
    expect(evidence.findQuote("support took five days to answer")?.quote).toBe("Support took FIVE days to answer");
    expect(evidence.findQuote("I’d switch to Notion if it had offline mode.")?.passage).toBe(3);
  });

  it("strips the quotation marks and ellipses a model wraps around a quote", () => {
    expect(evidence.findQuote("“…took FIVE days to answer my ticket…”")?.quote).toBe(
      "took FIVE days to answer my ticket",
    );
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
    const result = verifyQuotes(
      evidence,
      [
        "Support took FIVE days",
        "support took five days",
        "invented words of a customer",
        "offline mode",
        "switch to Notion if it had",
      ],
      3,
    );
    expect(result).toEqual({
      quotes: ["Support took FIVE days", "switch to Notion if it had"],
      attributions: ["Review 2", null],
      passages: 2,
    });
  });

  it("keeps nothing without evidence", () => {
    expect(verifyQuotes(null, ["Support took FIVE days"])).toEqual({ quotes: [], attributions: [], passages: 0 });
    expect(verifyQuotes(new Evidence("   \n "), ["Support took FIVE days"])).toEqual({
      quotes: [],
      attributions: [],
      passages: 0,
    });
  });
});

describe("quotes with an attribution, as interview notes write them", () => {
  const notes = new Evidence(
    [
      '"Honestly we pay for a loyalty app we barely use." - owner, Bean There, Leeds',
      "“Our regulars forget their cards, so the stamps never add up.” — Sam, barista",
      '"We tried a paper card once," she said - and then gave up.',
      "We barely use the till software - it is slow.",
      `"The queue at eight is the whole business." - ${"x".repeat(300)}`,
    ].join("\n"),
  );

  it("keeps the words between the quotation marks and the attribution apart, whatever the model copied", () => {
    // What the demo model picked: the sentence with its closing mark and the attribution.
    expect(notes.findQuote('Honestly we pay for a loyalty app we barely use." - owner, Bean There, Leeds')).toEqual({
      quote: "Honestly we pay for a loyalty app we barely use.",
      passage: 0,
      attribution: "owner, Bean There, Leeds",
    });
    // Only the words: the evidence still says who spoke them.
    expect(notes.findQuote("we pay for a loyalty app")).toMatchObject({
      quote: "we pay for a loyalty app",
      attribution: "owner, Bean There, Leeds",
    });
    expect(notes.findQuote("“Our regulars forget their cards”")).toEqual({
      quote: "Our regulars forget their cards",
      passage: 1,
      attribution: "Sam, barista",
    });
  });

  it("never takes the attribution from the model", () => {
    const claimed = notes.findQuote('"Honestly we pay for a loyalty app we barely use." - the CEO of Starbucks');
    expect(claimed).toMatchObject({
      quote: "Honestly we pay for a loyalty app we barely use.",
      attribution: "owner, Bean There, Leeds",
    });
  });

  it("names nobody when the line does not: speech in the middle of a sentence, a dash without quotation marks, a long tail", () => {
    expect(notes.findQuote("We tried a paper card once")?.attribution).toBeNull();
    expect(notes.findQuote("We barely use the till software")?.attribution).toBeNull();
    expect(notes.findQuote("The queue at eight is the whole business.")).toMatchObject({
      quote: "The queue at eight is the whole business.",
      attribution: null,
    });
  });

  it("still finds a claim whose dash belongs to the words themselves", () => {
    expect(notes.findQuote("We barely use the till software - it is slow.")?.quote).toBe(
      "We barely use the till software - it is slow.",
    );
  });

  it("carries each quote's attribution through verifyQuotes, in order", () => {
    const result = verifyQuotes(notes, [
      "Our regulars forget their cards",
      "We barely use the till software",
      "invented words nobody said",
    ]);
    expect(result).toEqual({
      quotes: ["Our regulars forget their cards", "We barely use the till software"],
      attributions: ["Sam, barista", null],
      passages: 2,
    });
  });
});

describe("speaker labels, as interview notes and pasted reviews open their lines", () => {
  const notes = new Evidence(
    [
      "Interview 1 — Priya, owner of two cafés in Leeds: We throw away about £40 of oat milk a week because nobody tracks dates.",
      'Maria Lopez (maria.lopez@example.com), dog groomer: "Our booking app never fills last-minute cancellations."',
      "Review #3: Support took five days to answer my ticket.",
      "- Sam (barista): The till freezes every Saturday morning rush.",
      "Interview 2 — Tom, market stall:",
      "Card fees eat most of my margin on small sales.",
      "Honestly, the worst part: counting stock by hand every night.",
      "The problem is simple: nobody knows what is in the fridge.",
      "I lose $340 a week: that is my rent.",
    ].join("\n"),
  );

  it("never keeps the label in the quote: it moves to the attribution", () => {
    // The claim copied the whole line, label included (as the demo model and real models do).
    expect(
      notes.findQuote(
        "Interview 1 — Priya, owner of two cafés in Leeds: We throw away about £40 of oat milk a week because nobody tracks dates.",
      ),
    ).toEqual({
      quote: "We throw away about £40 of oat milk a week because nobody tracks dates.",
      passage: 0,
      attribution: "Interview 1 — Priya, owner of two cafés in Leeds",
    });
    expect(
      notes.findQuote(
        'Maria Lopez (maria.lopez@example.com), dog groomer: "Our booking app never fills last-minute cancellations."',
      ),
    ).toMatchObject({
      quote: "Our booking app never fills last-minute cancellations.",
      attribution: "Maria Lopez (maria.lopez@example.com), dog groomer",
    });
    expect(notes.findQuote("Review #3: Support took five days")).toMatchObject({
      quote: "Support took five days",
      attribution: "Review #3",
    });
    expect(notes.findQuote("Sam (barista): The till freezes every Saturday morning rush.")).toMatchObject({
      quote: "The till freezes every Saturday morning rush.",
      attribution: "Sam (barista)",
    });
  });

  it("names the labelled speaker when the claim is only the words", () => {
    expect(notes.findQuote("nobody tracks dates")?.attribution).toBe(
      "Interview 1 — Priya, owner of two cafés in Leeds",
    );
    expect(notes.findQuote("Our booking app never fills")?.attribution).toBe(
      "Maria Lopez (maria.lopez@example.com), dog groomer",
    );
    // A label alone on its line names the answer below it.
    expect(notes.findQuote("Card fees eat most of my margin")).toMatchObject({
      quote: "Card fees eat most of my margin",
      attribution: "Interview 2 — Tom, market stall",
    });
  });

  it("is no quote when it is only a label", () => {
    expect(notes.findQuote("Interview 2 — Tom, market stall:")).toBeNull();
    expect(notes.findQuote("Interview 1 — Priya, owner of two cafés in Leeds:")).toBeNull();
  });

  it("leaves a colon that belongs to what was said alone", () => {
    expect(notes.findQuote("Honestly, the worst part: counting stock by hand every night.")).toMatchObject({
      quote: "Honestly, the worst part: counting stock by hand every night.",
      attribution: null,
    });
    expect(notes.findQuote("The problem is simple: nobody knows what is in the fridge.")?.quote).toBe(
      "The problem is simple: nobody knows what is in the fridge.",
    );
    expect(notes.findQuote("I lose $340 a week: that is my rent.")?.quote).toBe("I lose $340 a week: that is my rent.");
  });

  it("reads labels of every common shape, and no speech", () => {
    expect(speakerLabel("Priya: we bin milk")?.name).toBe("Priya");
    expect(speakerLabel("Tom B.: it is slow")?.name).toBe("Tom B.");
    expect(speakerLabel("Q3: what would you pay?")?.name).toBe("Q3");
    expect(speakerLabel('Owner of Bean There: "we barely use it"')?.name).toBe("Owner of Bean There");
    expect(speakerLabel("Week 3 was the worst: no stock")).toBeNull();
    expect(speakerLabel("Update: fixed now")).toBeNull();
    expect(speakerLabel("It broke. Then: nothing")).toBeNull();
    expect(speakerLabel("no label here")).toBeNull();
  });

  it("reaches the saved claims too: verifyQuotes keeps the words and the label as the attribution", () => {
    const result = verifyQuotes(notes, [
      "Interview 1 — Priya, owner of two cafés in Leeds: We throw away about £40 of oat milk a week",
    ]);
    expect(result.quotes).toEqual(["We throw away about £40 of oat milk a week"]);
    expect(result.attributions).toEqual(["Interview 1 — Priya, owner of two cafés in Leeds"]);
  });
});

describe("names in the evidence", () => {
  it("matches whole words only, without regard to case", () => {
    expect(evidence.mentions("notion")).toBe(true);
    expect(evidence.mentions("Noti")).toBe(false);
    expect(evidence.mentions("Trello")).toBe(false);
  });
});
