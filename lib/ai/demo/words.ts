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

/** Distinctive words of the idea, in order of first use. */
export function keywords(idea: string, count = 4): string[] {
  const seen = new Set<string>();
  for (const word of clean(idea).toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []) {
    if (!stopwords.has(word) && !seen.has(word)) seen.add(word);
    if (seen.size === count) break;
  }
  const found = [...seen];
  while (found.length < count) found.push(["customers", "service", "market", "product"][found.length]!);
  return found;
}

/** Who the idea says it is for ("… for busy parents …"), or a neutral fallback. */
export function audience(idea: string): string {
  const match = /\bfor ((?:[a-z-]+\s?){1,5})/i.exec(clean(idea));
  const phrase = match?.[1]?.trim().replace(/\b(who|that|which|to|in|on|at|by|with)\b.*$/i, "").trim();
  return phrase && phrase.length > 2 ? phrase.toLowerCase() : "its first customers";
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
