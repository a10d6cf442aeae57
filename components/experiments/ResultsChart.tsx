import {
  chartLayout,
  chartTone,
  cutLabel as cut,
  describeChart,
  type ChartPoint,
  type ChartRow,
} from "@/lib/core/experiments/chart";
import { percent } from "@/lib/core/measured/live-figure";
import { readingLabels } from "@/lib/core/experiments/reading";
import { rungLabels, rungs, type Rung } from "@/lib/core/experiments/rungs";
import type { Interval } from "@/lib/core/stats/interval";

/**
 * The idea's results as a chart (issue 47): each a point with its 95 % interval against its pass line, by factor,
 * coloured by how it reads and shaped by its rung, a price test's variants under it; the same figures as a table
 * beside it. Plain SVG and HTML, no script of its own: the shared decision renders it on the server.
 */

const toneClass = {
  passed: "fill-score-strong stroke-score-strong",
  failed: "fill-score-weak stroke-score-weak",
  unsettled: "fill-score-uncertain stroke-score-uncertain",
} as const;

const intervalText = (interval: Interval | null) =>
  interval ? `${percent(interval.low)}–${percent(interval.high)}` : "–";

/** A rung's mark: what people said is hollow; a sign-up round; after a price a diamond; qualified square; paid a triangle. */
export function RungMark({ rung, x, y, size = 5 }: { rung: Rung; x: number; y: number; size?: number }) {
  switch (rung) {
    case "said":
      return <circle cx={x} cy={y} r={size} fill="white" strokeWidth={2} />;
    case "signed_up":
      return <circle cx={x} cy={y} r={size} />;
    case "signed_up_priced":
      return <polygon points={`${x},${y - size - 1} ${x + size + 1},${y} ${x},${y + size + 1} ${x - size - 1},${y}`} />;
    case "qualified":
      return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} />;
    case "paid":
      return <polygon points={`${x},${y - size - 1} ${x + size + 1},${y + size} ${x - size - 1},${y + size}`} />;
  }
}

function IntervalLine({ interval, y, x }: { interval: Interval | null; y: number; x: (value: number) => number }) {
  if (!interval) return null;
  return (
    <g strokeWidth={2}>
      <line x1={x(interval.low)} x2={x(interval.high)} y1={y} y2={y} />
      <line x1={x(interval.low)} x2={x(interval.low)} y1={y - 4} y2={y + 4} />
      <line x1={x(interval.high)} x2={x(interval.high)} y1={y - 4} y2={y + 4} />
    </g>
  );
}

function Row({ row, x, compact }: { row: ChartRow; x: (value: number) => number; compact: boolean }) {
  const { point } = row;
  const tone = toneClass[chartTone(point.reading)];
  return (
    <g>
      {row.heading && (
        <text x={0} y={row.heading.y} className="fill-ink-900 text-[12px] font-semibold">
          {row.heading.text}
        </text>
      )}
      <text x={0} y={row.labelY} className="fill-ink-700 text-[11px]">
        <title>{point.label}</title>
        {cut(point.label, compact ? 56 : 34)}
      </text>
      {point.target !== null && (
        <line
          x1={x(point.target)}
          x2={x(point.target)}
          y1={row.y - 10}
          y2={row.y + 10}
          className="stroke-ink-900"
          strokeWidth={1.5}
          strokeDasharray="3 2"
        />
      )}
      <g className={tone}>
        <IntervalLine interval={point.interval} y={row.y} x={x} />
        <RungMark rung={point.rung} x={x(point.percent ?? 0)} y={row.y} />
      </g>
      {row.variants.map(({ y, variant }) => (
        <g key={variant.text}>
          <text
            x={12}
            y={y + 4}
            className={`text-[10px] ${variant.better ? "fill-ink-900 font-semibold" : "fill-ink-600"}`}
          >
            {cut(variant.text, 30)}
          </text>
          <g className={variant.better ? toneClass.passed : "fill-ink-500 stroke-ink-500"}>
            <IntervalLine interval={variant.interval} y={y} x={x} />
            {variant.rate !== null && <circle cx={x(variant.rate)} cy={y} r={3} />}
          </g>
        </g>
      ))}
    </g>
  );
}

function ChartTable({ points }: { points: readonly ChartPoint[] }) {
  return (
    <div className="mt-3 overflow-x-auto rounded" role="group" aria-label="The results as a table" tabIndex={0}>
      <table className="text-sm">
        <thead>
          <tr className="text-left text-ink-600">
            {["Experiment", "Measured (95% interval)", "Pass line", "Reads", "How it was obtained"].map((heading) => (
              <th key={heading} scope="col" className="pr-4 pb-1 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="align-top">
          {points.map((point) => (
            <tr key={point.experimentId} className="border-t border-stone-200">
              <th scope="row" className="min-w-40 py-1 pr-4 text-left font-normal">
                {point.label}
                <span className="block text-xs text-ink-600">{point.factor}</span>
                {point.variants.map((variant) => (
                  <span key={variant.text} className="block text-xs text-ink-600">
                    {variant.text}: {variant.rate === null ? "no visitors yet" : percent(variant.rate)} (
                    {intervalText(variant.interval)}){variant.better ? ", sells better" : ""}
                  </span>
                ))}
              </th>
              <td className="min-w-28 py-1 pr-4">
                {point.measured}
                {point.interval && <span className="block text-xs text-ink-600">{intervalText(point.interval)}</span>}
              </td>
              <td className="min-w-28 py-1 pr-4">{point.passLine}</td>
              <td className="py-1 pr-4">{readingLabels[point.reading]}</td>
              <td className="min-w-36 py-1 pr-4">{point.provenance}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Legend() {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700" aria-label="What the marks mean">
      {rungs.map((rung) => (
        <li key={rung} className="flex items-center gap-1.5">
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" className="fill-ink-700 stroke-ink-700">
            <RungMark rung={rung} x={7} y={7} size={4} />
          </svg>
          {rungLabels[rung]}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="inline-block h-3 w-0 border-l-2 border-dashed border-ink-900" />
        pass line
      </li>
      <li>
        <span className="font-semibold text-score-strong">green</span> passed,{" "}
        <span className="font-semibold text-score-weak">red</span> failed,{" "}
        <span className="font-semibold text-score-uncertain">amber</span> not settled
      </li>
    </ul>
  );
}

/**
 * The chart's drawing, wide (each label left of its interval) or compact for a phone (each label above it, the axis
 * the whole width): both are in the page, one shown by the screen's width.
 */
function ChartSvg({
  points,
  compact,
  className,
}: {
  points: readonly ChartPoint[];
  compact: boolean;
  className: string;
}) {
  const layout = chartLayout(points, compact);
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={`${describeChart(points)} The table below gives each one's figures.`}
      className={`mt-2 h-auto w-full ${className}`}
    >
      {layout.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={layout.x(tick)}
            x2={layout.x(tick)}
            y1={layout.top}
            y2={layout.axisY}
            className="stroke-stone-200"
          />
          <text x={layout.x(tick)} y={layout.axisY + 14} textAnchor="middle" className="fill-ink-600 text-[10px]">
            {tick}%
          </text>
        </g>
      ))}
      {layout.rows.map((row) => (
        <Row key={row.point.experimentId} row={row} x={layout.x} compact={compact} />
      ))}
    </svg>
  );
}

/** The chart with its legend and table; nothing when no result has been recorded. */
export function ResultsChart({
  points,
  title = "Results against their pass lines",
  id = "results-chart",
}: {
  points: readonly ChartPoint[];
  title?: string;
  /** Unique on the page: the caption's id is made from it. */
  id?: string;
}) {
  const captionId = `${id}-caption`;
  if (points.length === 0) return null;
  const layout = chartLayout(points);
  return (
    <figure className="min-w-0" aria-labelledby={captionId} data-testid="results-chart">
      <figcaption id={captionId} className="text-sm font-semibold text-ink-900">
        {title}
      </figcaption>
      {layout.rows.length > 0 && (
        <>
          <ChartSvg points={points} compact={false} className="hidden sm:block" />
          <ChartSvg points={points} compact className="sm:hidden" />
        </>
      )}
      <Legend />
      <ChartTable points={points} />
    </figure>
  );
}
