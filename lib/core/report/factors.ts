/**
 * The fixed factors every idea validation scores, 0 to 10 each. The keys are the validation's `scores` map
 * (words joined with underscores); the questions are what the model is asked to judge. Every factor scores high when
 * it is good for the founder, so each label names what a high score means ("Low execution risk", not "Execution risk":
 * "Strongest: Execution risk (7.4)" read as if the risk were the strength). `belief` is what an experiment on the
 * factor sets out to show, the title "Track this" gives it.
 */
export const factors = [
  {
    key: "market_demand",
    belief: "Enough customers want this to act on it.",
    label: "Market demand",
    question: "How many people have this problem, how often, and how badly do they want it solved?",
  },
  {
    key: "competition",
    belief: "What customers use today leaves them underserved.",
    label: "Low competition",
    question:
      "How crowded is the space? 10 means little strong competition; 0 means dominated by well-funded incumbents.",
  },
  {
    key: "differentiation",
    belief: "Customers see this as clearly better than what they use now.",
    label: "Differentiation",
    question: "How clearly and defensibly is this better or different from what customers use today?",
  },
  {
    key: "feasibility",
    belief: "A small team can build and deliver it as planned.",
    label: "Feasibility",
    question: "Can a small team build and deliver it with reasonable time, money and skills?",
  },
  {
    key: "monetization_potential",
    belief: "Customers will pay enough for it.",
    label: "Monetisation potential",
    question: "Will customers pay, how much, and how reliably?",
  },
  {
    key: "scalability",
    belief: "It can grow without its costs growing as fast.",
    label: "Scalability",
    question: "Can revenue grow much faster than costs and headcount?",
  },
  {
    key: "timing",
    belief: "Now is the right moment for it.",
    label: "Timing",
    question: "Is now a good moment: trends, regulation, technology and buyer behaviour?",
  },
  {
    key: "execution_risk",
    belief: "It can go to plan without hard dependencies.",
    label: "Low execution risk",
    question: "How likely is it to go to plan? 10 means low risk; 0 means many hard dependencies.",
  },
] as const;

export type FactorKey = (typeof factors)[number]["key"];
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the factors list is a non-empty literal, as z.enum() needs
export const factorKeys = factors.map((factor) => factor.key) as [FactorKey, ...FactorKey[]];
/** Whether a stored string (an experiment's factor, a report's score key) is one of the factors' keys. */
export const isFactorKey = (key: string): key is FactorKey => factorKeys.some((known) => known === key);

export const factorLabel = (key: string) =>
  factors.find((factor) => factor.key === key)?.label ?? key.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());

/** What an experiment on the factor sets out to show ("Customers will pay enough for it."), or null for another key. */
export const factorBelief = (key: string): string | null =>
  factors.find((factor) => factor.key === key)?.belief ?? null;

/**
 * The scored factors from weakest to strongest: the one rule for ranking them everywhere (the report's grade line, the
 * verdict, the suggested questions, the demo's answers). Ties keep the factors' own order, the earlier listed counting
 * as the weaker; so the weakest is the first of the lowest and the strongest the first of the highest.
 */
export function rankFactors(
  scores: Partial<Record<string, { score?: unknown } | undefined>> | undefined,
): { key: FactorKey; score: number }[] {
  return factors
    .flatMap(({ key }) => {
      const score = scores?.[key]?.score;
      return typeof score === "number" ? [{ key, score }] : [];
    })
    .sort((a, b) => a.score - b.score);
}

/** The strongest of the ranked factors (the first of the highest, by the same rule). */
export function strongestOf<T extends { score: number }>(ranked: readonly T[]): T | undefined {
  return ranked.reduce<T | undefined>(
    (best, factor) => (!best || factor.score > best.score ? factor : best),
    undefined,
  );
}
