import type { SurveyLine } from "@/lib/core/measured/survey/pass-line";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";

/**
 * The ladder of commitment a result stands on (issue 47), weakest first: what people said about the future; an e-mail
 * left; an e-mail left after seeing a price; answers that reveal a current spend or a tool they pay for; money paid.
 * Every validation guide ranks signals so: five friends saying "I'd pay" weigh less than fifty strangers who saw a
 * price and left their e-mail. Pure, browser-safe.
 */
export const rungs = ["said", "signed_up", "signed_up_priced", "qualified", "paid"] as const;
export type Rung = (typeof rungs)[number];

export const rungLabels: Record<Rung, string> = {
  said: "said",
  signed_up: "signed up",
  signed_up_priced: "signed up after seeing a price",
  qualified: "qualified (a current spend or tool)",
  paid: "paid",
};

/** Who obtained a result: the founder typed it, or LaunchLens measured it on one of its pages. */
export const resultSources = ["typed", "pitch", "survey"] as const;
export type ResultSource = (typeof resultSources)[number];

/** What a founder claims when typing a result: each rung as a choice, with what it means. */
export const rungChoices: Record<Rung, string> = {
  said: "People said so: an interview, or an answer about what they would do",
  signed_up: "They left an e-mail: a waitlist or an early-access list",
  signed_up_priced: "They left an e-mail after seeing a price",
  qualified: "Their answers showed what they spend today, or a tool they pay for",
  paid: "They paid: a pre-order or a deposit",
};

/** How far up the ladder a result stands: higher is stronger evidence. */
export const rungRank = (rung: Rung) => rungs.indexOf(rung);

/** How a result was obtained, as its reasons and the experiment's card say it. */
export interface ResultProvenance {
  source: ResultSource;
  rung: Rung;
  /** What the people measured were shown when it sets the rung: the price on the page. */
  shown: string | null;
}

/** The rung in words, with the price people saw: "signed up after seeing $9 a month". */
export function describeRung({ rung, shown }: Pick<ResultProvenance, "rung" | "shown">): string {
  return rung === "signed_up_priced" && shown ? `signed up after seeing ${shown}` : rungLabels[rung];
}

/**
 * "measured by LaunchLens: signed up after seeing $9 a month", "reported by you: said", and on a shared idea, for a
 * result another member typed, "reported by Cleo Cofounder: said".
 */
export function describeProvenance(provenance: ResultProvenance & { recorded_by?: string }): string {
  const by =
    provenance.source === "typed" ? `reported by ${provenance.recorded_by ?? "you"}` : "measured by LaunchLens";
  return `${by}: ${describeRung(provenance)}`;
}

/** A paying choice's words: "I pay for a tool or a service", "We pay an agency", "a paid app". */
const PAYING = /\b(i|we)\s+(already\s+)?pay\b|\bpaid\b|\bsubscri(be|ption)\b/i;

/**
 * The rung code derives for a measured result from what its page showed and asked: a pitch page's sign-up, after a
 * price when it showed one; a survey's line on a choice that reveals a current spend is qualified, any other answer is
 * what people said.
 */
export function measuredRung(
  measured:
    | { kind: "pitch"; price: string | null }
    | { kind: "survey"; line: SurveyLine; questions: readonly SurveyQuestion[] },
): Rung {
  if (measured.kind === "pitch") return measured.price?.trim() ? "signed_up_priced" : "signed_up";
  const { line, questions } = measured;
  const question = questions[line.question];
  if (line.kind === "median" || question?.kind !== "choice" || line.option === "other") return "said";
  return PAYING.test(question.options[line.option] ?? "") ? "qualified" : "said";
}
