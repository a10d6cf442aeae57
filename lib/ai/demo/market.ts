import "server-only";
import type { MarketSizeOutput, ModelInput } from "@/lib/core/market/schemas";
import { evidenceSentences } from "./evidence";
import { pick } from "./words";

/**
 * The demo model's market-size inputs: plausible, deterministic for the idea, and labelled as demo assumptions, except
 * where the founder's evidence states a number: a count of customers ("about 4,000 independent cafes in the UK") or
 * a price in dollars a month or a year becomes that input, with basis "evidence" and the sentence as its quote.
 */

const DEMO = "Demo assumption:";
const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const share = (value: number) => Math.min(1, Math.round(value * 1000) / 1000);

const assumption = (low: number, base: number, high: number, reason: string): ModelInput => ({
  low,
  base,
  high,
  basis: "assumption",
  reason: `${DEMO} ${reason}`,
  quote: null,
  source_url: null,
});

const stated = (base: number, quote: string, reason: string): ModelInput => ({
  low: base * 0.9,
  base,
  high: base * 1.1,
  basis: "evidence",
  reason,
  quote,
  source_url: null,
});

// A count in the evidence: "4,000 cafes", "about 12000 clinics", "2.5 million households"; not money, a share or a year.
const COUNT =
  /(?<![$£€\d.,])\b(\d{1,3}(?:,\d{3})+|\d{3,}|\d+(?:\.\d+)?\s*(?:thousand|million))\s+(?!%|percent|per\b)([a-z][a-z-]+)/i;
const PRICE = /\$\s?(\d+(?:\.\d+)?)\s*(?:a|per|\/)\s*(month|mo|year|yr)\b/i;

function countIn(text: string): number | null {
  const match = COUNT.exec(text);
  if (!match) return null;
  const [number, scale] = match[1]!.toLowerCase().split(/\s+/);
  const value = Number(number!.replace(/,/g, "")) * (scale === "million" ? 1e6 : scale === "thousand" ? 1e3 : 1);
  // A bare four-digit number from 1900 to 2100 is a year, not a count.
  if (/^\d{4}$/.test(match[1]!) && value >= 1900 && value <= 2100) return null;
  return value >= 50 ? value : null;
}

function pricePerYearIn(text: string): number | null {
  const match = PRICE.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  return /^m/i.test(match[2]!) ? amount * 12 : amount;
}

export function demoMarketSize(
  who: string,
  pricePerMonth: number,
  random: () => number,
  evidence?: string,
): MarketSizeOutput {
  const sentences = evidenceSentences(evidence);
  const countSentence = sentences.find((sentence) => countIn(sentence.text) !== null);
  const priceSentence = sentences.find((sentence) => pricePerYearIn(sentence.text) !== null);

  const customers = pick(random, [40_000, 60_000, 120_000, 250_000]);
  const reach = pick(random, [0.15, 0.25, 0.35]);
  const win = pick(random, [0.02, 0.03, 0.05]);
  const yearly = pricePerMonth * 12;
  const launch = {
    name: `${who.charAt(0).toUpperCase()}${who.slice(1)} in your launch country`,
    customers: countSentence
      ? stated(countIn(countSentence.text)!, countSentence.text, "The number your evidence states.")
      : assumption(
          round(customers * 0.6, 1_000),
          customers,
          round(customers * 1.5, 1_000),
          `how many ${who} one country might have; replace it with a count you can cite.`,
        ),
    price_per_year_usd: priceSentence
      ? stated(pricePerYearIn(priceSentence.text)!, priceSentence.text, "The price your evidence states, for a year.")
      : assumption(
          round(yearly * 0.6, 12),
          yearly,
          round(yearly * 1.4, 12),
          `the monetisation estimate's $${pricePerMonth} a month, for a year.`,
        ),
    reachable_share: assumption(
      share(reach * 0.6),
      reach,
      share(reach * 1.5),
      "the share you could reach at launch through one channel, in one language.",
    ),
    obtainable_share_3y: assumption(
      share(win * 0.5),
      win,
      share(win * 2),
      "a typical share a focused new product wins in its first three years.",
    ),
  };
  if (random() < 0.5) return { segments: [launch] };
  const abroad = {
    name: `${launch.name.replace(/ in your launch country$/, "")} in other English-speaking countries`,
    customers: assumption(
      round(customers * 1.5, 1_000),
      customers * 3,
      customers * 5,
      `the same kind of customer in the US, Canada and Australia together.`,
    ),
    price_per_year_usd: { ...launch.price_per_year_usd },
    reachable_share: assumption(0.03, 0.06, 0.1, "reachable later, with ads in markets you do not know yet."),
    obtainable_share_3y: assumption(0.005, 0.01, 0.02, "a newcomer abroad wins less than at home."),
  };
  return { segments: [launch, abroad] };
}
