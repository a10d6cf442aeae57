/**
 * Market size computed by code from the assumptions a founder can see and change (issue 27). The model proposes
 * inputs; this module does the arithmetic, for the server and the browser alike (no server-only imports):
 *
 * - per segment, TAM = customers × price per year; SAM = TAM × reachable share; SOM = SAM × obtainable share (3 years);
 * - in total, each figure is the sum over the segments.
 *
 * Ranges are combined by interval arithmetic. Every input is positive and every figure is a product of inputs, so a
 * figure grows with each input: its `low` is the product of the inputs' lows and its `high` the product of their highs,
 * the bounds if every assumption were at its worst (or best) at once. That is deliberately wide (no independence is
 * assumed, which a Monte Carlo would need), exact, and reproducible without a seed. `base` is the product of the base
 * inputs. Figures are computed unrounded and rounded to whole US dollars a year when returned, so a total is the
 * rounded sum of the unrounded segments (it may differ by a dollar from the sum of the rounded segments).
 */

export interface Range {
  low: number;
  base: number;
  high: number;
}

export interface SegmentInputs {
  name: string;
  customers: Range;
  price_per_year_usd: Range;
  reachable_share: Range;
  obtainable_share_3y: Range;
}

export interface Figures {
  tam: Range;
  sam: Range;
  som: Range;
}

export interface MarketFigures extends Figures {
  segments: Figures[];
}

/** An input's three values in order, whatever order they came in: low ≤ base ≤ high always holds after this. */
export function ordered(range: Range): Range {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- three numbers sorted are three numbers
  const [low, base, high] = [range.low, range.base, range.high].sort((a, b) => a - b) as [number, number, number];
  return { low, base, high };
}

const times = (a: Range, b: Range): Range => ({ low: a.low * b.low, base: a.base * b.base, high: a.high * b.high });
const plus = (a: Range, b: Range): Range => ({ low: a.low + b.low, base: a.base + b.base, high: a.high + b.high });
const ZERO: Range = { low: 0, base: 0, high: 0 };
const dollars = (range: Range): Range => ({
  low: Math.round(range.low),
  base: Math.round(range.base),
  high: Math.round(range.high),
});

function unroundedSegment(segment: SegmentInputs): Figures {
  const tam = times(ordered(segment.customers), ordered(segment.price_per_year_usd));
  const sam = times(tam, ordered(segment.reachable_share));
  const som = times(sam, ordered(segment.obtainable_share_3y));
  return { tam, sam, som };
}

/** TAM, SAM and SOM per segment and in total, each low/base/high in whole US dollars a year. */
export function computeMarketSize(segments: readonly SegmentInputs[]): MarketFigures {
  const each = segments.map(unroundedSegment);
  const total = each.reduce(
    (sum, figures) => ({
      tam: plus(sum.tam, figures.tam),
      sam: plus(sum.sam, figures.sam),
      som: plus(sum.som, figures.som),
    }),
    { tam: ZERO, sam: ZERO, som: ZERO },
  );
  return {
    segments: each.map((figures) => ({
      tam: dollars(figures.tam),
      sam: dollars(figures.sam),
      som: dollars(figures.som),
    })),
    tam: dollars(total.tam),
    sam: dollars(total.sam),
    som: dollars(total.som),
  };
}

/** A SOM above this share of its segment's whole spending (TAM) in three years is flagged as optimistic. */
export const OPTIMISTIC_SOM_SHARE = 0.05;

export interface MarketFlag {
  code: "optimistic_share" | "revenue_above_som";
  text: string;
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const usd = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/**
 * What the code flags, never changes: a segment whose SOM is more than OPTIMISTIC_SOM_SHARE of its TAM, and a
 * monetisation estimate whose monthly revenue is above SOM / 12 (more than the obtainable market would pay).
 */
export function marketFlags(
  segments: readonly SegmentInputs[],
  figures: MarketFigures,
  monthlyRevenueUsd: number | null,
): MarketFlag[] {
  const flags: MarketFlag[] = [];
  segments.forEach((segment, index) => {
    const { tam, som } = figures.segments[index]!;
    if (tam.base > 0 && som.base / tam.base > OPTIMISTIC_SOM_SHARE) {
      flags.push({
        code: "optimistic_share",
        text: `${segment.name}: winning ${percent(som.base / tam.base)} of the segment's spending in three years is optimistic for a new product (over ${percent(OPTIMISTIC_SOM_SHARE)}).`,
      });
    }
  });
  if (monthlyRevenueUsd !== null && monthlyRevenueUsd * 12 > figures.som.base) {
    flags.push({
      code: "revenue_above_som",
      text: `The monetisation estimate (${usd(monthlyRevenueUsd)} a month) is above what the obtainable market would pay (SOM ${usd(figures.som.base)} a year, ${usd(figures.som.base / 12)} a month).`,
    });
  }
  return flags;
}

/**
 * A market-size section as a report stores and serves it: the inputs as given, each segment with its figures, the
 * totals and the flags. Whatever figures came with the inputs are replaced: the code is their only author.
 */
export function withMarketFigures<S extends SegmentInputs>(segments: readonly S[], monthlyRevenueUsd: number | null) {
  const figures = computeMarketSize(segments);
  return {
    segments: segments.map((segment, index) => ({ ...segment, ...figures.segments[index]! })),
    tam: figures.tam,
    sam: figures.sam,
    som: figures.som,
    flags: marketFlags(segments, figures, monthlyRevenueUsd),
  };
}
