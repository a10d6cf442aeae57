import { useId } from "react";
import { factorLabel } from "@/lib/ai/factors";
import { formatScore } from "@/lib/ai/score";

const BAR_COLOURS = { strong: "#15803d", promising: "#ca8a04", uncertain: "#ea580c", weak: "#dc2626" };
const colourOf = (score: number) => (score >= 7.5 ? BAR_COLOURS.strong : score >= 6 ? BAR_COLOURS.promising : score >= 5 ? BAR_COLOURS.uncertain : BAR_COLOURS.weak);

/**
 * The eight factors as a sorted bar chart, drawn as SVG (no chart library): strongest first. Screen readers get the
 * same figures as text.
 */
export function FactorChart({ scores }: { scores: [string, number][] }) {
  const descriptionId = useId();
  const sorted = [...scores].sort((a, b) => b[1] - a[1]);
  const row = 30;
  const labelWidth = 190;
  const barWidth = 330;
  const height = sorted.length * row;
  const description = `Factor scores out of 10, highest first: ${sorted.map(([key, score]) => `${factorLabel(key)} ${formatScore(score)}`).join(", ")}.`;
  return (
    <figure className="mt-5">
      <svg viewBox={`0 0 ${labelWidth + barWidth + 56} ${height}`} role="img" aria-labelledby={descriptionId} className="w-full max-w-2xl" preserveAspectRatio="xMinYMin meet">
        <title id={descriptionId}>{description}</title>
        {sorted.map(([key, score], index) => {
          const y = index * row;
          return (
            <g key={key} aria-hidden="true">
              <text x={0} y={y + 19} fontSize="14" fill="#334155">
                {factorLabel(key)}
              </text>
              <rect x={labelWidth} y={y + 7} width={barWidth} height={14} rx={7} fill="#f1f5f9" />
              <rect x={labelWidth} y={y + 7} width={Math.max(4, (score / 10) * barWidth)} height={14} rx={7} fill={colourOf(score)} />
              <text x={labelWidth + barWidth + 10} y={y + 19} fontSize="14" fontWeight="600" fill="#0b1020">
                {formatScore(score)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-ink-600">Higher is better for you on every factor, Competition and Execution risk included.</figcaption>
    </figure>
  );
}
