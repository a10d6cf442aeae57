import { recordOf } from "@/lib/core/objects";
import { verifyQuotes, type Evidence } from "@/lib/core/report/evidence";
import type { WebSource } from "@/lib/core/report/schemas";
import { sameUrl } from "@/lib/core/report/sources";
import { inputKeys, isShare, maxOf, type InputKey } from "./inputs";
import type { InputBasis, StoredInput } from "./schemas";

/**
 * The model's market inputs, checked by code before anyone sees them (the stored report's `market_size` without its
 * figures, which lib/core/market/size.ts computes):
 *
 * - numbers outside what they can be (a share above 100 % or at 0, a range out of order) are corrected, and the input's
 *   reason says so: the founder sees the correction and can change it;
 * - basis "evidence" holds only with a quote found in the evidence that states one of the input's numbers (it keeps
 *   the evidence's own words and who said it); "source" only with a page the provider's web search returned;
 *   otherwise the input is an assumption;
 * - the section's sources are the searched pages its inputs cite, nothing the model wrote.
 *
 * Checking a checked section changes nothing, so a stored report reads as it was stored.
 */

interface ClaimedInput {
  low: number;
  base: number;
  high: number;
  basis: InputBasis;
  reason: string;
  quote?: string | null;
  source_url?: string | null;
  model?: { low: number; base: number; high: number; reason: string };
}

interface ClaimedSegment extends Record<InputKey, ClaimedInput> {
  name: string;
}

const REASON_MAX = 300;
const SHARE_FLOOR = 0.001;
const floor = (key: InputKey) => (isShare(key) ? SHARE_FLOOR : 1);

/** The input's numbers in order and within bounds, with what was corrected (empty when nothing was). */
function boundedNumbers(key: InputKey, input: ClaimedInput) {
  const sorted = [input.low, input.base, input.high].sort((a, b) => a - b);
  const bounded = sorted.map((value) => Math.min(maxOf(key), Math.max(floor(key), value)));
  const notes: string[] = [];
  if (sorted[0] !== input.low || sorted[2] !== input.high) notes.push("its range was out of order");
  if (sorted.some((value) => value > maxOf(key))) {
    notes.push(isShare(key) ? "a share cannot be more than 100%" : "a number was above what the table holds");
  }
  if (sorted.some((value) => value < floor(key))) {
    notes.push(isShare(key) ? "a share of 0 would leave nothing to win" : "a number was 0");
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- three numbers sorted and bounded are three numbers
  const [low, base, high] = bounded as [number, number, number];
  return { low, base, high, notes };
}

function withNote(reason: string, notes: string[]): string {
  if (notes.length === 0) return reason;
  const note = ` (LaunchLens corrected the model's numbers: ${notes.join("; ")}.)`;
  return `${reason.slice(0, REASON_MAX - note.length).trimEnd()}${note}`;
}

const NUMBER = /(\d[\d,]*(?:\.\d+)?)\s*(k|m|bn|thousand|million|billion)?\b\s*(%|per ?cent)?/gi;
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };

/** The numbers a sentence states ("about 4,000", "1.2 million", "30%" as 0.3 for a share). */
function statedNumbers(text: string, share: boolean): number[] {
  return [...text.matchAll(NUMBER)].flatMap((match) => {
    const value = Number(match[1]!.replace(/,/g, "")) * (SCALE[match[2]?.toLowerCase() ?? ""] ?? 1);
    if (!Number.isFinite(value)) return [];
    return share ? (match[3] ? [value / 100] : [value]) : [value];
  });
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(Math.abs(b) * 0.01, 1e-9);

/** Whether the quote states one of the input's numbers (a price may be stated a month: 12 × it is the year's). */
function statesInput(quote: string, key: InputKey, input: { low: number; base: number; high: number }): boolean {
  const stated = statedNumbers(quote, isShare(key));
  const candidates = key === "price_per_year_usd" ? stated.flatMap((value) => [value, value * 12]) : stated;
  return [input.low, input.base, input.high].some((value) => candidates.some((found) => close(found, value)));
}

function checkInput(
  key: InputKey,
  input: ClaimedInput,
  evidence: Evidence | null,
  sources: readonly WebSource[],
): StoredInput {
  const { notes, ...numbers } = boundedNumbers(key, input);
  // Every checked input has the same fields (an attribution only when the evidence names someone), so checking a
  // checked input gives it back unchanged.
  const checked = { ...numbers, reason: withNote(input.reason, notes), quote: null, source_url: null };
  if (input.basis === "evidence") {
    const verified = verifyQuotes(evidence, input.quote ? [input.quote] : [], 1);
    const [quote] = verified.quotes;
    const [attribution] = verified.attributions;
    if (quote && statesInput(quote, key, numbers)) {
      return { ...checked, basis: "evidence", quote, ...(attribution ? { attribution } : {}) };
    }
  }
  if (input.basis === "source" && input.source_url) {
    const found = sources.find((source) => sameUrl(source.url, input.source_url!));
    if (found) return { ...checked, basis: "source", source_url: found.url };
  }
  if (input.basis === "founder")
    return { ...checked, basis: "founder", ...(input.model ? { model: input.model } : {}) };
  return { ...checked, basis: "assumption" };
}

/** The section's inputs checked, and the searched pages they cite. */
export function checkMarketSize(
  section: { segments: readonly ClaimedSegment[] },
  evidence: Evidence | null,
  sources: readonly WebSource[],
) {
  const segments = section.segments.map((segment) => ({
    name: segment.name,
    ...recordOf(inputKeys, (key) => checkInput(key, segment[key], evidence, sources)),
  }));
  const cited = new Set(segments.flatMap((segment) => inputKeys.map((key) => segment[key].source_url).filter(Boolean)));
  return { segments, sources: sources.filter((source) => cited.has(source.url)) };
}
