/**
 * When code may judge a pitch page, and what it may say meanwhile. A page is judged only on what its sample can tell:
 * from its minimum of visitors, when the sign-up rate's 95 % interval clears the pass line, and while no one network
 * (lib/server/measured/visitor.ts) makes up much of the sample or decides the result on its own. Pure.
 */
import { readShare, trialsToDecide, type ShareLine } from "@/lib/core/stats/interval";

/** One network's part of a page's sample on one UTC day: its unique visitors and its counted sign-ups. */
export interface NetworkPart {
  visitors: number;
  signups: number;
}

export interface PitchSample {
  /** Unique visitor-days. */
  visitors: number;
  /** Sign-ups counted with a visit (one per visitor-day). */
  signups: number;
  /** The network-days that weigh most: the one with most visitors and the one with most sign-ups. */
  heaviest: NetworkPart[];
}

/** Past this share of a page's visitors, one network makes up too much of the sample to judge it. */
export const MAX_NETWORK_SHARE = 0.25;

export type PitchReading =
  | { state: "too_few" }
  | { state: "swayed"; by: NetworkPart }
  | { state: "undecided"; visitorsNeeded: number | null }
  | { state: "decided"; outcome: "passed" | "failed" };

/**
 * The network that sways the sample: one that added several visitors and holds more than MAX_NETWORK_SHARE of them,
 * or without which the interval would say something else. Null when none does.
 */
export function swayingPart(sample: PitchSample, line: ShareLine): NetworkPart | null {
  const reading = readShare(sample.signups, sample.visitors, line);
  for (const part of sample.heaviest) {
    // A network with one visitor is one person, like any other: only one that adds several can sway.
    if (part.visitors < 2) continue;
    if (part.visitors > MAX_NETWORK_SHARE * sample.visitors) return part;
    const without = readShare(sample.signups - part.signups, sample.visitors - part.visitors, line);
    if (reading !== "undecided" && without !== reading) return part;
  }
  return null;
}

/** Where a page stands: too few visitors, swayed by one network, not yet clear against its line, or decided. */
export function readPitch(sample: PitchSample, line: ShareLine, minVisitors: number): PitchReading {
  if (sample.visitors < minVisitors) return { state: "too_few" };
  const by = swayingPart(sample, line);
  if (by) return { state: "swayed", by };
  const reading = readShare(sample.signups, sample.visitors, line);
  if (reading === "undecided") {
    return { state: "undecided", visitorsNeeded: trialsToDecide(sample.signups, sample.visitors, line) };
  }
  return { state: "decided", outcome: reading === "passes" ? "passed" : "failed" };
}

/**
 * What a page records when its due date comes before a clear result: its sample, less the network that sways it (that
 * network cannot decide the page by waiting out the clock). The result's own interval then says how sure it is.
 */
export function sampleAtDueDate(sample: PitchSample, line: ShareLine): { visitors: number; signups: number } {
  const by = swayingPart(sample, line);
  return by
    ? { visitors: sample.visitors - by.visitors, signups: sample.signups - by.signups }
    : { visitors: sample.visitors, signups: sample.signups };
}
