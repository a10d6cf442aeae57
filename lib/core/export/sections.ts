import { describeProvenance, type ResultSource, type Rung } from "@/lib/core/experiments/rungs";
import type { DecisionDigest } from "@/lib/core/experiments/digest";
import { DIGEST_TIMELINE_ROWS, digestSections } from "./digest";
import { chartDrawing, chartPoints, type ChartVariant } from "@/lib/core/experiments/chart";
import { kinds, type ReportKind } from "@/lib/core/kinds";
import { factorLabel, factors } from "@/lib/core/report/factors";
import { gradeLine, scoreTag } from "@/lib/core/report/score";
import type { DeepPartial, ReportShapes } from "@/lib/core/report/schemas";
import { formatUsdCompact, formatUsdRange } from "@/lib/core/format";
import { inputKeys, isShare, type InputKey } from "@/lib/core/market/inputs";
import {
  describeMeasurement,
  describePassLine,
  type Measurement,
  type PassLine,
} from "@/lib/core/experiments/pass-line";
import {
  experimentReading,
  isClear,
  readingLabels,
  readingOf,
  readingWords,
  whyNotSettled,
} from "@/lib/core/experiments/reading";
import type { Decision, VerdictExperiment } from "@/lib/core/experiments/verdict";
import {
  competitorSourceLabels,
  experimentStatusLabels,
  factorBasisLabels,
  marketInputBasisShort,
  marketInputLabels,
  labelOf,
  verdictLabels,
} from "@/lib/core/labels";
import { conversationSection, type ExportedMessage } from "./conversation";
import type { Block, DocumentSection, ReportDocument } from "./document";

export type { Block, DocumentSection, ReportDocument } from "./document";

/** A report of any kind and version as the export reads it (a served report, or the app's copy of one). */
export type ExportedReport = (Exported<"pp"> | Exported<"ms"> | Exported<"iv">) & {
  created_at?: string;
  demo?: boolean;
};
/** A report as the export reads it: its kind's schema type, any field possibly missing (older or partial copies). */
type Exported<K extends ReportKind> = DeepPartial<ReportShapes[K]>;

export const DEMO_LINE =
  "Demo report: written offline by LaunchLens's demo model from the words of the idea. It shows the shape of a real report, not an analysis.";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const list = <T>(value: readonly (T | null | undefined)[] | undefined): T[] =>
  Array.isArray(value) ? value.filter((item): item is T => typeof item === "object" && item !== null) : [];
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);
const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const usd = (value: number) => `$${Math.round(value).toLocaleString("en-US")}`;
const score = (value: number) => `${value.toFixed(1)} / 10`;

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

function section(heading: string, blocks: (Block | null)[]): DocumentSection | null {
  const kept = blocks.filter((block): block is Block => {
    if (!block) return false;
    if (block.type === "paragraph" || block.type === "quote") return block.text.length > 0;
    if (block.type === "list") return block.items.length > 0;
    if (block.type === "table") return block.rows.length > 0;
    return true;
  });
  return kept.length > 0 ? { heading, blocks: kept } : null;
}

/** Quotes in quotation marks with their speaker after a dash, as the views show them in a caption (attributions run parallel). */
function attributed(quotes: unknown, attributions: unknown): string[] {
  const speakers = Array.isArray(attributions) ? attributions : [];
  const said = Array.isArray(quotes) ? quotes.map(text) : [];
  return said.flatMap((quote, index) => {
    const speaker = text(speakers[index]);
    return quote ? [`“${quote}”${speaker ? ` — ${speaker}` : ""}`] : [];
  });
}

const paragraph = (value: unknown): Block => ({ type: "paragraph", text: text(value) });

function painPointSections(report: Exported<"pp">): (DocumentSection | null)[] {
  const items = list(report.pain_points).map((item): Block => {
    const mentions = number(item.mentions);
    const label =
      item.basis === "evidence"
        ? `From your evidence${mentions ? ` · ${mentions} mention${mentions === 1 ? "" : "s"}` : ""}`
        : item.basis === "inference"
          ? "Inferred"
          : undefined;
    return {
      type: "item",
      title: text(item.pain_point),
      label,
      lines: [`Strategy: ${text(item.strategy)}`],
      quotes: attributed(item.quotes, item.attributions),
    };
  });
  const inferredNote =
    report.evidence_provided === false
      ? paragraph(
          "These pain points are inferred from the idea alone: no customer evidence was given. Paste reviews, posts or interview notes to see them quoted.",
        )
      : null;
  return [
    section("Idea Summary", [paragraph(report.idea_summary)]),
    section("Potential Market Gap", [paragraph(report.market_gap)]),
    section("Customer Pain Points", [inferredNote, ...items]),
  ];
}

function strategySections(report: Exported<"ms">): (DocumentSection | null)[] {
  const steps = (value: Exported<"ms">["tactics"]) =>
    list(value).map((step) => `${text(step.step)}: ${text(step.description)}`);
  return [
    section("Overview", [paragraph(report.overview)]),
    section("Target Audience", [paragraph(report.target_audience)]),
    section(
      "In your customers' words",
      attributed(report.customer_words, report.customer_words_attributions).map((quote): Block => ({
        type: "quote",
        text: quote,
      })),
    ),
    section("Objectives", [{ type: "list", items: strings(report.objectives) }]),
    section("Key Channels", [{ type: "list", items: strings(report.key_channels) }]),
    section("First experiment per channel", [
      {
        type: "table",
        headers: ["Channel", "Experiment", "Budget"],
        rows: list(report.channel_experiments).map((row) => [
          text(row.channel),
          text(row.experiment),
          usd(number(row.budget_usd) ?? 0),
        ]),
      },
    ]),
    section("Tactics", [{ type: "list", items: steps(report.tactics), ordered: true }]),
    section("Timeline", [{ type: "list", items: steps(report.timeline), ordered: true }]),
  ];
}

const shareFormat = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 2 });
const countFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const compactCount = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** One value of an input as the assumptions table shows it: a share as a percentage, a count, a price in dollars. */
function inputValue(key: InputKey, value: number | null): string {
  if (value === null) return "";
  if (isShare(key)) return shareFormat.format(value);
  const figure = value >= 1_000_000 ? compactCount.format(value) : countFormat.format(value);
  return key === "price_per_year_usd" ? `$${figure}` : figure;
}

type ExportedMarket = NonNullable<Exported<"iv">["market_size"]>;
type ExportedRange = ExportedMarket["tam"];

/** A figure as "$1.4M a year (range $800K–$2.1M)"; null when the figure is missing. */
function figureParts(range: ExportedRange): { base: string; range: string } | null {
  const [low, base, high] = [number(range?.low), number(range?.base), number(range?.high)];
  if (low === null || base === null || high === null) return null;
  return { base: `${formatUsdCompact(base)} a year`, range: formatUsdRange({ low, high }) };
}

/** The host of a web address, for a table cell (the whole address is in the section's sources). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

/**
 * The validation's market size (issue 27): the three totals, computed by code, then each segment's four inputs with
 * their ranges, basis and reason, what the code flags, and the sources the inputs cite. Older reports lack it.
 */
function marketSection(market: ExportedMarket | undefined): DocumentSection | null {
  if (!market) return null;
  const totals = (
    [
      ["TAM", market.tam, "Total addressable market: every potential customer paying the price for a year."],
      ["SAM", market.sam, "Serviceable available market: the part of TAM this product can reach at launch."],
      ["SOM", market.som, "Serviceable obtainable market: the part of SAM it could win in three years."],
    ] as const
  ).flatMap(([label, range, meaning]) => {
    const parts = figureParts(range);
    return parts ? [[label, parts.base, parts.range, meaning]] : [];
  });
  const segments = list(market.segments).map((segment): Block => {
    const figures = (["tam", "sam", "som"] as const).flatMap((key) => {
      const value = number(segment[key]?.base);
      return value === null ? [] : [`${key.toUpperCase()} ${formatUsdCompact(value)}`];
    });
    return {
      type: "table",
      title: text(segment.name) || "Segment",
      caption: figures.length > 0 ? `${figures.join(" · ")} a year` : undefined,
      headers: ["Input", "Low", "Base", "High", "Basis", "Reason"],
      rows: inputKeys.flatMap((key) => {
        const input = segment[key];
        if (!input) return [];
        const quote = text(input.quote);
        const attribution = text(input.attribution);
        const host = input.basis === "source" ? hostOf(text(input.source_url)) : "";
        const reason = [
          text(input.reason),
          quote ? `“${quote}”${attribution ? ` — ${attribution}` : ""}` : "",
          host ? `Source: ${host}` : "",
        ]
          .filter(Boolean)
          .join(" ");
        return [
          [
            marketInputLabels[key],
            inputValue(key, number(input.low)),
            inputValue(key, number(input.base)),
            inputValue(key, number(input.high)),
            labelOf(marketInputBasisShort, input.basis) ?? "",
            reason,
          ],
        ];
      }),
    };
  });
  const flags = list(market.flags)
    .map((flag) => text(flag.text))
    .filter(Boolean);
  const sources = list(market.sources)
    .filter((source) => text(source.url))
    .map((source) => (text(source.title) ? `${text(source.title)} — ${text(source.url)}` : text(source.url)));
  return section("Market size", [
    { type: "table", headers: ["Figure", "Base", "Low–high", "What it counts"], rows: totals },
    totals.length > 0
      ? paragraph(
          "Computed by LaunchLens from the assumptions below: TAM = customers × price a year; SAM = TAM × the share reachable at launch; SOM = SAM × the share obtainable in three years. Each low multiplies the inputs' lows and each high their highs.",
        )
      : null,
    ...segments,
    flags.length > 0 ? paragraph("Flagged by the code:") : null,
    { type: "list", items: flags },
    sources.length > 0 ? paragraph("Sources of the market inputs:") : null,
    { type: "list", items: sources },
  ]);
}

function validationSections(report: Exported<"iv">): (DocumentSection | null)[] {
  const scores = report.scores ?? {};
  const overall = number(report.overall_score);
  const range = report.overall_range;
  const bars = factors.flatMap((factor) => {
    const value = number(scores[factor.key]?.score);
    return value === null ? [] : [{ label: factorLabel(factor.key), score: value }];
  });
  const ranked = [...bars].sort((a, b) => b.score - a.score);
  const spread =
    range && typeof range.min === "number" && typeof range.max === "number" && range.max > range.min
      ? `range ${range.min.toFixed(1)}–${range.max.toFixed(1)} across ${number(report.score_samples) ?? "several"} scoring runs`
      : null;
  const overallLine: Block | null =
    overall === null
      ? null
      : {
          type: "scorecard",
          score: overall,
          tag: text(report.score_tag) || scoreTag(overall),
          line: `Overall: ${score(overall)} (${text(report.score_tag) || scoreTag(overall)})${spread ? `, ${spread}` : ""}.`,
          range: spread ? `${overall.toFixed(1)}, ${spread}.` : null,
          gradeLine: gradeLine(scoreTag(overall), ranked[0] ?? null, ranked.at(-1) ?? null),
          bars: ranked,
          caption: "Factor scores out of 10, highest first. Higher is better for the founder on every factor.",
        };
  const factorRows = factors
    .filter((factor) => scores[factor.key])
    .map((factor) => {
      const entry = scores[factor.key]!;
      const value = number(entry.score);
      const spread = number(entry.spread);
      const confidence = text(entry.confidence);
      return [
        factor.label,
        value === null
          ? ""
          : score(value) +
            (spread ? ` (spread ${spread.toFixed(1)}${entry.uncertain === true ? ", runs disagree" : ""})` : ""),
        [labelOf(factorBasisLabels, entry.basis) ?? "", confidence ? `${confidence} confidence` : ""]
          .filter(Boolean)
          .join(", "),
        text(entry.reason),
      ];
    });
  const factorQuotes = factors
    .map((factor) => ({
      label: factor.label,
      quote: text(scores[factor.key]?.quote),
      attribution: text(scores[factor.key]?.attribution),
    }))
    .filter((entry) => entry.quote)
    .map((entry): Block => ({
      type: "quote",
      text: `${entry.label}: “${entry.quote}”${entry.attribution ? ` — ${entry.attribution}` : ""}`,
    }));
  const money = report.monetization_report ?? {};
  type Lines = (typeof money)["income_streams"];
  const moneyRows = (value: Lines) =>
    list(value).map((line) => [text(line.name), `${usd(number(line.monthly_usd) ?? 0)}/mo`]);
  const moneyTotal = (value: Lines) => list(value).reduce((sum, line) => sum + (number(line.monthly_usd) ?? 0), 0);
  const [income, expenses] = [moneyTotal(money.income_streams), moneyTotal(money.key_expenses)];
  const hasMoney = list(money.income_streams).length > 0 || list(money.key_expenses).length > 0;
  const net = income - expenses;
  const sources = list(report.sources);
  return [
    section("Summary", [overallLine, paragraph(report.summary)]),
    section("Scores", [
      { type: "table", headers: ["Factor", "Score", "Basis", "Reason"], rows: factorRows },
      ...factorQuotes,
    ]),
    section(
      "Competitors and alternatives",
      list(report.competitors).map((item): Block => ({
        type: "item",
        title: text(item.name),
        label: labelOf(competitorSourceLabels, item.source),
        lines: [
          text(item.what_it_does),
          text(item.price) ? `Price: ${text(item.price)}` : "",
          `Opening: ${text(item.opening)}`,
        ].filter(Boolean),
        quotes: [],
      })),
    ),
    section("Sources from the web", [
      {
        type: "list",
        items: sources.map((source) =>
          text(source.title) ? `${text(source.title)} — ${text(source.url)}` : text(source.url),
        ),
      },
    ]),
    marketSection(report.market_size),
    section("Monetisation Report", [
      {
        type: "table",
        headers: ["Income stream", "Monthly"],
        rows: moneyRows(money.income_streams),
        foot: ["Total income", `${usd(income)}/mo`],
      },
      {
        type: "table",
        headers: ["Key expense", "Monthly"],
        rows: moneyRows(money.key_expenses),
        foot: ["Total expenses", `${usd(expenses)}/mo`],
      },
      hasMoney ? paragraph(`Income less expenses: ${net < 0 ? "−" : ""}${usd(Math.abs(net))}/mo.`) : null,
      paragraph(money.notes),
    ]),
    section("Strategic Insights", [{ type: "list", items: strings(report.strategic_insights) }]),
    section("Next steps: experiments before building", [
      {
        type: "list",
        ordered: true,
        items: list(report.next_steps).map(
          (step) =>
            `${text(step.action)} Cost ${usd(number(step.cost_usd) ?? 0)}, ${number(step.duration_days) ?? "?"} days. Decides: ${text(step.threshold)}`,
        ),
      },
    ]),
  ];
}

/** A recorded result as the export reads it (the API's `result` and `history` entries). */
export interface ExportedResult extends Measurement {
  notes: string | null;
  evidence: string | null;
  outcome: "passed" | "failed";
  /** The pass line it was decided against when it was recorded. */
  pass_line: PassLine;
  recorded_at: string;
  /** How it was obtained; absent on a copy from before the ladder (issue 47). */
  source?: ResultSource;
  rung?: Rung;
  shown?: string | null;
  /** On a shared idea, who typed it when not the reader (issue 49). */
  recorded_by?: string;
}

/** An experiment as the export reads it: the API's `Experiment` (lib/server/experiments/store.ts), or any copy of it. */
export interface ExportedExperiment extends PassLine {
  hypothesis: string;
  /** The factor it tests: the chart groups results by it. Absent on a copy from before the chart. */
  factor?: string | null;
  /** A price or headline test's variants, drawn under its point in the chart. */
  variants?: ChartVariant[];
  method: string | null;
  cost_usd: number;
  due_date: string;
  status: VerdictExperiment["status"];
  result: ExportedResult | null;
  /** The results the latest replaced, newest first. */
  history: ExportedResult[];
}

/** What `experiments=1` adds to an idea validation's export: the idea's verdict and its experiments. */
export interface IdeaExperiments {
  decision: Pick<Decision, "verdict" | "reasons">;
  experiments: ExportedExperiment[];
}

/** A calendar date (YYYY-MM-DD, or a timestamp) in words: "15 December 2026". */
function dayOf(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

const samePassLine = (a: PassLine, b: PassLine) => describePassLine(a) === describePassLine(b);

/**
 * "6 of 20 asked, failed, reported by you: said; recorded 25 November 2026.", naming the pass line it was decided against when that was not
 * the experiment's pass line now.
 */
function resultLine(result: ExportedResult, current: PassLine): string {
  const against = samePassLine(result.pass_line, current) ? "" : ` against ${describePassLine(result.pass_line)}`;
  const reading = readingWords[readingOf(result.pass_line, result)];
  const how = result.rung
    ? `, ${describeProvenance({
        source: result.source ?? "typed",
        rung: result.rung,
        shown: result.shown ?? null,
        recorded_by: result.recorded_by,
      })}`
    : "";
  return `${describeMeasurement(result.pass_line, result)}, ${reading}${against}${how}; recorded ${dayOf(result.recorded_at)}.`;
}

/**
 * How much of the experiments a document draws (the PDF: react-pdf takes tens of milliseconds a block on a worker
 * shared by every user, and an idea's 50 experiments at their fields' limits would run past the drawing's time limit).
 * Past each, a line says what was left out; the Markdown file has no limits.
 */
export interface ExperimentLimits {
  experiments: number;
  /** Characters of one result's evidence, in whole lines (a first line longer than this is cut). */
  evidenceChars: number;
  /** Earlier results listed under the latest. */
  history: number;
}

const more = (count: number, one: string, many: string) => (count === 1 ? `1 more ${one}` : `${count} more ${many}`);

/** The evidence's lines that fit in `budget` characters, and how many were left out. */
function evidenceWithin(lines: string[], budget: number): { kept: string[]; left: number } {
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length > budget) {
      if (kept.length === 0) kept.push(`${line.slice(0, budget).trimEnd()}…`);
      break;
    }
    kept.push(line);
    used += line.length;
  }
  return { kept, left: lines.length - kept.length };
}

function experimentBlocks(experiment: ExportedExperiment, limits: ExperimentLimits | null): Block[] {
  const passLine: PassLine = {
    metric: experiment.metric,
    comparator: experiment.comparator,
    target: experiment.target,
    unit: experiment.unit,
  };
  const { result, history } = experiment;
  const reading = experimentReading(experiment);
  const method = text(experiment.method);
  const notes = text(result?.notes);
  // The evidence is what people told the founder, pasted by the founder: quoted line by line, never reworded. It is
  // drawn outside the item, whose box never breaks across pages (evidence runs to 10,000 characters).
  const allEvidence = text(result?.evidence)
    .split(/\n+/)
    .map((quote) => quote.trim())
    .filter(Boolean);
  const { kept: evidence, left: evidenceLeft } = limits
    ? evidenceWithin(allEvidence, limits.evidenceChars)
    : { kept: allEvidence, left: 0 };
  const shownHistory = limits ? history.slice(0, limits.history) : history;
  const historyLeft = history.length - shownHistory.length;
  return [
    {
      type: "item",
      title: text(experiment.hypothesis),
      label: `Status: ${reading && !isClear(reading) ? readingLabels[reading] : (experimentStatusLabels[experiment.status] ?? experiment.status)}`,
      lines: [
        method ? `Method: ${method}` : "",
        `Cost: ${usd(experiment.cost_usd)} · Due: ${dayOf(experiment.due_date)}`,
        `Pass line: ${describePassLine(passLine)}`,
        result ? `Latest result: ${resultLine(result, passLine)}` : "No result recorded yet.",
        (result && whyNotSettled(result.pass_line, result)) || "",
        notes ? `Notes: ${notes}` : "",
      ].filter(Boolean),
      quotes: [],
    },
    ...(evidence.length > 0
      ? [
          paragraph("The evidence you recorded, in your own words:"),
          ...evidence.map((quote): Block => ({ type: "quote", text: quote })),
          ...(evidenceLeft > 0
            ? [paragraph(`…and ${more(evidenceLeft, "line", "lines")} of evidence, in the Markdown export.`)]
            : []),
        ]
      : []),
    ...(history.length > 0
      ? [
          paragraph(`It replaced ${history.length === 1 ? "an earlier result" : `${history.length} earlier results`}:`),
          {
            type: "list" as const,
            items: shownHistory.map((earlier) => {
              const earlierNotes = text(earlier.notes);
              return `${resultLine(earlier, passLine)}${earlierNotes ? ` Notes: ${earlierNotes}` : ""}`;
            }),
          },
          ...(historyLeft > 0
            ? [paragraph(`…and ${more(historyLeft, "earlier result", "earlier results")}, in the Markdown export.`)]
            : []),
        ]
      : []),
  ];
}

/** The section `experiments=1` adds after an idea validation: the idea's verdict with its reasons, then each experiment. */
function experimentsSection(
  { decision, experiments }: IdeaExperiments,
  limits: ExperimentLimits | null,
): DocumentSection {
  const shown = limits ? experiments.slice(0, limits.experiments) : experiments;
  const left = experiments.length - shown.length;
  const drawing = chartDrawing(
    chartPoints(
      shown.map((experiment, index) => ({ ...experiment, id: String(index), factor: experiment.factor ?? null })),
      (id) => shown[Number(id)]?.variants ?? [],
    ),
  );
  return section("Experiments", [
    paragraph(`The idea's verdict: ${verdictLabels[decision.verdict]}.`),
    { type: "list", items: decision.reasons.map((reason) => reason.text) },
    drawing ? { type: "chart", drawing } : null,
    ...shown.flatMap((experiment) => experimentBlocks(experiment, limits)),
    left > 0
      ? paragraph(`${more(left, "experiment, due later, is", "experiments, due later, are")} in the Markdown export.`)
      : null,
  ])!;
}

// The export is given a served report (readReport(): its kind's current shape) or the app's copy of one: its kind's
// report, read here through the schema's type so that a renamed field fails to compile.
const builders: Record<ReportKind, (report: ExportedReport) => (DocumentSection | null)[]> = {
  pp: (report) => painPointSections(report),
  ms: (report) => strategySections(report),
  iv: (report) => validationSections(report),
};

/**
 * What an export may add to the report: an idea validation's experiments (other kinds have none to add), and the
 * report's conversation.
 */
export interface ExportExtras {
  experiments?: IdeaExperiments;
  /** How much of the experiments to draw (the PDF's); none, all of them. */
  limits?: ExperimentLimits;
  conversation?: readonly ExportedMessage[];
  /** How many of the conversation's messages to draw (the PDF's); none, all of them. */
  conversationLimit?: number;
  /** Only the decision's digest, on one page (an idea validation's `digest=1`): the report's sections left out. */
  digest?: DecisionDigest;
}

export function reportDocument(kind: ReportKind, report: ExportedReport, extras: ExportExtras = {}): ReportDocument {
  const created = text(report.created_at);
  const added = [
    kind === "iv" && extras.experiments ? experimentsSection(extras.experiments, extras.limits ?? null) : null,
    extras.conversation ? conversationSection(extras.conversation, extras.conversationLimit ?? null) : null,
  ];
  const digest = kind === "iv" ? extras.digest : undefined;
  return {
    title:
      text(report.title) ||
      ("idea_summary" in report ? text(report.idea_summary).slice(0, 80) : "") ||
      "Untitled report",
    kindName: digest ? "Decision digest" : kinds[kind].label,
    date: created && !Number.isNaN(Date.parse(created)) ? dateFormat.format(new Date(created)) : null,
    demo: report.demo === true,
    sections: digest
      ? // The PDF (which passes limits) holds one page; the Markdown file lists every result.
        digestSections(digest, extras.limits ? DIGEST_TIMELINE_ROWS : Number.POSITIVE_INFINITY)
      : [...builders[kind](report), ...added].filter((entry): entry is DocumentSection => entry !== null),
  };
}
