/**
 * Which variant of a page sells better (issue 47), decided by code: a variant is better only when it beats every other
 * by a two-proportion test at the 95 % level (Fisher's exact test while counts are small: ../stats/compare.ts),
 * corrected by Holm for every pair compared, with each variant at its minimum of visitors and no one network swaying
 * it, as no network may sway a page (./judgement.ts). Until then there is "no clear difference yet". Pure.
 */
import { differenceP, holm, visitorsToTell } from "@/lib/core/stats/compare";
import { wilsonInterval } from "@/lib/core/stats/interval";
import { MAX_NETWORK_SHARE, type NetworkPart, type PitchSample } from "./judgement";

/** One variant's counted sample: its unique visitor-days, counted sign-ups and heaviest networks. */
export interface VariantSample extends PitchSample {
  key: string;
}

export type VariantReading =
  /** Some variant has fewer visitors than the minimum: `fewest` is the lowest count. */
  | { state: "too_few"; fewest: number }
  /** One network makes up too much of a variant, or decides the comparison alone. */
  | { state: "swayed"; key: string; by: NetworkPart }
  /** No variant beats all others yet: about `moreEach` more visitors on each would likely tell, at today's rates. */
  | { state: "no_difference"; moreEach: number | null }
  | { state: "better"; key: string };

const rateOf = (sample: PitchSample) => (sample.visitors > 0 ? sample.signups / sample.visitors : 0);

/** The variant that beats every other after Holm's correction over all pairs; null when none does. */
export function clearlyBetter(samples: readonly VariantSample[]): string | null {
  if (samples.length < 2) return null;
  const ranked = [...samples].sort((a, b) => rateOf(b) - rateOf(a));
  const [best, second] = ranked;
  if (!best || !second || rateOf(best) === rateOf(second)) return null;
  const pairs = samples.flatMap((first, at) => samples.slice(at + 1).map((second) => [first, second] as const));
  const rate = (sample: PitchSample) => ({
    successes: Math.min(sample.signups, sample.visitors),
    trials: sample.visitors,
  });
  const significant = holm(pairs.map(([first, second]) => differenceP(rate(first), rate(second))));
  const beatsAll = pairs.every(([first, second], at) => (first !== best && second !== best) || significant[at]);
  return beatsAll ? best.key : null;
}

/**
 * The network that sways the comparison: one that added several visitors to a variant and holds more than
 * MAX_NETWORK_SHARE of them, or without which another variant (or none) would be better.
 */
function swayingVariantPart(samples: readonly VariantSample[], better: string | null) {
  for (const [at, sample] of samples.entries()) {
    for (const part of sample.heaviest) {
      if (part.visitors < 2) continue;
      if (part.visitors > MAX_NETWORK_SHARE * sample.visitors) return { key: sample.key, by: part };
      if (better === null) continue;
      const without = samples.map((other, index) =>
        index === at
          ? { ...other, visitors: other.visitors - part.visitors, signups: other.signups - part.signups }
          : other,
      );
      if (clearlyBetter(without) !== better) return { key: sample.key, by: part };
    }
  }
  return null;
}

/** Where a variant test stands: too few on some variant, swayed, no clear difference yet, or a better variant. */
export function compareVariants(samples: readonly VariantSample[], minPerVariant: number): VariantReading {
  const fewest = Math.min(...samples.map((sample) => sample.visitors));
  if (fewest < minPerVariant) return { state: "too_few", fewest };
  const better = clearlyBetter(samples);
  const swayed = swayingVariantPart(samples, better);
  if (swayed) return { state: "swayed", ...swayed };
  if (better !== null) return { state: "better", key: better };
  const [first, second] = [...samples].sort((a, b) => rateOf(b) - rateOf(a));
  if (!first || !second) return { state: "no_difference", moreEach: null };
  const needed = visitorsToTell(rateOf(first), rateOf(second));
  return {
    state: "no_difference",
    moreEach: needed === null ? null : Math.max(0, needed - Math.min(first.visitors, second.visitors)),
  };
}

/**
 * The best-supported variant when none is clearly better (the due date came first): the one whose rate's 95 % interval
 * starts highest, so a lucky handful does not beat a steady rate; the most visitors breaks a tie.
 */
export function bestSupported<T extends PitchSample>(samples: readonly T[]): T | null {
  const low = (sample: T) => wilsonInterval(Math.min(sample.signups, sample.visitors), sample.visitors)?.low ?? -1;
  return [...samples].sort((a, b) => low(b) - low(a) || b.visitors - a.visitors)[0] ?? null;
}
