/**
 * The offline demo model's pivots (issue 48): concrete changes drawn from the reports' own words and the recorded
 * results, so "What to change" works without a key. Each proposal cites every failure (a failure argues for a change of
 * any kind) and the weak factors its kind answers, and its first test holds the change to the line that failed. Code
 * checks them like a real model's (`checkProposals`).
 */
import type { FactorKey } from "@/lib/core/report/factors";
import { factorLabel } from "@/lib/core/report/factors";
import { ideaWords } from "@/lib/core/ideas/idea-text";
import {
  amountsOf,
  PIVOT_DESCRIPTION_MAX,
  type FirstTest,
  type PivotContext,
  type PivotKind,
  type PivotProposal,
} from "./proposals";

/** What the proposer reads: the idea now, what was measured, and the reports' words to draw changes from. */
export interface PivotSource {
  idea: { title: string; prompt: string };
  context: PivotContext;
  /** The failed results, each in the verdict's own words ("Monetisation potential failed: 1 of 40 …"). */
  failures: { id: string; factor: FactorKey | null; sentence: string; test: FirstTest }[];
  /** The validation's factors, weakest first. */
  weakest: { key: FactorKey; score: number }[];
  /** Every channel the strategy names, the lead first. */
  strategyChannels: string[];
  /** The pain points, the most mentioned first. */
  pains: string[];
}

/** The factors each kind of change answers: a failure or weak score there is a reason for it. */
export const factorsAnswered: Record<PivotKind, readonly FactorKey[]> = {
  segment: ["market_demand", "competition", "differentiation"],
  price: ["monetization_potential"],
  channel: ["market_demand", "scalability"],
  problem: ["differentiation", "feasibility", "execution_risk", "competition"],
};

/** How many of the weakest factors count as weak. */
const WEAK = 3;

/** The price a text states, with its period: "Subscriptions at $19 a month" → "$19 a month". */
export function priceIn(text: string): string | null {
  return /[$£€¥]\s?\d+(?:[.,]\d{1,2})?(?:\s+(?:a|an|per)\s+\p{L}+)?/u.exec(text)?.[0] ?? null;
}

/** "$19 a month" halved: "$9.50 a month" (the currency sign and the period kept); null without a price. */
export function halvedPrice(text: string): string | null {
  const price = priceIn(text);
  const [amount] = price ? amountsOf(price) : [];
  if (!price || amount === undefined) return null;
  const half = Math.round((amount / 2) * 100) / 100;
  const written = Number.isInteger(half) ? String(half) : half.toFixed(2);
  return price.replace(/\d+(?:[.,]\d{1,2})?/, written);
}

const sentence = (text: string) => text.trim().replace(/[.!?…]*$/, ".");
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What a change of this kind must prove by default, when nothing failed to hold it to. */
const defaultTest = (kind: PivotKind, hypothesis: string): FirstTest =>
  kind === "price"
    ? {
        hypothesis,
        metric: "Pitch page sign-up rate",
        comparator: ">=",
        target: 5,
        unit: "%",
        factor: "monetization_potential",
      }
    : {
        hypothesis,
        metric: "People who describe the problem unprompted",
        comparator: ">=",
        target: 8,
        unit: "of 15 asked",
        factor: "market_demand",
      };

/** The channels of the strategy the idea's experiments already use: two of a channel's words in their text. */
export function channelsInUse(strategyChannels: string[], experimentTexts: string[]): string[] {
  const used = new Set(experimentTexts.flatMap((text) => [...ideaWords(text)]));
  const inUse = strategyChannels.filter(
    (channel) => [...ideaWords(channel)].filter((word) => used.has(word)).length >= 2,
  );
  return inUse.length > 0 ? inUse : strategyChannels.slice(0, 1);
}

interface Draft {
  kind: PivotKind;
  title: string;
  to: string;
  why: string;
  must_be_true: string;
  description: string;
}

function drafts(source: PivotSource): Draft[] {
  const { context } = source;
  // The description starts from the idea's words: cut so that the change's sentence still fits a variant's limit.
  const idea = { prompt: source.idea.prompt.slice(0, PIVOT_DESCRIPTION_MAX - 600) };
  const list: Draft[] = [];
  const lowest = [...context.refusedPrices, ...context.prices]
    .map((text) => priceIn(text))
    .filter((price): price is string => price !== null)
    .map((price) => ({ price, amount: amountsOf(price)[0] }))
    .filter((each): each is { price: string; amount: number } => each.amount !== undefined)
    .sort((a, b) => a.amount - b.amount)[0];
  const cheaper = lowest ? halvedPrice(lowest.price) : null;
  if (lowest && cheaper) {
    list.push({
      kind: "price",
      title: `Charge ${cheaper} instead of ${lowest.price}`,
      to: cheaper,
      why: `Half the price tests whether the price, not the need, held people back.`,
      must_be_true: `At ${cheaper}, enough visitors sign up to pass the line that ${lowest.price} missed.`,
      description: `${sentence(idea.prompt)} It costs ${cheaper}.`,
    });
  }
  const segment = context.segments[0] ?? "everyone the idea serves now";
  list.push({
    kind: "segment",
    title: "Only for those who already pay for a workaround",
    to: "People who already pay for a workaround to this problem",
    why: `Those who pay today have the budget and feel the problem most; ${lowerFirst(segment)} as a whole may not.`,
    must_be_true: "People who pay for a workaround today would switch to this.",
    description: `${sentence(idea.prompt)} It is for people who already pay for a workaround, not ${lowerFirst(segment)} as a whole.`,
  });
  const untried = source.strategyChannels.find((channel) => !context.channels.includes(channel));
  if (untried) {
    list.push({
      kind: "channel",
      title: `Reach people through ${lowerFirst(untried)}`,
      to: untried,
      why: `The strategy names it, and no experiment has tried it yet.`,
      must_be_true: `${untried} brings people who sign up.`,
      description: `${sentence(idea.prompt)} It reaches people through ${lowerFirst(untried)}.`,
    });
  }
  const [pain] = source.pains;
  if (pain) {
    list.push({
      kind: "problem",
      title: "Solve only the pain named most",
      to: sentence(pain),
      why: "The pain points name it most often.",
      must_be_true: "Solving this one pain alone is worth paying for.",
      description: `${sentence(idea.prompt)} The first version solves one pain only: “${sentence(pain)}”`,
    });
  }
  return list;
}

/**
 * Two to four proposals from the reports' words: each cites every failure and the weak factors its kind answers; one
 * with nothing to cite is left out. The first test keeps the line of the first failure its kind answers (else the
 * first failure's), with the change as its hypothesis.
 */
export function demoProposals(source: PivotSource): PivotProposal[] {
  const weak = new Set(source.weakest.slice(0, WEAK).map((factor) => factor.key));
  return drafts(source).flatMap((draft) => {
    const factors = factorsAnswered[draft.kind].filter((key) => weak.has(key));
    const failures = source.failures;
    if (failures.length + factors.length === 0) return [];
    const held = failures.find((failure) => failure.factor && factorsAnswered[draft.kind].includes(failure.factor));
    const line = (held ?? failures[0])?.test;
    const weakWords = factors.length
      ? `${factors.map(factorLabel).join(", ")} ${factors.length === 1 ? "is" : "are"} among the weakest factors.`
      : "";
    return [
      {
        kind: draft.kind,
        title: draft.title,
        to: draft.to,
        cites: { results: failures.map((failure) => failure.id), factors },
        because: [...failures.map((failure) => failure.sentence), weakWords, draft.why].filter(Boolean).join(" "),
        must_be_true: draft.must_be_true,
        description: draft.description,
        first_test: line ? { ...line, hypothesis: draft.must_be_true } : defaultTest(draft.kind, draft.must_be_true),
      },
    ];
  });
}
