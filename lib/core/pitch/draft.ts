import type { PitchFieldsInput } from "@/lib/core/api/pitch";

/** What a draft is made from: the idea's latest validation (any part may be missing) and the founder's name. */
export interface DraftSource {
  ideaTitle: string;
  validation: {
    title?: string;
    summary?: string;
    strategic_insights?: string[];
    monetization_report?: { income_streams?: { name?: string; price?: string | null }[] };
  } | null;
  collector: string;
}

const cut = (text: string, max: number) => {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cutAt = clean.lastIndexOf(" ", max - 1);
  return `${clean.slice(0, cutAt > max / 2 ? cutAt : max - 1)}…`;
};
const firstSentence = (text: string) => /^[^.!?]*[.!?]?/.exec(text.trim())?.[0] ?? text;

/**
 * A first draft of the pitch page, made by code from the validation (its title, summary, insights and first priced
 * income stream). The founder edits every word before it goes live; nothing here is published as it is.
 */
export function draftPitch(source: DraftSource): PitchFieldsInput {
  const validation = source.validation ?? {};
  const headline = cut(validation.title || source.ideaTitle || "A better way to do it", 90);
  const subheading = cut(firstSentence(validation.summary || source.ideaTitle), 200);
  const benefits = (validation.strategic_insights ?? [])
    .slice(0, 3)
    .map((insight) => cut(firstSentence(insight), 120))
    .filter(Boolean);
  const priced = validation.monetization_report?.income_streams?.find((stream) => stream.price);
  return {
    headline,
    subheading,
    benefits,
    price: priced?.price ? cut(priced.price, 60) : null,
    cta: "waitlist",
    collector: cut(source.collector, 80),
    link: null,
  };
}
