import { Evidence, verifyQuotes } from "./evidence";
import { factors } from "./factors";
import { trustedSources } from "./web-sources";
import type {
  IdeaEvaluationOutput,
  IdeaEvaluationReport,
  IdeaEvaluationWithSearchOutput,
  MarketingStrategyOutput,
  MarketingStrategyReport,
  PainPointOutput,
  PainPointReport,
  WebSource,
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

type Competitor = { name: string; source: "evidence" | "model" | "web"; source_url?: string | null };

/** The same page, however the model spelled it: scheme and host case, a trailing slash, a fragment. */
function sameUrl(a: string, b: string): boolean {
  try {
    const [left, right] = [new URL(a), new URL(b)];
    left.hash = "";
    right.hash = "";
    return left.href.replace(/\/$/, "") === right.href.replace(/\/$/, "");
  } catch {
    return false;
  }
}

/**
 * Where a competitor comes from: the founder's evidence when its name is there; a web page only when the page is one
 * the provider's search returned (and then that source's URL, not the model's spelling of it); else the model.
 */
function checkCompetitor<T extends Competitor>(competitor: T, evidence: Evidence | null, sources: readonly WebSource[]): T {
  const found = competitor.source_url ? sources.find((source) => sameUrl(source.url, competitor.source_url!)) : undefined;
  const withUrl = "source_url" in competitor ? { source_url: found?.url ?? null } : {};
  if (evidence?.mentions(competitor.name)) return { ...competitor, ...withUrl, source: "evidence" };
  return { ...competitor, ...withUrl, source: found ? "web" : "model" };
}

export function checkEvaluation<T extends IdeaEvaluationOutput | IdeaEvaluationWithSearchOutput>(
  output: T,
  evidence: Evidence | null,
  sources: readonly WebSource[] = [],
): T {
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
  const competitors = (output.competitors as Competitor[]).map((competitor) => checkCompetitor(competitor, evidence, sources));
  return { ...output, scores, competitors };
}

/**
 * The same checks on a report being saved, against the evidence saved with it: a client cannot store a quote its
 * evidence does not hold. Reports of version 1 carry no claims and pass unchanged.
 */
export function recheckSaved(kind: "pp" | "ms" | "iv", saved: Record<string, unknown>, evidenceText: string | undefined) {
  const content = kind === "iv" ? withTrustedSources(saved) : saved;
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
  const checked = checkEvaluation(
    { ...report, scores, competitors: (report.competitors ?? []) as IdeaEvaluationWithSearchOutput["competitors"], next_steps: report.next_steps ?? [] },
    evidence,
    (report.sources ?? []) as WebSource[],
  );
  return withEvidenceFlag(checked);
}

/** A saved validation keeps its web sources only when they are the ones its generation signed. */
function withTrustedSources(content: Record<string, unknown>): Record<string, unknown> {
  const { sources, sources_signature: signature, ...rest } = content;
  const trusted = trustedSources(sources as WebSource[] | undefined, signature);
  return trusted.length > 0 ? { ...rest, sources: trusted, sources_signature: signature } : rest;
}
