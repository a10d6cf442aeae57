import type { PitchFieldsInput } from "@/lib/core/api/pitch";

/** What a draft is made from: the idea (its name and words) and its latest reports (any part may be missing). */
export interface DraftSource {
  ideaTitle: string;
  ideaPrompt: string;
  validation: {
    title?: string;
    market_size?: { segments?: { name?: string; price_per_year_usd?: { base?: number } }[] };
  } | null;
  painPoints: { pain_points?: { strategy?: string }[] } | null;
  collector: string;
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

/**
 * The prices a draft may show: each market segment's base price a year as the validation states it (a month's share
 * when it is at least $24 a year: "$29 a month", else "$12 a year"). A draft never shows a price the reports do not.
 */
export function listedPrices(source: Pick<DraftSource, "validation">): string[] {
  const prices = (source.validation?.market_size?.segments ?? [])
    .map((segment) => segment.price_per_year_usd?.base)
    .filter((base): base is number => typeof base === "number" && Number.isFinite(base) && base > 0)
    .map((base) => (base >= 24 ? `${dollars(base / 12)} a month` : `${dollars(base)} a year`));
  return [...new Set(prices)];
}

/**
 * A first draft of the pitch page, made by code from the idea and its reports: the idea's name and its own
 * description, what the pain points report proposes to do about each pain (as the benefits), the validation's first
 * segment's price (listedPrices). The founder edits every word before it goes live; nothing here is published as it is.
 */
export function draftPitch(source: DraftSource): PitchFieldsInput {
  const name = nameOf(source.ideaPrompt, source.ideaTitle || source.validation?.title || "");
  const description = descriptionOf(source.ideaPrompt || source.ideaTitle);
  const benefits = (source.painPoints?.pain_points ?? [])
    .map((pain) => cut(firstSentence(pain.strategy ?? ""), 120))
    .filter(Boolean)
    .slice(0, 3);
  const [price] = listedPrices(source);
  return {
    headline: cut(name || description || "A better way to do it", 90),
    subheading: cut(description || name, 200),
    benefits,
    price: price ?? null,
    cta: "waitlist",
    collector: cut(source.collector, 80),
    link: null,
  };
}
