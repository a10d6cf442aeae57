import { Fragment } from "react";
import { factorLabel } from "@/lib/core/report/factors";
import { formatScore } from "@/lib/core/report/score";

const BAR_COLOURS = { strong: "#15803d", promising: "#ca8a04", uncertain: "#ea580c", weak: "#dc2626" };
const colourOf = (score: number) =>
  score >= 7.5
    ? BAR_COLOURS.strong
    : score >= 6
      ? BAR_COLOURS.promising
      : score >= 5
        ? BAR_COLOURS.uncertain
        : BAR_COLOURS.weak;

/**
 * The eight factors as a sorted bar chart, strongest first, with no chart library: the bars are SVG, the labels and
 * figures are text, so they stay readable at any width. Screen readers get one sentence with every figure.
 */
export function FactorChart({ scores }: { scores: [string, number][] }) {
  const sorted = [...scores].sort((a, b) => b[1] - a[1]);
  const description = `Factor scores out of 10, highest first: ${sorted.map(([key, score]) => `${factorLabel(key)} ${formatScore(score)}`).join(", ")}.`;
  return (
    <figure className="mt-5">
      <div
        role="img"
        aria-label={description}
        className="factor-chart grid max-w-2xl grid-cols-[minmax(0,auto)_minmax(4rem,1fr)_auto] items-center gap-x-3 gap-y-2 sm:gap-x-4"
      >
        {sorted.map(([key, score], index) => (
          <Fragment key={key}>
            <span className="text-sm text-ink-700 sm:text-[0.9375rem]">{factorLabel(key)}</span>
            <svg className="h-3.5 w-full overflow-visible" aria-hidden="true" focusable="false">
              <rect width="100%" height="100%" rx="7" fill="currentColor" className="text-line" />
              <rect
                width={`${Math.max(2, score * 10)}%`}
                height="100%"
                rx="7"
                fill={colourOf(score)}
                className="factor-bar"
                style={{ animationDelay: `${index * 70}ms` }}
              />
            </svg>
            <span className="text-right text-sm font-semibold text-ink-950 tabular-nums sm:text-[0.9375rem]">
              {formatScore(score)}
            </span>
          </Fragment>
        ))}
      </div>
      <figcaption className="mt-2 text-xs text-ink-600">Higher is better for you on every factor.</figcaption>
    </figure>
  );
}
