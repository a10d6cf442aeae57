import { assertNever, type ReportKind } from "@/lib/core/kinds";
import { Evidence, verifyQuotes } from "./evidence";
import { factors } from "./factors";
import { ceilingOf, type PassLine } from "@/lib/core/experiments/pass-line";
import { checkMarketSize } from "@/lib/core/market/check";
import { withComputedFigures } from "./computed";
import { sameUrl } from "./sources";
import {
  type PainPointOutput,
  type PainPointReport,
  type StrategyOutput,
  type StrategyReport,
  type ValidationOutput,
  type ValidationReport,
  type ValidationWithSearchOutput,
  type WebSource,
} from "./schemas";
import { REPORT_SCHEMA_VERSION } from "./version";

/**
 * What a model claims about the founder's evidence, checked by code before anyone sees it. Quotes are kept only when
 * found in the evidence (in the evidence's own words), labels follow from what survived, counts are held to what the
 * evidence can support, and a competitor is "named in your evidence" only when its name is there.
 */

export function evidenceOf(text: string | undefined): Evidence | null {
  const evidence = text?.trim() ? new Evidence(text) : null;
  return evidence && !evidence.isEmpty ? evidence : null;
}

/** The attributions of verified quotes, or nothing when the evidence named nobody (the field is left out). */
const attributionsOf = (attributions: readonly (string | null)[]) =>
  attributions.some((name) => name !== null) ? [...attributions] : undefined;

/** An object without the named field (a claimed value the checks replace, or leave out when there is none). */
function without<T extends object, K extends string>(value: T, key: K): Omit<T, K> {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a shallow copy, to delete a field from
  const copy = { ...value } as Record<string, unknown>;
  delete copy[key];
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the copy with `key` deleted
  return copy as Omit<T, K>;
}

export function checkPainPoints(output: PainPointOutput, evidence: Evidence | null) {
  const checked = output.pain_points.map((point, index) => {
    const { quotes, attributions, passages } = verifyQuotes(evidence, point.quotes, 3);
    const supported = quotes.length > 0;
    // A model's count is believed only up to what the evidence holds, and never below what its quotes show.
    const mentions =
      supported && evidence ? Math.min(Math.max(Math.round(point.mentions), passages), evidence.passageCount) : 0;
    const named = attributionsOf(attributions);
    return {
      index,
      point: {
        ...without(point, "attributions"),
        quotes,
        ...(named ? { attributions: named } : {}),
        mentions,
        basis: supported ? ("evidence" as const) : ("inference" as const),
      },
    };
  });
  checked.sort((a, b) => b.point.mentions - a.point.mentions || a.index - b.index);
  return { ...output, pain_points: checked.map(({ point }) => point) };
}

export function checkStrategy(output: StrategyOutput, evidence: Evidence | null) {
  const { quotes, attributions } = verifyQuotes(evidence, output.customer_words, 5);
  const named = attributionsOf(attributions);
  return {
    ...without(output, "customer_words_attributions"),
    customer_words: quotes,
    ...(named ? { customer_words_attributions: named } : {}),
  };
}

type Competitor = { name: string; source: "evidence" | "model" | "web"; source_url?: string | null };

/**
 * Where a competitor comes from: the founder's evidence when its name is there; a web page only when the page is one
 * the provider's search returned (and then that source's URL, not the model's spelling of it); else the model.
 */
function checkCompetitor<T extends Competitor>(
  competitor: T,
  evidence: Evidence | null,
  sources: readonly WebSource[],
): T {
  const found = competitor.source_url
    ? sources.find((source) => sameUrl(source.url, competitor.source_url!))
    : undefined;
  const withUrl = "source_url" in competitor ? { source_url: found?.url ?? null } : {};
  if (evidence?.mentions(competitor.name)) return { ...competitor, ...withUrl, source: "evidence" };
  return { ...competitor, ...withUrl, source: found ? "web" : "model" };
}

export function checkValidation<T extends ValidationOutput | ValidationWithSearchOutput>(
  output: T,
  evidence: Evidence | null,
  sources: readonly WebSource[] = [],
): T {
  const scores = { ...output.scores };
  for (const { key } of factors) {
    const factor = scores[key];
    const verified = verifyQuotes(evidence, factor.quote ? [factor.quote] : [], 1);
    const [quote] = verified.quotes;
    const [attribution] = verified.attributions;
    // "evidence" needs a quote that is really there; without one the claim is the model's own reasoning.
    const basis = factor.basis === "evidence" && !quote ? "inference" : factor.basis;
    // High confidence is not earned by inference alone.
    const confidence = basis !== "evidence" && factor.confidence === "high" ? "medium" : factor.confidence;
    scores[key] = {
      ...without(factor, "attribution"),
      quote: quote ?? null,
      ...(attribution ? { attribution } : {}),
      basis,
      confidence,
    };
  }
  const competitors = output.competitors.map((competitor) => checkCompetitor(competitor, evidence, sources));
  const market = output.market_size ? checkMarketSize(output.market_size, evidence, sources) : undefined;
  return {
    ...output,
    scores,
    competitors,
    next_steps: output.next_steps.map(checkPassLine),
    ...(market ? { market_size: market } : {}),
  };
}

/**
 * A pass line's numbers against their range: a target no result can reach (a share above 100 %, "9 of 5 asked") is
 * dropped, and the step keeps its text threshold for the founder to turn into a pass line.
 */
function checkPassLine<T extends { pass_line?: PassLine }>(step: T): T {
  const line = step.pass_line;
  if (!line) return step;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a step without its pass line is still a step (pass_line is optional)
  return line.target > (ceilingOf(line.unit) ?? Infinity) ? (without(step, "pass_line") as T) : step;
}

/**
 * The same checks on a report a client sends, against the evidence saved with it, whatever version it says it is: a
 * client cannot store a quote its evidence does not hold, a count it does not support, a basis without a quote or a
 * link no search returned. A report of version 1 (or one that names no version) is upgraded: the claims it lacks are
 * filled with what claims nothing (no quotes, 0 mentions, inference) and it becomes version 2. Fields a version 1
 * report lacks and that claim nothing (next steps, confidence) stay absent. Checking a checked report changes nothing.
 * A validation's `sources` are taken as given: the caller keeps only those its signature vouches for
 * (lib/server/reports/integrity.ts).
 */
export function recheckSaved(
  kind: ReportKind,
  saved: Record<string, unknown>,
  evidenceText: string | undefined,
): Record<string, unknown> {
  const evidence = evidenceOf(evidenceText);
  const upgraded = (report: object) => ({
    ...report,
    schema_version: REPORT_SCHEMA_VERSION,
    evidence_provided: evidence !== null,
  });
  switch (kind) {
    case "pp":
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a saved report of this kind (lib/ai/integrity.ts reads it with the kind's schema before it is used)
      return upgraded(recheckedPainPoints(saved as PainPointReport, evidence));
    case "ms":
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a saved report of this kind (lib/ai/integrity.ts reads it with the kind's schema before it is used)
      return upgraded(recheckedStrategy(saved as StrategyReport, evidence));
    case "iv":
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a saved report of this kind (lib/ai/integrity.ts reads it with the kind's schema before it is used)
      return upgraded(recheckedValidation(saved as ValidationReport, evidence));
    default:
      return assertNever(kind);
  }
}

function recheckedPainPoints(report: PainPointReport, evidence: Evidence | null) {
  const complete = report.pain_points.map((point) => ({
    ...point,
    quotes: point.quotes ?? [],
    mentions: point.mentions ?? 0,
    basis: point.basis ?? "inference",
  }));
  return checkPainPoints({ ...report, pain_points: complete }, evidence);
}

function recheckedStrategy(report: StrategyReport, evidence: Evidence | null) {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- an older report upgraded to the output's shape (customer_words filled in)
  return checkStrategy({ ...report, customer_words: report.customer_words ?? [] } as StrategyOutput, evidence);
}

function recheckedValidation(report: ValidationReport, evidence: Evidence | null) {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one entry per stored factor, each upgraded; Object.fromEntries types it loosely
  const scores = Object.fromEntries(
    Object.entries(report.scores).map(([key, factor]) => [
      key,
      { ...factor, basis: factor.basis ?? "inference", quote: factor.quote ?? null },
    ]),
  ) as ValidationOutput["scores"];
  const checked = checkValidation(
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- an older report upgraded to the output's shape (scores and competitors filled in)
    { ...report, scores, competitors: report.competitors ?? [] } as ValidationWithSearchOutput,
    evidence,
    report.sources ?? [],
  );
  // A report without competitors keeps none (an empty list is not a valid one); the checks may move market inputs.
  return withComputedFigures(report.competitors ? checked : without(checked, "competitors"));
}
