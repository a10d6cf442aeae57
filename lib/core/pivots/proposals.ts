/**
 * What to change when the verdict says so (issue 48): the model proposes pivots, code holds each one to what was
 * measured before the founder sees it. A proposal changes one thing (who it is for, what it costs, how it reaches
 * people, or what it does), cites results and factors of this idea, and may not keep what a measured result refused.
 * Pure, browser-safe: the server checks, the screens say why a proposal was dropped.
 */
import { ideaSimilarity, ideaWords } from "@/lib/core/ideas/idea-text";
import { targetProblem, type PassLine } from "@/lib/core/experiments/pass-line";
import { isFactorKey, type FactorKey } from "@/lib/core/report/factors";

export const PIVOT_KINDS = ["segment", "price", "channel", "problem"] as const;

/** How many changes a founder is shown at most, and how many the model is asked for at least. */
export const PIVOTS = { min: 2, max: 4 } as const;
/** The longest description a variant may start with. */
export const PIVOT_DESCRIPTION_MAX = 4_000;
export type PivotKind = (typeof PIVOT_KINDS)[number];

export const pivotKindLabels: Record<PivotKind, string> = {
  segment: "Who it is for",
  price: "What it costs or how it earns",
  channel: "How it reaches people",
  problem: "What it does",
};

/** The variant's first experiment: what the change must prove, with a pass line code can decide. */
export interface FirstTest extends PassLine {
  hypothesis: string;
  factor: FactorKey | null;
}

export interface PivotProposal {
  kind: PivotKind;
  /** The change in one line: "For hospital staffing agencies instead of cafés". */
  title: string;
  /** The new value of the dimension it changes: the new segment, price, channel or narrower problem. */
  to: string;
  /** The results (experiment ids) and factors it answers, by their own words and figures in `because`. */
  cites: { results: string[]; factors: string[] };
  because: string;
  /** What would have to be true for it to work: the first test aims at it. */
  must_be_true: string;
  /** The idea's description rewritten for the change: the founder edits it before the variant is made. */
  description: string;
  first_test: FirstTest;
}

/** What the idea is now, and what was measured: what a proposal is held to. */
export interface PivotContext {
  /** Who the idea is for now: the validation's segments, or the idea's own words. */
  segments: string[];
  /** The prices the idea states now (the validation's, a pitch page's). */
  prices: string[];
  /** How it reaches people now: the strategy's channels. */
  channels: string[];
  /** What it does now: the idea's description. */
  problem: string;
  /** The idea's recorded results. */
  results: { id: string; factor: string | null; outcome: "passed" | "failed"; shown: string | null }[];
  /** The factors this idea was scored on or tested against: the only ones a proposal may cite. */
  factors: string[];
  /** Prices a measured result refused: a failed price test's price, a variant that sold worse. */
  refusedPrices: string[];
}

export type DropReason =
  | "made_up_result"
  | "made_up_factor"
  | "cites_nothing"
  | "same_segment"
  | "no_price"
  | "same_price"
  | "refused_price"
  | "same_channel"
  | "same_problem"
  | "no_test"
  | "duplicate";

export const dropReasons: Record<DropReason, string> = {
  made_up_result: "it cites a result this idea does not have",
  made_up_factor: "it cites a factor that is not one of the validation's",
  cites_nothing: "it cites no result or factor of this idea",
  same_segment: "its segment is the current one reworded",
  no_price: "it changes the price without giving one",
  same_price: "its price is the current price",
  refused_price: "it keeps a price a measured result refused",
  same_channel: "its channel is one the idea already uses",
  same_problem: "its problem is the current one reworded",
  no_test: "its first test has no pass line a result could meet",
  duplicate: "it is the same change as another proposal",
};

/** A dropped proposal as it is kept: enough to tell the founder what was left out and why. */
export interface DroppedProposal {
  kind: PivotKind;
  title: string;
  reason: DropReason;
}

/** What a variant idea changed from its parent: the proposal it was made from, as the founder chose it. */
export interface IdeaPivot {
  kind: PivotKind;
  title: string;
  to: string;
  because: string;
  must_be_true: string;
  /** The parent's title when the variant was made: the lineage reads on after the parent is gone. */
  parent_title: string;
}

/** A stored pivot read back (jsonb, or its text from a raw query): null when it is not one. */
export function pivotOf(value: unknown): IdeaPivot | null {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  if (typeof parsed !== "object" || parsed === null) return null;
  const entries = new Map(Object.entries(parsed));
  const text = (key: string) => {
    const field = entries.get(key);
    return typeof field === "string" ? field : null;
  };
  const kind = PIVOT_KINDS.find((known) => known === entries.get("kind"));
  const [title, to, because, mustBeTrue, parentTitle] = ["title", "to", "because", "must_be_true", "parent_title"].map(
    text,
  );
  if (!kind || title == null || to == null || because == null || mustBeTrue == null || parentTitle == null) return null;
  return { kind, title, to, because, must_be_true: mustBeTrue, parent_title: parentTitle };
}

/** Two texts this alike (Jaccard of their meaningful words) are the same thing reworded. */
export const REWORDED = 0.6;

const reworded = (a: string, b: string) => ideaWords(a).size > 0 && ideaSimilarity(a, b) >= REWORDED;

/** The amounts a text states: "$19 a month" → [19], "£9.50 or €12" → [9.5, 12]. */
export function amountsOf(text: string): number[] {
  return [
    ...text.matchAll(
      /(?:[$£€¥]\s?(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s?(?:usd|eur|gbp|dollars?|euros?|pounds?))/gi,
    ),
  ]
    .map((match) => Number((match[1] ?? match[2] ?? "").replace(",", ".")))
    .filter((amount) => Number.isFinite(amount));
}

const samePrice = (a: string, b: string) => {
  const [left, right] = [amountsOf(a), amountsOf(b)];
  return left.length > 0 && left.some((amount) => right.includes(amount));
};

/** Why a proposal cannot stand on its own, or null when it can (duplicates are found across the list). */
export function proposalProblem(proposal: PivotProposal, context: PivotContext): DropReason | null {
  const known = new Set(context.results.map((result) => result.id));
  if (proposal.cites.results.some((id) => !known.has(id))) return "made_up_result";
  if (!proposal.title.trim() || !proposal.to.trim() || !proposal.because.trim()) return "cites_nothing";
  const factors = new Set(context.factors);
  if (proposal.cites.factors.some((factor) => !isFactorKey(factor) || !factors.has(factor))) return "made_up_factor";
  if (proposal.cites.results.length + proposal.cites.factors.length === 0) return "cites_nothing";
  const test = proposal.first_test;
  if (!test.metric.trim() || !test.unit.trim() || targetProblem(test.target, test.unit)) return "no_test";
  switch (proposal.kind) {
    case "segment":
      return context.segments.some((segment) => reworded(proposal.to, segment)) ? "same_segment" : null;
    case "price":
      if (amountsOf(proposal.to).length === 0) return "no_price";
      if (context.refusedPrices.some((price) => samePrice(proposal.to, price))) return "refused_price";
      return context.prices.some((price) => samePrice(proposal.to, price)) ? "same_price" : null;
    case "channel":
      return context.channels.some((channel) => reworded(proposal.to, channel)) ? "same_channel" : null;
    case "problem":
      return reworded(proposal.to, context.problem) ? "same_problem" : null;
  }
}

const sameChange = (a: PivotProposal, b: PivotProposal) =>
  a.kind === b.kind && (a.kind === "price" ? samePrice(a.to, b.to) : reworded(a.to, b.to));

/**
 * The proposals a founder may see, in the model's order, and those dropped with why: each is held to the idea's
 * results and factors, must change what it names, and may not repeat an earlier one.
 */
export function checkProposals(proposals: readonly PivotProposal[], context: PivotContext) {
  const kept: PivotProposal[] = [];
  const dropped: { proposal: PivotProposal; reason: DropReason }[] = [];
  for (const proposal of proposals) {
    const reason =
      proposalProblem(proposal, context) ?? (kept.some((other) => sameChange(other, proposal)) ? "duplicate" : null);
    if (reason) dropped.push({ proposal, reason });
    else kept.push(proposal);
  }
  return { kept, dropped };
}
