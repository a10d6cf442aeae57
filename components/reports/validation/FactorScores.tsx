import { ScoreBar, scoreTone } from "@/components/ui/ScoreBadge";
import { factorLabel } from "@/lib/core/report/factors";
import { formatScore } from "@/lib/core/report/score";
import { Section } from "../parts";
import { FactorBasis, FactorRuns, type Factor } from "./FactorDetails";

/** A validation's "Scores": each factor's score out of 10 and its bar, how it was reached and why. */
export function FactorScores({ scores }: { scores: [string, Factor][] }) {
  return (
    <Section title="Scores">
      <ul className="grid gap-5 md:grid-cols-2">
        {scores.map(([key, value]) => (
          <li key={key}>
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-semibold text-ink-950">{factorLabel(key)}</h3>
              {typeof value.score === "number" && (
                <span className={`font-semibold tabular-nums ${scoreTone(value.score).text}`}>
                  {formatScore(value.score)} / 10
                </span>
              )}
            </div>
            {typeof value.score === "number" && (
              <div className="mt-1.5">
                <ScoreBar score={value.score} label={factorLabel(key)} />
              </div>
            )}
            {(key === "competition" || key === "execution_risk") && (
              <p className="mt-1 text-xs text-ink-600">
                Higher is better for you: 10 means {key === "competition" ? "little strong competition" : "low risk"}.
              </p>
            )}
            <FactorRuns factor={value} />
            {value.reason && <p className="mt-1.5 text-sm">{value.reason}</p>}
            <FactorBasis factor={value} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
