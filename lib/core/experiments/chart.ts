/**
 * The idea's results as a chart (issue 47): each result a point at its share with its 95 % interval, against its pass
 * line, grouped by factor, coloured by how it reads and marked by its rung; a price test's variants side by side under
 * it. One model and one layout for every renderer (the idea page, the shared decision, the PDF), the same figures as
 * the table beside it. A plain count ("5 pre-orders") has no share to draw: it is in the table only. Pure.
 */
import { factorLabel, factorKeys } from "@/lib/core/report/factors";
import type { Interval } from "@/lib/core/stats/interval";
import { describeMeasurement, describePassLine, type Measurement, type PassLine } from "./pass-line";
import { intervalOf, readingOf, shareOf, type ResultReading } from "./reading";
import { describeProvenance, type ResultSource, type Rung } from "./rungs";

export interface ChartableExperiment {
  id: string;
  hypothesis: string;
  factor: string | null;
  status: string;
  result:
    | (Measurement & {
        outcome: "passed" | "failed";
        pass_line: PassLine;
        source?: ResultSource;
        rung?: Rung;
        shown?: string | null;
        recorded_by?: string;
      })
    | null;
}

/** A variant of a price or headline test, drawn under its experiment's point. */
export interface ChartVariant {
  text: string;
  /** In %; null before anyone visited. */
  rate: number | null;
  interval: Interval | null;
  better: boolean;
}

export interface ChartPoint {
  experimentId: string;
  label: string;
  factor: string;
  reading: ResultReading;
  rung: Rung;
  /** "measured by LaunchLens: signed up after seeing $9 a month", "reported by you: said". */
  provenance: string;
  measured: string;
  passLine: string;
  /** The share measured, its 95 % interval and the line, in %; null for a plain count (drawn nowhere). */
  percent: number | null;
  interval: Interval | null;
  target: number | null;
  variants: ChartVariant[];
}

const NO_FACTOR = "Without a factor";
const factorRank = (factor: string | null) => {
  const at = factor ? factorKeys.findIndex((key) => key === factor) : -1;
  return at < 0 ? factorKeys.length : at;
};

/** The experiments with a result as chart points, by factor in the factors' order, abandoned ones left out. */
export function chartPoints(
  experiments: readonly ChartableExperiment[],
  variantsOf: (experimentId: string) => ChartVariant[] = () => [],
): ChartPoint[] {
  return experiments
    .filter((experiment) => experiment.result && experiment.status !== "abandoned")
    .sort((a, b) => factorRank(a.factor) - factorRank(b.factor))
    .flatMap((experiment) => {
      const result = experiment.result;
      if (!result) return [];
      const line = result.pass_line;
      const share = shareOf(line, result);
      const rung = result.rung ?? "said";
      return [
        {
          experimentId: experiment.id,
          label: experiment.hypothesis,
          factor: experiment.factor ? factorLabel(experiment.factor) : NO_FACTOR,
          reading: readingOf(line, result),
          rung,
          provenance: describeProvenance({
            source: result.source ?? "typed",
            rung,
            shown: result.shown ?? null,
            recorded_by: result.recorded_by,
          }),
          measured: describeMeasurement(line, result),
          passLine: describePassLine(line),
          percent: share ? Math.min(100, Math.max(0, share.percent)) : null,
          interval: intervalOf(line, result)?.interval ?? null,
          target: share ? share.target : null,
          variants: variantsOf(experiment.id),
        },
      ];
    });
}

/** The chart's frame, in SVG user units: a label column, then the 0–100 % axis. */
export const CHART = {
  width: 640,
  labelWidth: 210,
  right: 20,
  top: 16,
  axisHeight: 28,
  factorHeight: 26,
  rowHeight: 26,
  variantHeight: 20,
} as const;

/** A phone's frame: each label above its interval, so the axis takes the whole width. */
export const COMPACT_CHART = {
  ...CHART,
  width: 340,
  labelWidth: 8,
  right: 12,
  rowHeight: 40,
  variantHeight: 34,
} as const;

export interface ChartRow {
  /** Where the interval and the point are drawn. */
  y: number;
  /** The baseline of the row's label. */
  labelY: number;
  point: ChartPoint;
  /** The factor's heading, on the first row of each factor. */
  heading: { text: string; y: number } | null;
  variants: { y: number; labelY: number; variant: ChartVariant }[];
}

/**
 * Where each row goes: rows of drawable points only, a heading above each factor's first, variants under theirs; wide,
 * each label left of its interval, or compact (a phone), each label above it.
 */
export function chartLayout(points: readonly ChartPoint[], compact = false) {
  const frame = compact ? COMPACT_CHART : CHART;
  const place = (top: number, height: number) =>
    compact ? { y: top + height - 9, labelY: top + 12 } : { y: top + height / 2, labelY: top + height / 2 + 4 };
  const rows: ChartRow[] = [];
  let y = frame.top;
  let factor: string | null = null;
  for (const point of points.filter((candidate) => candidate.percent !== null)) {
    const heading = point.factor !== factor ? { text: point.factor, y: y + frame.factorHeight - 8 } : null;
    if (heading) y += frame.factorHeight;
    factor = point.factor;
    const row: ChartRow = { ...place(y, frame.rowHeight), point, heading, variants: [] };
    y += frame.rowHeight;
    for (const variant of point.variants) {
      row.variants.push({ ...place(y, frame.variantHeight), variant });
      y += frame.variantHeight;
    }
    rows.push(row);
  }
  const plotWidth = frame.width - frame.labelWidth - frame.right;
  return {
    rows,
    width: frame.width,
    height: y + frame.axisHeight,
    axisY: y + 4,
    top: frame.top,
    /** The x of a share in %. */
    x: (percent: number) => frame.labelWidth + (Math.min(100, Math.max(0, percent)) / 100) * plotWidth,
    ticks: [0, 25, 50, 75, 100],
  };
}

/** How a point is coloured: a clear pass, a clear failure, or a result that does not settle its question. */
export function chartTone(reading: ResultReading): "passed" | "failed" | "unsettled" {
  return reading === "passed" || reading === "failed" ? reading : "unsettled";
}

/** "3 results against their pass lines: 2 passed, 1 failed.", the chart's text alternative. */
export function describeChart(points: readonly ChartPoint[]): string {
  const drawn = points.filter((point) => point.percent !== null);
  const count = (tone: string) => drawn.filter((point) => chartTone(point.reading) === tone).length;
  const parts = [
    `${count("passed")} passed`,
    `${count("failed")} failed`,
    count("unsettled") > 0 && `${count("unsettled")} not settled`,
  ].filter(Boolean);
  const against = drawn.length === 1 ? "result against its pass line" : "results against their pass lines";
  return `${drawn.length} ${against}: ${parts.join(", ")}.`;
}

/** A chart as plain figures for a renderer without React's DOM (the PDF): every position already worked out. */
export interface ChartDrawing {
  width: number;
  height: number;
  axisY: number;
  top: number;
  ticks: { x: number; label: string }[];
  rows: {
    y: number;
    label: string;
    heading: { text: string; y: number } | null;
    lineX: number | null;
    interval: { lowX: number; highX: number } | null;
    pointX: number;
    tone: "passed" | "failed" | "unsettled";
    rung: Rung;
    variants: {
      y: number;
      label: string;
      interval: { lowX: number; highX: number } | null;
      pointX: number | null;
      better: boolean;
    }[];
  }[];
  /** The chart in words (its text alternative). */
  summary: string;
}

/** A label cut to `max` characters with an ellipsis: the table beside the chart has it whole. */
export const cutLabel = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The chart's drawing: null when no result can be drawn (none recorded, or only plain counts). */
export function chartDrawing(points: readonly ChartPoint[]): ChartDrawing | null {
  const layout = chartLayout(points);
  if (layout.rows.length === 0) return null;
  const span = (interval: Interval | null) =>
    interval ? { lowX: layout.x(interval.low), highX: layout.x(interval.high) } : null;
  return {
    width: CHART.width,
    height: layout.height,
    axisY: layout.axisY,
    top: CHART.top,
    ticks: layout.ticks.map((tick) => ({ x: layout.x(tick), label: `${tick}%` })),
    rows: layout.rows.map(({ y, labelY, point, heading, variants }) => ({
      y,
      labelY,
      label: cutLabel(point.label, 34),
      heading,
      lineX: point.target === null ? null : layout.x(point.target),
      interval: span(point.interval),
      pointX: layout.x(point.percent ?? 0),
      tone: chartTone(point.reading),
      rung: point.rung,
      variants: variants.map((row) => ({
        y: row.y,
        labelY: row.labelY,
        label: cutLabel(row.variant.text, 30),
        interval: span(row.variant.interval),
        pointX: row.variant.rate === null ? null : layout.x(row.variant.rate),
        better: row.variant.better,
      })),
    })),
    summary: describeChart(points),
  };
}
