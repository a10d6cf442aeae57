/** Small helpers that let the demo model write from the idea's own words, deterministically. */

const stopwords = new Set(
  "about above after again against because before being below between could doing during every further having other ourselves should their theirs there these those through under until which while would yours with that this from into your will what when where them they then than also just like make more most only some such very want wants need needs people using based".split(" "),
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
  return trimmed.length > max ? `${trimmed.slice(0, max - 1).replace(/\s+\S*$/, "").replace(/[,;:]+$/, "")}…` : trimmed;
}

const people =
  "people|owners|parents|mums|dads|families|kids|children|students|teachers|tutors|nurses|doctors|patients|carers|founders|startups|developers|designers|freelancers|creators|artists|musicians|writers|athletes|runners|cyclists|gamers|travellers|tourists|commuters|drivers|riders|workers|employees|staff|managers|teams|companies|businesses|shops|retailers|restaurants|cafes|landlords|tenants|renters|homeowners|neighbours|seniors|retirees|pensioners|women|men|couples|singles|users|customers|buyers|sellers|farmers|gardeners|barbers|salons|clinics|gyms|agencies|schools|charities";
const personPhrase = new RegExp(`\\b((?:[a-z-]+ ){0,2}(?:${people}))\\b`, "i");

/** Who the idea serves: the first mention of people ("night-shift nurses", "dog owners"), else a neutral fallback. */
export function audience(idea: string): string {
  const phrase = personPhrase.exec(clean(idea))?.[1]?.toLowerCase();
  if (!phrase) return "early customers";
  const words = phrase.split(" ");
  // Drop leading words that cannot start a noun phrase ("matches dog owners" → "dog owners").
  while (words.length > 1 && (stopwords.has(words[0]!) || /^(a|an|the|for|to|of|and|or|matches|helps|lets|connects|gives|by|in|on|at|with|from)$/.test(words[0]!))) {
    words.shift();
  }
  return words.join(" ") || "early customers";
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
