import { describe, expect, it } from "vitest";
import { quotesIn, sharedCopy, withoutPrompt } from "./share-copy";

const prompt = "A booking app for dog groomers that fills last-minute cancellations from a waitlist.";
const options = { prompt, demo: false };

describe("a shared copy without the quotes also leaves out who said them", () => {
  it("pain points: quotes emptied, attributions gone, findings kept", () => {
    const report = {
      title: "Groomer waitlist",
      pain_points: [
        {
          pain_point: "Cancellations go unfilled",
          strategy: "Text the waitlist",
          quotes: ["Our booking app never fills last-minute cancellations."],
          attributions: ["Maria Lopez (maria.lopez@example.com), dog groomer"],
          mentions: 2,
          basis: "evidence",
        },
      ],
    };
    const { report: shared, quotesLeftOut } = sharedCopy("pp", report, { ...options, includeQuotes: false });
    expect(quotesLeftOut).toBe(1);
    expect(JSON.stringify(shared)).not.toContain("Maria Lopez");
    expect(shared.pain_points).toEqual([
      {
        pain_point: "Cancellations go unfilled",
        strategy: "Text the waitlist",
        quotes: [],
        mentions: 2,
        basis: "evidence",
      },
    ]);
    // Included, both stay.
    expect(sharedCopy("pp", report, { ...options, includeQuotes: true }).report).toEqual(report);
  });

  it("strategy and validation: customer words and factor quotes go with their speakers", () => {
    const strategy = {
      title: "t",
      customer_words: ["Most customers pay by phone now"],
      customer_words_attributions: ["Sam, barista"],
    };
    const sharedStrategy = sharedCopy("ms", strategy, { ...options, includeQuotes: false }).report;
    expect(sharedStrategy).toEqual({ title: "t", customer_words: [] });
    const validation = {
      title: "t",
      scores: {
        market_demand: { score: 8, reason: "r", quote: "We lose six slots a week", attribution: "Tom, groomer" },
      },
    };
    const sharedValidation = sharedCopy("iv", validation, { ...options, includeQuotes: false }).report;
    expect(sharedValidation).toEqual({ title: "t", scores: { market_demand: { score: 8, reason: "r", quote: null } } });
    expect(quotesIn("iv", sharedValidation)).toEqual([]);
  });

  it("validation: a market input's quote and its speaker go too, its number and basis stay", () => {
    const input = (quote: string | null) => ({ low: 1, base: 2, high: 3, basis: "assumption", reason: "r", quote });
    const validation = {
      title: "t",
      scores: { market_demand: { score: 8, reason: "r", quote: null } },
      market_size: {
        segments: [
          {
            name: "Groomers in the UK",
            customers: {
              ...input("About 9,000 groomers work in the UK."),
              basis: "evidence",
              attribution: "Tom, groomer",
            },
            price_per_year_usd: input(null),
            reachable_share: input(null),
            obtainable_share_3y: input(null),
          },
        ],
        tam: { low: 1, base: 2, high: 3 },
      },
    };
    expect(quotesIn("iv", validation)).toEqual(["About 9,000 groomers work in the UK."]);
    const { report: shared, quotesLeftOut } = sharedCopy("iv", validation, { ...options, includeQuotes: false });
    expect(quotesLeftOut).toBe(1);
    expect(JSON.stringify(shared)).not.toContain("Tom, groomer");
    expect(JSON.stringify(shared)).not.toContain("9,000 groomers");
    expect((shared.market_size as typeof validation.market_size).segments[0]!.customers).toEqual({
      ...input(null),
      basis: "evidence",
    });
    expect(sharedCopy("iv", validation, { ...options, includeQuotes: true }).report).toEqual(validation);
  });
});

describe("a survey answer's quote in a share (issue 46)", () => {
  const id = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
  const report = {
    title: "Plant care",
    pain_points: [
      {
        pain_point: "Plants die while owners travel",
        strategy: "s",
        quotes: ["My fern died while I was away for a week"],
        attributions: [`Answer 3 (${id})`],
        mentions: 1,
        basis: "evidence",
      },
    ],
  };

  it("keeps the quote and its answer's label when quotes are included, never the response's id", () => {
    const { report: shared } = sharedCopy("pp", report, { ...options, includeQuotes: true });
    expect(JSON.stringify(shared)).toContain('"attributions":["Answer 3"]');
    expect(JSON.stringify(shared)).not.toContain(id);
  });

  it("leaves out the answer's words and label otherwise, like any pasted evidence", () => {
    const evidence = `Answers to a survey the founder ran in LaunchLens:\nAnswer 3 (${id}): My fern died while I was away for a week and nobody watered it`;
    const { report: shared } = sharedCopy("pp", report, { ...options, includeQuotes: false, evidence });
    expect(JSON.stringify(shared)).not.toMatch(/fern died|Answer 3/);
  });
});

describe("a shared title never repeats the idea as typed", () => {
  const idea =
    "BeanCount: a stock and ordering app for independent cafes that predicts milk and bean orders from last week's sales.";

  it("leaves out the idea's opening cut off with …, a colon in the idea or not", () => {
    const cut = "BeanCount: a stock and ordering app for independent cafes that predicts milk and bean orders from…";
    expect(withoutPrompt({ title: cut }, idea, false)).toEqual({ title: "The founder's idea" });
    expect(withoutPrompt({ title: `Pain points: ${cut}` }, idea, false)).toEqual({
      title: "Pain points: the founder's idea",
    });
    expect(withoutPrompt({ title: "Pain points: A waitlist tool for physio clinics that…" }, prompt, false)).toEqual({
      title: "Pain points: A waitlist tool for physio clinics that…",
    });
  });

  it("keeps a title of its own, and a short opening any report may use", () => {
    expect(withoutPrompt({ title: "Cafe stock forecasting" }, idea, false)).toEqual({
      title: "Cafe stock forecasting",
    });
    expect(withoutPrompt({ title: "BeanCount: a stock…" }, idea, false)).toEqual({ title: "BeanCount: a stock…" });
  });
});
