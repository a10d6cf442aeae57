import type { PitchFieldsInput } from "@/lib/core/api/pitch";

/** What a draft is made from: the idea (its name and words) and its latest reports (any part may be missing). */
export interface DraftSource {
  ideaTitle: string;
  ideaPrompt: string;
  validation: {
    title?: string;
    monetization_report?: { income_streams?: { name?: string; price?: string | null }[] };
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

/**
 * A first draft of the pitch page, made by code from the idea and its reports: the idea's name and its own
 * description, what the pain points report proposes to do about each pain (as the benefits), the validation's first
 * priced income stream. The founder edits every word before it goes live; nothing here is published as it is.
 */
export function draftPitch(source: DraftSource): PitchFieldsInput {
  const name = nameOf(source.ideaPrompt, source.ideaTitle || source.validation?.title || "");
  const description = descriptionOf(source.ideaPrompt || source.ideaTitle);
  const benefits = (source.painPoints?.pain_points ?? [])
    .map((pain) => cut(firstSentence(pain.strategy ?? ""), 120))
    .filter(Boolean)
    .slice(0, 3);
  const priced = source.validation?.monetization_report?.income_streams?.find((stream) => stream.price);
  return {
    headline: cut(name || description || "A better way to do it", 90),
    subheading: cut(description || name, 200),
    benefits,
    price: priced?.price ? cut(priced.price, 60) : null,
    cta: "waitlist",
    collector: cut(source.collector, 80),
    link: null,
  };
}
