import { inputKeys, MAX_SEGMENTS, type InputKey } from "./inputs";
import type { StoredInput, StoredMarketSize } from "./schemas";
import type { MarketInputRef } from "@/lib/core/versions/cause";

type Segment = StoredMarketSize["segments"][number];

const nameOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

/** The model's proposal an input stands for, kept beside a founder's number so they can go back to it. */
export const modelProposal = (input: StoredInput) =>
  input.basis === "founder"
    ? input.model
    : { low: input.low, base: input.base, high: input.high, reason: input.reason };

/** The founder's own inputs of a market size (basis "founder"). */
export function founderInputs(market: StoredMarketSize | undefined): MarketInputRef[] {
  return (market?.segments ?? []).flatMap((segment) =>
    inputKeys.filter((key) => segment[key].basis === "founder").map((input) => ({ segment: segment.name, input })),
  );
}

/**
 * A new version's market size with the founder's numbers of the version before carried into it (re-validated,
 * re-run, rescored): the model's new proposal stays beside each as the number to go back to. Each founder segment
 * lands on the new segment of the same name, else the one in its place; with none there it is kept whole, so no
 * number the founder set is ever lost until they clear it in the editor. Its figures are recomputed when it is stored.
 */
export function carryFounderInputs(
  next: StoredMarketSize | undefined,
  previous: StoredMarketSize | undefined,
): { market: StoredMarketSize | undefined; kept: MarketInputRef[] } {
  const kept: MarketInputRef[] = [];
  if (!previous) return { market: next, kept };
  const segments: Segment[] = [...(next?.segments ?? [])];
  const taken = new Set<number>();
  previous.segments.forEach((before, index) => {
    const keys = inputKeys.filter((key) => before[key].basis === "founder");
    if (keys.length === 0) return;
    let at = segments.findIndex((segment, i) => !taken.has(i) && nameOf(segment.name) === nameOf(before.name));
    if (at < 0 && index < segments.length && !taken.has(index)) at = index;
    if (at < 0) {
      if (segments.length >= MAX_SEGMENTS) return;
      segments.push(before);
      at = segments.length - 1;
    }
    taken.add(at);
    const target = segments[at]!;
    const carried: Partial<Record<InputKey, StoredInput>> = {};
    for (const key of keys) carried[key] = carriedInput(before[key], target[key]);
    segments[at] = { ...target, ...carried };
    kept.push(...keys.map((input) => ({ segment: segments[at]!.name, input })));
  });
  if (kept.length === 0) return { market: next, kept };
  return { market: { segments, sources: next?.sources ?? [] }, kept };
}

function carriedInput(founder: StoredInput, proposed: StoredInput): StoredInput {
  const model = modelProposal(proposed) ?? founder.model;
  return { ...founder, ...(model ? { model } : {}) };
}
