import { withMarketFigures } from "@/lib/core/market/size";
import type { StoredMarketSize } from "@/lib/core/market/schemas";
import { factors, type FactorKey } from "./factors";
import { overallScore, scoreTag } from "./score";

/**
 * The numbers a model cannot get wrong, computed by code wherever a validation is made, saved or read: the overall
 * score is the mean of the factors and the tag follows from it; the market's TAM, SAM and SOM follow from its inputs,
 * and its flags from those figures and the monetisation estimate. Whatever of these a model or a client sent is
 * replaced.
 */
export function withComputedFigures<T extends ScoredValidation>(
  output: T & { market_size?: Pick<StoredMarketSize, "segments" | "sources"> },
) {
  const overall = overallScore(factors.map((factor) => output.scores[factor.key].score));
  const market = output.market_size;
  return {
    ...output,
    overall_score: overall,
    score_tag: scoreTag(overall),
    ...(market
      ? {
          market_size: {
            ...withMarketFigures(market.segments, monthlyRevenue(output.monetization_report)),
            sources: market.sources ?? [],
          },
        }
      : {}),
  };
}

/** What the figures are computed from: every factor's score and the monetisation estimate (any stored version). */
interface ScoredValidation {
  scores: Record<FactorKey, { score: number }>;
  monetization_report?: MonetizationReport;
}
type MonetizationReport = { income_streams?: readonly { monthly_usd: number }[] } | undefined;

/** The monetisation estimate's monthly revenue: the sum of its income streams. */
function monthlyRevenue(report: MonetizationReport): number | null {
  const streams = report?.income_streams ?? [];
  return streams.length > 0 ? streams.reduce((sum, stream) => sum + stream.monthly_usd, 0) : null;
}
