import { describe, expect, it } from "vitest";
import { listedPrices, draftPitch, stepPrice } from "./draft";
import { slugOf, SLUG_PATTERN } from "../slug";
import { cleanSource, isBot, isPrefetch, sourceOf } from "../traffic";
import { describeFigure, liveFigure } from "../live-figure";
import { wilsonInterval } from "@/lib/core/stats/interval";

describe("the Wilson interval", () => {
  it("matches the published figures (10 of 100: 5.52%–17.44%; 0 of 20: 0–16.11%; 20 of 20: 83.89–100%)", () => {
    const ten = wilsonInterval(10, 100)!;
    expect(ten.low).toBeCloseTo(5.523, 2);
    expect(ten.high).toBeCloseTo(17.437, 2);
    const none = wilsonInterval(0, 20)!;
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(16.113, 2);
    const all = wilsonInterval(20, 20)!;
    expect(all.low).toBeCloseTo(83.887, 2);
    expect(all.high).toBeCloseTo(100, 6);
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it("the live figure says too few visitors to tell below the minimum", () => {
    const line = { comparator: ">=" as const, target: 3 };
    const sample = (visitors: number, signups: number) => ({ visitors, signups, heaviest: [] });
    const few = liveFigure(sample(40, 4), line, 100);
    expect(few).toMatchObject({ rate: 10, tooFew: true });
    expect(describeFigure(few)).toMatch(/too few visitors to tell \(100 needed\)$/);
    expect(describeFigure(liveFigure(sample(0, 0), line, 100))).toBe(
      "0 sign-ups of 0 unique visitors: too few visitors to tell",
    );
    expect(describeFigure(liveFigure(sample(100, 10), line, 100))).toBe(
      "10 sign-ups of 100 unique visitors, 10% (95% interval 5.5%–17.4%)",
    );
  });
});

describe("what counts as a visit", () => {
  it("bots, link previews, HTTP libraries and headless browsers are not visitors", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36",
      "curl/8.4.0",
      "python-requests/2.31",
      "Slackbot-LinkExpanding 1.0",
      "Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse",
      "",
      null,
    ]) {
      expect(isBot(agent), String(agent)).toBe(true);
    }
    expect(
      isBot(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1",
      ),
    ).toBe(false);
  });

  it("prefetches and prerenders are not visits", () => {
    const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;
    expect(isPrefetch(headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(headers({ "next-router-prefetch": "1" }))).toBe(true);
    expect(isPrefetch(headers({}))).toBe(false);
  });

  it("the source is utm_source, else the referrer's host, else direct; our own host is direct", () => {
    expect(sourceOf("Newsletter", "https://news.ycombinator.com/item?id=1", "launchlens.app")).toBe("newsletter");
    expect(sourceOf(null, "https://www.reddit.com/r/startups", "launchlens.app")).toBe("reddit.com");
    expect(sourceOf("", "https://launchlens.app/p/x", "launchlens.app")).toBe("direct");
    expect(sourceOf(null, "not a url", "launchlens.app")).toBe("direct");
    expect(sourceOf("<script>alert(1)</script>", null, "x")).toBe("script-alert-1-script");
    expect(cleanSource("a".repeat(100))).toHaveLength(40);
    expect(cleanSource("\u0000")).toBeNull();
  });
});

describe("slugs and drafts", () => {
  it("a slug is the headline's words and a random suffix", () => {
    expect(slugOf("Stock that orders itself — for cafés!", "a1b2c3d4e5")).toBe(
      "stock-that-orders-itself-for-cafes-a1b2c3d4e5",
    );
    expect(slugOf("<>", "a1b2c3d4e5")).toBe("a1b2c3d4e5");
    expect(SLUG_PATTERN.test(slugOf("x".repeat(200), "a1b2c3d4e5"))).toBe(true);
    // Cut at a word boundary, never mid-word ("…for-independent-c").
    expect(slugOf("Inventory that orders itself for independent cafes", "a1b2c3d4e5")).toBe(
      "inventory-that-orders-itself-for-a1b2c3d4e5",
    );
    expect(slugOf("Inventory-forecasting-for-independent-cafes", "s")).toBe("inventory-forecasting-for-independent-s");
    expect(slugOf("x".repeat(60), "s")).toBe(`${"x".repeat(40)}-s`);
    expect(SLUG_PATTERN.test("../etc")).toBe(false);
  });

  it("a draft is made from the idea and its reports, within every field's limit", () => {
    const draft = draftPitch({
      ideaTitle: "LeafLedger",
      ideaPrompt: "LeafLedger: a subscription app that tells owners when to water. It reads the soil.",
      collector: "Ada Founder",
      // A segment's price a year, as the validation's market size states it: shown as a month's share.
      validation: { market_size: { segments: [{ name: "Home growers", price_per_year_usd: { base: 348 } }] } },
      painPoints: {
        pain_points: [
          { strategy: "Show the first result in five minutes. No set-up call." },
          { strategy: "b".repeat(300) },
          { strategy: "Third." },
          { strategy: "Fourth." },
        ],
      },
    });
    // The pains' strategies are advice to the founder: none goes on the page as a benefit; the founder writes them.
    expect(draft).toEqual({
      headline: "LeafLedger",
      subheading: "A subscription app that tells owners when to water.",
      benefits: [],
      price: "$29 a month",
      cta: "waitlist",
      collector: "Ada Founder",
      link: null,
      // A draft asks no questions with the sign-up: the founder adds them.
      questions: [],
      variants: null,
    });
    const bare = draftPitch({ ideaTitle: "", ideaPrompt: "", collector: "X", validation: null, painPoints: null });
    expect(bare.headline).toBeTruthy();
    expect(bare.benefits).toEqual([]);
    expect(bare.price).toBeNull();
    expect(
      listedPrices({ validation: { market_size: { segments: [{ price_per_year_usd: { base: 12 } }, {}] } } }),
    ).toEqual(["$12 a year"]);
  });

  it("no sentence of advice to the founder becomes a visitor's benefit", () => {
    const draft = draftPitch({
      ideaTitle: "ShiftPlate",
      ideaPrompt: "ShiftPlate: rota planning for small restaurants.",
      collector: "Ada",
      validation: null,
      painPoints: {
        pain_points: [
          { pain_point: "Rotas take hours", strategy: "Build the first version around exactly this complaint." },
          { pain_point: "No-shows", strategy: "Interview ten managers before writing code." },
        ],
      },
    });
    expect(draft.benefits).toEqual([]);
  });

  it("drafted from a next step that names a price, the page shows that price, not the market's", () => {
    const validation = { market_size: { segments: [{ price_per_year_usd: { base: 240 } }] } };
    expect(listedPrices({ validation })).toEqual(["$20 a month"]);
    const step = { action: "Publish a one-page offer at $9 a month and send $150 of search ads to it." };
    expect(listedPrices({ validation, step })).toEqual(["$9 a month"]);
    expect(
      draftPitch({ ideaTitle: "X", ideaPrompt: "X: a tool.", collector: "A", validation, painPoints: null, step })
        .price,
    ).toBe("$9 a month");
    // A step without a price (or with only a budget) keeps the market's.
    expect(listedPrices({ validation, step: { action: "Spend $150 on search ads to a waitlist page." } })).toEqual([
      "$20 a month",
    ]);
    expect(stepPrice("Sell early access for $49")).toBe("$49");
    expect(stepPrice("A page at $12.5/mo")).toBe("$12.50 a month");
    expect(stepPrice("$1,200 per year, paid up front")).toBe("$1,200 a year");
    expect(stepPrice("20 sign-ups from 500 visitors")).toBeNull();
  });
});

describe("which next steps a pitch page can run", () => {
  it("a landing-page or waitlist test with a share as its pass line; not interviews or counts", async () => {
    const { isPitchStep } = await import("./eligible");
    const line = { metric: "Landing page sign-up rate", comparator: ">=" as const, target: 4, unit: "%" };
    expect(
      isPitchStep({ action: "Publish a one-page offer", threshold: "20 waitlist sign-ups", pass_line: line }),
    ).toBe(true);
    expect(
      isPitchStep({ action: "Interview 15 owners", pass_line: { ...line, metric: "Said yes", unit: "of 15 asked" } }),
    ).toBe(false);
    expect(
      isPitchStep({ action: "Interview owners", threshold: "half agree", pass_line: { ...line, metric: "Agree" } }),
    ).toBe(false);
    expect(isPitchStep({ action: "Landing page", pass_line: null })).toBe(false);
  });
});
