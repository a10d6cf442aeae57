import type { DraftKind } from "@/lib/core/chat/tools";
import type { ExperimentStatus } from "@/lib/core/experiments/status";
import type { Verdict } from "@/lib/core/experiments/verdict";
import type { InputBasis, InputKey } from "@/lib/core/market/schemas";
import type { competitorSources, factorBases } from "@/lib/core/report/schemas";

/**
 * Every enum of the product in words, as the screens and the exports (Markdown, PDF, share pages) say it: one table
 * each, so a report reads the same wherever it is read. A short form sits beside a long one only where a narrow
 * column needs it.
 */

/** How a factor's score was reached: the founder's evidence, the model's reasoning, a guess, or the founder's rescore. */
export const factorBasisLabels: Record<(typeof factorBases)[number] | "founder", string> = {
  evidence: "Evidence",
  inference: "Inference",
  assumption: "Assumption",
  founder: "Your rescore",
};

/** Where a competitor was found. */
export const competitorSourceLabels: Record<(typeof competitorSources)[number], string> = {
  evidence: "Named in your evidence",
  model: "From the model's general knowledge — check it",
  web: "Found by web search",
};

/** A market segment's four inputs. */
export const marketInputLabels: Record<InputKey, string> = {
  customers: "Customers",
  price_per_year_usd: "Price a year",
  reachable_share: "Reachable at launch",
  obtainable_share_3y: "Obtainable in 3 years",
};

/** Where a market input comes from, in a sentence's words (the app's table)… */
export const marketInputBasisLabels: Record<InputBasis, string> = {
  evidence: "From your evidence",
  source: "From a web source",
  assumption: "Assumption: check it",
  founder: "Your number",
};

/** …and in one word, for the export's narrow column. */
export const marketInputBasisShort: Record<InputBasis, string> = {
  evidence: "Evidence",
  source: "Source",
  assumption: "Assumption",
  founder: "Founder",
};

/** The idea's verdict (lib/core/experiments/verdict.ts). */
export const verdictLabels: Record<Verdict, string> = {
  keep_going: "Keep going",
  change_something: "Change something",
  stop: "Stop",
};

export const experimentStatusLabels: Record<ExperimentStatus, string> = {
  planned: "Planned",
  running: "Running",
  passed: "Passed",
  failed: "Failed",
  abandoned: "Abandoned",
};

/** What the conversation's `draft` tool writes. */
export const draftKindLabels: Record<DraftKind, string> = {
  interview_script: "Interview script",
  survey: "Survey",
  landing_page: "Landing-page copy",
  cold_message: "Cold message",
};

/** The labels the model starts an answer's claims with (lib/ai/chat/context.ts), as the founder reads them. */
export const claimLabels = {
  report: "From the report",
  evidence: "From your evidence",
  "general advice": "General advice",
} as const;
export type ClaimLabel = keyof typeof claimLabels;
const claimKeys = ["report", "evidence", "general advice"] as const satisfies readonly ClaimLabel[];

/** The claim label a tag's words name (`report` of `[report]`), or null. */
export const claimLabelOf = (name: string): ClaimLabel | null => claimKeys.find((key) => key === name) ?? null;

/** A subscription's state as Stripe (or local billing) names it; others are shown as they are. */
export const subscriptionStatusLabels: Record<string, string> = {
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment overdue",
};

/** The words for a value read from a report of any version (possibly missing or unknown): undefined when it has none. */
export function labelOf<T extends string>(labels: Record<T, string>, value: unknown): string | undefined {
  return typeof value === "string" && isLabelled(labels, value) ? labels[value] : undefined;
}

const isLabelled = <T extends string>(labels: Record<T, string>, value: string): value is T =>
  Object.hasOwn(labels, value);
