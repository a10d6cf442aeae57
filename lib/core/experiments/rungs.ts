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

/** How far up the ladder a result stands: higher is stronger evidence. */
export const rungRank = (rung: Rung) => rungs.indexOf(rung);

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
