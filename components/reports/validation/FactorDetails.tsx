import type { DeepPartial, ValidationReport } from "@/lib/core/report/schemas";
import type { FactorKey } from "@/lib/core/report/factors";
import { formatScore } from "@/lib/core/report/score";
import { factorBasisLabels, labelOf } from "@/lib/core/labels";
import { Quote, Tag } from "../parts";

export type Factor = NonNullable<NonNullable<DeepPartial<ValidationReport>["scores"]>[FactorKey]>;

/** How a factor's score was reached and how sure it is: shown only on reports that say so (schema version 2). */
export function FactorBasis({ factor }: { factor: Factor }) {
  const basis = labelOf(factorBasisLabels, factor.basis);
  const confidence = typeof factor.confidence === "string" ? factor.confidence : "";
  if (!basis && !confidence && !factor.quote) return null;
  return (
    <div className="mt-2 space-y-1.5">
      {(basis || confidence) && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {basis && <Tag tone={factor.basis === "evidence" ? "brand" : "neutral"}>{basis}</Tag>}
          {confidence && <span className="font-medium text-ink-900">Confidence: {confidence}</span>}
        </p>
      )}
      {confidence && factor.confidence_reason && <p className="text-sm text-ink-600">{factor.confidence_reason}</p>}
      {typeof factor.quote === "string" && factor.quote && (
        <div className="text-sm">
          <Quote attribution={typeof factor.attribution === "string" ? factor.attribution : null}>{factor.quote}</Quote>
        </div>
      )}
    </div>
  );
}

/** When the scores came from several runs: how far they were apart, and a warning where they disagree. */
export function FactorRuns({ factor }: { factor: Factor }) {
  const runs = Array.isArray(factor.samples) ? factor.samples.filter((value) => typeof value === "number") : [];
  if (runs.length < 2 || typeof factor.spread !== "number") return null;
  return (
    <div className="mt-1.5 text-sm">
      {factor.spread > 0 && (
        <p className="text-ink-600">
          Median of {runs.length} runs ({runs.map(formatScore).join(", ")}), spread {formatScore(factor.spread)}
        </p>
      )}
      {factor.uncertain && (
        <p className="mt-1 flex items-start gap-2 font-medium text-amber-800">
          <span aria-hidden="true">⚠</span>
          <span>The runs disagree — treat this score as uncertain.</span>
        </p>
      )}
    </div>
  );
}
