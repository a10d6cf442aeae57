/**
 * The live figure of a page's variants (issue 47): each variant's sign-up rate with its 95 % Wilson interval, the
 * counts of words no longer shown (kept, labelled), and what code can tell so far (./variant-test.ts). Pure.
 */
import { wilsonInterval, type Interval } from "@/lib/core/stats/interval";
import type { PitchSample } from "./judgement";
import { count, percent } from "./live-figure";
import { compareVariants, type VariantReading, type VariantSample } from "./variant-test";
import { currentVariantKeys, variantText, type PageVariants, type VariantKind } from "./variants";

export interface VariantFigure {
  /** The variant's words: a price, or a headline. */
  text: string;
  visitors: number;
  signups: number;
  /** Sign-ups of unique visitor-days, in %; null before the first visitor. */
  rate: number | null;
  interval: Interval | null;
}

export interface VariantsFigure {
  kind: VariantKind;
  /** The variants shown now, in the founder's order. */
  shown: VariantFigure[];
  /** Words no longer shown (changed or removed): their counts kept, compared with nothing. */
  earlier: VariantFigure[];
  /** The minimum of visitors on each variant before code compares them. */
  minEach: number;
  reading: VariantReading;
  /** The variant code found better, when it did. */
  better: string | null;
}

type CountedVariant = PitchSample & { key: string };

const figureOf = (text: string, sample: PitchSample): VariantFigure => ({
  text,
  visitors: sample.visitors,
  signups: sample.signups,
  rate: sample.visitors > 0 ? (sample.signups / sample.visitors) * 100 : null,
  interval: wilsonInterval(Math.min(sample.signups, sample.visitors), sample.visitors),
});

const NOTHING: PitchSample = { visitors: 0, signups: 0, heaviest: [] };

/** The variants shown now with their counts (none counted yet is zero), in the founder's order. */
export function shownSamples(variants: PageVariants, counted: readonly CountedVariant[]): VariantSample[] {
  return currentVariantKeys({ headline: "", price: null, variants }).map((key) => ({
    ...(counted.find((sample) => sample.key === key) ?? NOTHING),
    key,
  }));
}

/** The figure of a page's variants, or null for a page that compares none. */
export function variantsFigure(
  variants: PageVariants | null | undefined,
  counted: readonly CountedVariant[],
  minEach: number,
): VariantsFigure | null {
  if (!variants) return null;
  const shown = shownSamples(variants, counted);
  const keys = new Set(shown.map((sample) => sample.key));
  const reading = compareVariants(shown, minEach);
  return {
    kind: variants.kind,
    shown: shown.map((sample) => figureOf(variantText(sample.key), sample)),
    earlier: counted
      .filter((sample) => !keys.has(sample.key) && sample.visitors + sample.signups > 0)
      .map((sample) => figureOf(variantText(sample.key), sample)),
    minEach,
    reading,
    better: reading.state === "better" ? variantText(reading.key) : null,
  };
}

/** "$9 a month: 14 sign-ups of 212 unique visitors, 6.6% (95% interval 4%–10.8%)". */
export function describeVariant(figure: VariantFigure): string {
  const counts = `${count(figure.signups, "sign-up")} of ${count(figure.visitors, "unique visitor")}`;
  if (figure.rate === null || !figure.interval) return `${figure.text}: ${counts}`;
  return `${figure.text}: ${counts}, ${percent(figure.rate)} (95% interval ${percent(figure.interval.low)}–${percent(figure.interval.high)})`;
}

/** What code can tell of the variants so far, in a sentence. */
export function describeVariantStanding(figure: VariantsFigure): string {
  const { reading } = figure;
  const each = figure.kind === "price" ? "price" : "headline";
  switch (reading.state) {
    case "too_few":
      return `Too few visitors to compare yet: ${figure.minEach.toLocaleString("en-US")} on each ${each} are needed (the fewest has ${reading.fewest.toLocaleString("en-US")}).`;
    case "swayed":
      return `No clear difference yet: ${count(reading.by.visitors, "visitor")} on “${variantText(reading.key)}” came from one network, too much to judge on; it is compared once more come from elsewhere.`;
    case "no_difference":
      return reading.moreEach === null
        ? `No clear difference yet: the ${figure.shown.length > 2 ? `two best ${each}s` : `${each}s`} sell at the same rate so far.`
        : `No clear difference yet: about ${count(Math.max(1, reading.moreEach), "more visitor")} on each ${each} would likely tell, at today's rates.`;
    case "better":
      return `“${variantText(reading.key)}” sells better than the other ${each}s: the difference is clear at the 95% level, corrected for comparing ${figure.shown.length}.`;
  }
}
