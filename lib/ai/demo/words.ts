import "server-only";
/** Small helpers that let the demo model write from the idea's own words, deterministically. */

const stopwords = new Set(
  "about above after again against because before being below between could doing during every further having other ourselves should their theirs there these those through under until which while would yours with that this from into your will what when where them they then than also just like make more most only some such very want wants need needs people using based".split(
    " ",
  ),
);

export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** A repeatable random sequence in [0, 1) seeded by the idea. */
export function seeded(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clean = (idea: string) => idea.replace(/\s+/g, " ").trim();

/** The idea's first sentence, shortened. */
export function headline(idea: string, max = 90): string {
  const first = clean(idea).split(/(?<=[.!?])\s/)[0] ?? "";
  const trimmed = first.replace(/[.!?]+$/, "");
  return trimmed.length > max
    ? `${trimmed
        .slice(0, max - 1)
        .replace(/\s+\S*$/, "")
        .replace(/[,;:]+$/, "")}…`
    : trimmed;
}

const people =
  "people|owners|parents|mums|dads|families|kids|children|students|learners|teachers|tutors|coaches|trainers|nurses|doctors|dentists|vets|therapists|patients|carers|caregivers|founders|startups|developers|engineers|designers|freelancers|creators|artists|photographers|musicians|writers|readers|athletes|runners|cyclists|climbers|gamers|travellers|travelers|tourists|commuters|drivers|riders|workers|employees|staff|managers|recruiters|teams|companies|businesses|shops|retailers|restaurants|cafes|bakers|chefs|brewers|florists|landlords|tenants|renters|homeowners|hosts|guests|neighbours|seniors|retirees|pensioners|women|men|couples|singles|users|customers|clients|buyers|sellers|merchants|farmers|gardeners|groomers|walkers|barbers|salons|clinics|gyms|agencies|schools|charities|volunteers|investors|accountants|lawyers|plumbers|electricians|builders|contractors|cleaners|makers";
const personPhrase = new RegExp(`\\b((?:[a-z-]+ ){0,2}(?:${people}))\\b`, "i");

/** Words that cannot begin a noun phrase naming customers (verbs, articles, prepositions, adverbs). */
const notAModifier =
  /^(a|an|the|for|to|of|and|or|but|by|in|on|at|with|from|via|per|as|is|are|be|can|will|lets|helps|matches|connects|gives|sends|books|tracks|shows|finds|makes|offers|sells|pairs|links|alerts|reminds|pays|charges|serves|saves|turns|brings|takes|puts|gets|keeps|allows|enables|where|who|whom|that|which|so|busy|all|any|many|more|most|our|my|their|your|its)$/;

/** Who the idea serves: the first mention of people ("night-shift nurses", "dog owners"), else a neutral fallback. */
export function audience(idea: string): string {
  const phrase = personPhrase.exec(clean(idea))?.[1]?.toLowerCase();
  if (!phrase) return "early customers";
  const words = phrase.split(" ");
  // Drop leading words that cannot qualify the people named ("sends apartment renters" → "apartment renters"): verbs,
  // function words, adverbs, and plurals, which name things rather than describe the people ("books clients").
  const cannotLead = (word: string) =>
    stopwords.has(word) ||
    notAModifier.test(word) ||
    /ly$|ing$|ed$/.test(word) ||
    (/s$/.test(word) && !/(ss|us|is)$/.test(word));
  while (words.length > 1 && cannotLead(words[0]!)) words.shift();
  return words.join(" ");
}

/** The possessive of a plural ("dog owners" → "dog owners'"), or of anything else ("staff" → "staff's"). */
export const possessive = (noun: string) => (/s$/.test(noun) ? `${noun}'` : `${noun}'s`);

/**
 * The idea in the founder's own words, when its first sentence is short enough to quote whole: never cut mid-way.
 * Null when it is not (a long paragraph, a list), and the report then does without it.
 */
export function quotedIdea(idea: string, max = 220): string | null {
  const first = (clean(idea).split(/(?<=[.!?])\s/)[0] ?? "").trim();
  if (!first || first.length > max || /^[-*•\d]+[.)]?\s/.test(first)) return null;
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** The words of a text that carry meaning (four letters or more, not a stopword), lower case. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']{4,}/gu) ?? [];
  return new Set(words.map((word) => word.replace(/'s$/, "")).filter((word) => !stopwords.has(word)));
}
