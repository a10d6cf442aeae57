import type { PitchFieldsInput } from "@/lib/core/api/pitch";

/** What a draft is made from: the idea (its name and words) and its latest reports (any part may be missing). */
export interface DraftSource {
  ideaTitle: string;
  ideaPrompt: string;
  validation: {
    title?: string;
    market_size?: { segments?: { name?: string; price_per_year_usd?: { base?: number } }[] };
  } | null;
  painPoints: { pain_points?: { pain_point?: string; strategy?: string; mentions?: number }[] } | null;
  collector: string;
  /** The next step the page tests ("Test with a pitch page"), when it was drafted from one. */
  step?: { action?: string; threshold?: string } | null;
}

const cut = (text: string, max: number) => {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cutAt = clean.lastIndexOf(" ", max - 1);
  return `${clean.slice(0, cutAt > max / 2 ? cutAt : max - 1)}…`;
};
const firstSentence = (text: string) => /^[^.!?]*[.!?]?/.exec(text.trim())?.[0] ?? text;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The idea's own description: "LeafLedger: a subscription app that…" → "A subscription app that…". */
function descriptionOf(prompt: string): string {
  const named = /^\s*[^:\n]{1,60}:\s+(.+)$/s.exec(prompt);
  return capital(firstSentence((named ? named[1]! : prompt).trim()));
}

/** "LeafLedger: a subscription app…" → "LeafLedger"; else the idea's title. */
function nameOf(prompt: string, title: string): string {
  const named = /^\s*([^:\n]{1,60}):\s+/.exec(prompt);
  return (named ? named[1]! : title).trim();
}

const dollars = (value: number) => `$${value.toLocaleString("en-US", { maximumFractionDigits: 0 })}`;

const PERIODS: Record<string, string> = { month: "month", mo: "month", year: "year", yr: "year", week: "week" };
const AMOUNT = String.raw`\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;

/**
 * The price a next step names, in a page's words: "an offer at $9/mo" → "$9 a month". A sum with a period ("$9 a
 * month") or one asked for ("at $9", "for $49") is a price; "$150 of search ads" is a budget. Null when none.
 */
export function stepPrice(text: string): string | null {
  const periodic = new RegExp(`${AMOUNT}\\s*(?:a|an|per|/)\\s*(month|mo|year|yr|week)\\b`, "i").exec(text);
  const asked = periodic ?? new RegExp(`\\b(?:at|for|charge|charging|pay|priced at)\\s+${AMOUNT}`, "i").exec(text);
  if (!asked) return null;
  const cents = asked[2] ? `.${asked[2].padEnd(2, "0")}` : "";
  const period = periodic && PERIODS[periodic[3]!.toLowerCase()];
  return `$${asked[1]}${cents}${period ? ` a ${period}` : ""}`;
}

/**
 * The prices a draft may show. Drafted from a next step that names a price, that price alone (the page tests it);
 * else each market segment's base price a year as the validation states it (a month's share when it is at least $24 a
 * year: "$29 a month", else "$12 a year"). A draft never shows a price the reports do not.
 */
export function listedPrices(source: Pick<DraftSource, "validation" | "step">): string[] {
  const fromStep = stepPrice(`${source.step?.action ?? ""} ${source.step?.threshold ?? ""}`);
  if (fromStep) return [fromStep];
  const prices = (source.validation?.market_size?.segments ?? [])
    .map((segment) => segment.price_per_year_usd?.base)
    .filter((base): base is number => typeof base === "number" && Number.isFinite(base) && base > 0)
    .map((base) => (base >= 24 ? `${dollars(base / 12)} a month` : `${dollars(base)} a year`));
  return [...new Set(prices)];
}

/**
 * A first draft of the pitch page, made by code from the idea and its reports: the idea's name and its own
 * description (the founder's words about the product, which read as a visitor's), and the price (listedPrices).
 * The benefits stay empty: the reports' words about pains are advice to the founder ("Build the first version
 * around…"), not promises to a visitor, and code cannot turn one into the other. The founder writes them, and edits
 * every word before the page goes live.
 */
export function draftPitch(source: DraftSource): PitchFieldsInput {
  const name = nameOf(source.ideaPrompt, source.ideaTitle || source.validation?.title || "");
  const description = descriptionOf(source.ideaPrompt || source.ideaTitle);
  const [price] = listedPrices(source);
  return {
    headline: cut(name || description || "A better way to do it", 90),
    subheading: cut(description || name, 200),
    benefits: [],
    price: price ?? null,
    cta: "waitlist",
    collector: cut(source.collector, 80),
    link: null,
    // Variants are the founder's to compare: a draft compares none.
    variants: null,
    // Questions are the founder's to ask: a draft asks none.
    questions: [],
  };
}
