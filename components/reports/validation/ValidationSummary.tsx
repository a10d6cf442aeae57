import { ScoreBadge, ScoreBar, scoreTone } from "@/components/ui/ScoreBadge";
import { factorLabel, factors, rankFactors, strongestOf } from "@/lib/core/report/factors";
import { formatScore, gradeLine, scoreTag } from "@/lib/core/report/score";
import type { DeepPartial, ValidationReport } from "@/lib/core/report/schemas";
import { FactorChart } from "./FactorChart";
import { asNumber } from "../parts";

/**
 * The head of an idea validation: the overall score large, its grade, a one-line verdict and the eight factors as a
 * chart. The app's report and the landing's hero both draw it, so the hero shows the product as it is.
 */
export function ValidationSummary({
  report,
  className = "",
}: {
  report: DeepPartial<ValidationReport>;
  className?: string;
}) {
  const overall = asNumber(report.overall_score);
  if (overall === null) return null;
  const chart = factors.flatMap(({ key }): [string, number][] => {
    const score = report.scores?.[key]?.score;
    return typeof score === "number" ? [[key, score]] : [];
  });
  // One rule for ties, as the verdict and the conversation rank them (rankFactors).
  const ranked = rankFactors(report.scores);
  const top = strongestOf(ranked);
  const strongest = top ? { label: factorLabel(top.key), score: top.score } : null;
  const weakest = ranked[0] ? { label: factorLabel(ranked[0].key), score: ranked[0].score } : null;
  const rangeOf = report.overall_range;
  const range =
    typeof rangeOf?.min === "number" && typeof rangeOf.max === "number" ? { min: rangeOf.min, max: rangeOf.max } : null;

  return (
    <div className={`rounded-2xl border border-line bg-white p-5 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-end gap-x-5 gap-y-2">
        <p className="leading-none">
          <span className={`font-serif text-6xl font-semibold tracking-tight tabular-nums ${scoreTone(overall).text}`}>
            {formatScore(overall)}
          </span>
          <span className="text-xl font-semibold text-ink-600"> / 10</span>
        </p>
        <ScoreBadge score={overall} />
      </div>
      <div className="mt-3 max-w-md">
        <ScoreBar score={overall} label="Overall score" />
      </div>
      <p className="mt-3 font-medium text-ink-900">{gradeLine(scoreTag(overall), strongest, weakest)}</p>
      {range && range.max > range.min && (
        <p className="mt-1 text-sm text-ink-600">
          {formatScore(overall)}, range {formatScore(range.min)}–{formatScore(range.max)} across{" "}
          {asNumber(report.score_samples) ?? "several"} scoring runs.
        </p>
      )}
      {chart.length > 0 && <FactorChart scores={chart} />}
    </div>
  );
}
