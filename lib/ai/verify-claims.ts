import { Evidence, verifyQuotes } from "./evidence";
import { factors } from "./factors";
import type {
  IdeaEvaluationOutput,
  IdeaEvaluationReport,
  MarketingStrategyOutput,
  MarketingStrategyReport,
  PainPointOutput,
  PainPointReport,
} from "./schemas";

/**
 * What a model claims about the founder's evidence, checked by code before anyone sees it. Quotes are kept only when
 * found in the evidence (in the evidence's own words), labels follow from what survived, counts are held to what the
 * evidence can support, and a competitor is "named in your evidence" only when its name is there.
 */

export function evidenceOf(text: string | undefined): Evidence | null {
  const evidence = text?.trim() ? new Evidence(text) : null;
  return evidence && !evidence.isEmpty ? evidence : null;
}

export function checkPainPoints(output: PainPointOutput, evidence: Evidence | null) {
  const checked = output.pain_points.map((point, index) => {
    const { quotes, passages } = verifyQuotes(evidence, point.quotes, 3);
    const supported = quotes.length > 0;
    // A model's count is believed only up to what the evidence holds, and never below what its quotes show.
    const mentions = supported && evidence ? Math.min(Math.max(Math.round(point.mentions), passages), evidence.passageCount) : 0;
    return { index, point: { ...point, quotes, mentions, basis: supported ? ("evidence" as const) : ("inference" as const) } };
  });
  checked.sort((a, b) => b.point.mentions - a.point.mentions || a.index - b.index);
  return { ...output, pain_points: checked.map(({ point }) => point) };
}

export function checkStrategy(output: MarketingStrategyOutput, evidence: Evidence | null) {
  return { ...output, customer_words: verifyQuotes(evidence, output.customer_words, 5).quotes };
}

export function checkEvaluation(output: IdeaEvaluationOutput, evidence: Evidence | null): IdeaEvaluationOutput {
  const scores = { ...output.scores };
  for (const { key } of factors) {
    const factor = scores[key];
    const [quote] = verifyQuotes(evidence, factor.quote ? [factor.quote] : [], 1).quotes;
    // "evidence" needs a quote that is really there; without one the claim is the model's own reasoning.
    const basis = factor.basis === "evidence" && !quote ? "inference" : factor.basis;
    // High confidence is not earned by inference alone.
    const confidence = basis !== "evidence" && factor.confidence === "high" ? "medium" : factor.confidence;
    scores[key] = { ...factor, quote: quote ?? null, basis, confidence };
  }
  const competitors = output.competitors.map((competitor) => ({
    ...competitor,
    source: evidence?.mentions(competitor.name) ? ("evidence" as const) : ("model" as const),
  }));
  return { ...output, scores, competitors };
}

/**
 * The same checks on a report being saved, against the evidence saved with it: a client cannot store a quote its
 * evidence does not hold. Reports of version 1 carry no claims and pass unchanged.
 */
export function recheckSaved(kind: "pp" | "ms" | "iv", content: Record<string, unknown>, evidenceText: string | undefined) {
  if (content.schema_version !== 2) return content;
  const evidence = evidenceOf(evidenceText);
  const withEvidenceFlag = (report: object) => ({ ...report, evidence_provided: evidence !== null });
  if (kind === "pp") {
    const report = content as PainPointReport;
    const complete = report.pain_points.map((point) => ({ ...point, quotes: point.quotes ?? [], mentions: point.mentions ?? 0, basis: point.basis ?? "inference" }));
    return withEvidenceFlag(checkPainPoints({ ...report, pain_points: complete }, evidence));
  }
  if (kind === "ms") {
    const report = content as MarketingStrategyReport;
    return withEvidenceFlag(checkStrategy({ ...report, customer_words: report.customer_words ?? [], channel_experiments: report.channel_experiments ?? [] }, evidence));
  }
  const report = content as IdeaEvaluationReport;
  const scores = Object.fromEntries(
    Object.entries(report.scores).map(([key, factor]) => [
      key,
      { ...factor, basis: factor.basis ?? "inference", confidence: factor.confidence ?? "medium", confidence_reason: factor.confidence_reason ?? "", quote: factor.quote ?? null },
    ]),
  ) as IdeaEvaluationOutput["scores"];
  return withEvidenceFlag(checkEvaluation({ ...report, scores, competitors: report.competitors ?? [], next_steps: report.next_steps ?? [] }, evidence));
}
