import { recordOf } from "@/lib/core/objects";
import { REPORT_SCHEMA_VERSION } from "./version";
import { z } from "zod";
import { isStorableText, plainText, singleLineText, CONTROL_CHARACTER_MESSAGE } from "@/lib/core/text";
import { comparators } from "@/lib/core/experiments/pass-line";
import { marketSizeOutput, marketSizeReport } from "@/lib/core/market/schemas";
import { factorKeys } from "./factors";
import { scoreTags } from "./score";
import type { EveryKind } from "@/lib/core/kinds/kind";

/**
 * The three report shapes: the single source for generation (what the model must return),
 * the API, saving and the UI. The `*Output` schemas are what the model writes; the `*Report` schemas add what the
 * code computes or stores.
 */

const text = (max = 2_000) => plainText().trim().min(1).max(max);
/** A title: one line (line breaks become spaces, other controls are refused). */
const title = (max: number) => singleLineText().trim().min(1).max(max);
const step = z.object({ step: text(200), description: text() });
/** A step as the model writes it: shorter than a stored one may be, so the strategy's largest answer fits its budget. */
const writtenStep = z.object({ step: text(200), description: text(600) });
const moneyLine = z.object({ name: text(200), monthly_usd: z.number().min(0).max(100_000_000) });
const usd = z.number().min(0).max(10_000_000);

export const evidenceBases = ["evidence", "inference"] as const;
export const factorBases = ["evidence", "inference", "assumption"] as const;
export const confidenceLevels = ["low", "medium", "high"] as const;
export const competitorSources = ["evidence", "model", "web"] as const;

const painPoint = z.object({
  pain_point: text(400),
  strategy: text(600),
  /** Verbatim excerpts of the founder's evidence; the code keeps only those it finds there. */
  quotes: z.array(text(600)).max(3),
  /** Distinct evidence passages that support it; 0 without evidence. */
  mentions: z.number().int().min(0).max(10_000),
  basis: z.enum(evidenceBases),
});

const factorScore = z.object({
  score: z.number().min(0).max(10),
  reason: text(600),
  basis: z.enum(factorBases),
  confidence: z.enum(confidenceLevels),
  confidence_reason: text(300),
  quote: text(600).nullable(),
});
const factorScores = <T extends z.ZodType>(schema: T) => z.object(recordOf(factorKeys, () => schema));

const competitor = z.object({
  name: text(120),
  what_it_does: text(400),
  price: text(120).nullable(),
  opening: text(400),
  source: z.enum(["evidence", "model"]),
});
/** With web search, a competitor may name the page it was found on; the code keeps only the provider's own sources. */
const searchedCompetitor = competitor.extend({
  source: z.enum(competitorSources),
  source_url: plainText().max(500).nullable(),
});
/** A page the provider's web search returned (a source part), never a URL the model wrote. */
const webSource = z.object({
  url: z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .refine(isStorableText, { message: CONTROL_CHARACTER_MESSAGE, abort: true }),
  title: plainText().max(300).optional(),
});
/**
 * Who said a quote, as the evidence names them after it (`"…" - owner, Bean There, Leeds`): taken from the evidence by
 * the code (lib/core/report/evidence.ts), never from the model, and shown beside the quote.
 */
const attribution = text(200);
/** One attribution per quote, in the same order (null where the evidence names nobody); left out when none has one. */
const attributions = (max: number) => z.array(attribution.nullable()).max(max).optional();

/** A pass line as data: what is measured, `>=` or `<=`, the target and its unit ("%" for a share). */
export const passLineSchema = z.object({
  metric: text(120),
  comparator: z.enum(comparators),
  target: z.number().min(0).max(1_000_000_000),
  unit: plainText().trim().max(60),
});

const nextStep = z.object({
  action: text(500),
  cost_usd: usd,
  duration_days: z.number().int().min(1).max(365),
  threshold: text(300),
  /** The factor this step tests, so its result can move the idea's verdict (lib/core/experiments/verdict.ts). */
  factor: z.enum(factorKeys),
  pass_line: passLineSchema,
});

const channelExperiment = z.object({ channel: text(200), experiment: text(500), budget_usd: usd });

/** What the model must write: every field required, as structured output wants. */
export const painPointOutput = z.object({
  title: title(120),
  idea_summary: text(800),
  market_gap: text(1_500),
  pain_points: z.array(painPoint).min(3).max(6),
});

export const strategyOutput = z.object({
  title: title(120),
  overview: text(1_500),
  target_audience: text(1_000),
  /** The customers' own words, verified against the evidence like pain-point quotes. */
  customer_words: z.array(text(600)).max(5),
  objectives: z.array(text(300)).min(2).max(6),
  key_channels: z.array(text(200)).min(2).max(8),
  channel_experiments: z.array(channelExperiment).min(1).max(6),
  tactics: z.array(writtenStep).min(3).max(6),
  timeline: z.array(writtenStep).min(3).max(6),
});

export const validationOutput = z.object({
  title: title(120),
  summary: text(1_500),
  scores: factorScores(factorScore),
  monetization_report: z.object({
    income_streams: z.array(moneyLine).min(1).max(6),
    key_expenses: z.array(moneyLine).min(1).max(6),
    notes: text(1_500),
  }),
  strategic_insights: z.array(text(400)).min(3).max(6),
  competitors: z.array(competitor).min(2).max(5),
  next_steps: z.array(nextStep).min(3).max(5),
  /** The inputs of TAM, SAM and SOM; the code computes the figures (lib/core/market/size.ts). */
  market_size: marketSizeOutput,
});

/** The idea validation when the model may search the web (AI_WEB_SEARCH): competitors may cite a found page. */
export const validationWithSearchOutput = validationOutput.extend({
  competitors: z.array(searchedCompetitor).min(2).max(5),
});

/** What a stored report may hold: reports saved before version 2 lack the fields it added. */
const storedPainPoints = painPointOutput.extend({
  pain_points: z
    .array(painPoint.partial({ quotes: true, mentions: true, basis: true }).extend({ attributions: attributions(3) }))
    .min(3)
    .max(8),
});
const storedStrategy = strategyOutput
  .extend({
    channel_experiments: z.array(channelExperiment).min(1).max(8),
    tactics: z.array(step).min(3).max(8),
    timeline: z.array(step).min(3).max(8),
  })
  .partial({ customer_words: true, channel_experiments: true })
  .extend({ customer_words_attributions: attributions(5) });
/** What the code adds to a factor when the scores come from several runs (lib/ai/score-samples.ts). */
const sampledFactor = {
  samples: z.array(z.number().min(0).max(10)).min(1).max(7).optional(),
  spread: z.number().min(0).max(10).optional(),
  uncertain: z.boolean().optional(),
};
const storedValidation = validationOutput
  .extend({
    monetization_report: z.object({
      income_streams: z.array(moneyLine).min(1).max(6),
      key_expenses: z.array(moneyLine).min(1).max(8),
      notes: text(1_500),
    }),
    strategic_insights: z.array(text(400)).min(3).max(8),
    scores: factorScores(
      factorScore.partial({ basis: true, confidence: true, confidence_reason: true, quote: true }).extend({
        ...sampledFactor,
        attribution: attribution.nullable().optional(),
        /** "founder": a score the founder set by accepting a proposed rescore ("Ask the report"). */
        basis: z.enum([...factorBases, "founder"]).optional(),
      }),
    ),
    competitors: z
      .array(searchedCompetitor.extend({ source_url: plainText().max(2_000).nullable() }).partial({ source_url: true }))
      .min(2)
      .max(6),
    sources: z.array(webSource).max(30).optional(),
    /** Signs `sources` (lib/ai/web-sources.ts): a saved report keeps only the sources its generation returned. */
    sources_signature: plainText().max(128).optional(),
    score_samples: z.number().int().min(1).max(7).optional(),
    overall_range: z.object({ min: z.number().min(0).max(10), max: z.number().min(0).max(10) }).optional(),
    market_size: marketSizeReport,
  })
  .extend({
    next_steps: z
      .array(nextStep.partial({ factor: true, pass_line: true }))
      .min(3)
      .max(5),
  })
  .partial({ competitors: true, next_steps: true, market_size: true });

/** Stored and served with every report: its id and date once saved, whether the demo model wrote it, and what it used. */
const meta = {
  id: z.string().optional(),
  created_at: z.string().optional(),
  demo: z.boolean().optional(),
  schema_version: z.number().int().min(1).max(REPORT_SCHEMA_VERSION).optional(),
  /** Whether the founder gave customer evidence for it (when false, every pain point is inferred). */
  evidence_provided: z.boolean().optional(),
  /** Signs the report as this server made it (lib/server/reports/integrity.ts): a client's copy keeps its demo flag and sampled scores only with it. */
  provenance: plainText().max(128).optional(),
};

/** What saving accepts and keeps: any version's report, without the fields storage adds (id, date). */
const contentMeta = {
  schema_version: meta.schema_version,
  evidence_provided: meta.evidence_provided,
  provenance: meta.provenance,
};
export const painPointContent = storedPainPoints.extend(contentMeta);
export const strategyContent = storedStrategy.extend(contentMeta);
export const validationContent = storedValidation.extend(contentMeta);

export const painPointReport = storedPainPoints.extend(meta);
export const strategyReport = storedStrategy.extend(meta);
export const validationReport = storedValidation.extend({
  overall_score: z.number().min(0).max(10),
  score_tag: z.enum(scoreTags),
  ...meta,
});

export type PainPointReport = z.infer<typeof painPointReport>;
export type StrategyReport = z.infer<typeof strategyReport>;
export type ValidationReport = z.infer<typeof validationReport>;
export type PainPointOutput = z.infer<typeof painPointOutput>;
export type StrategyOutput = z.infer<typeof strategyOutput>;
export type ValidationOutput = z.infer<typeof validationOutput>;
export type ValidationWithSearchOutput = z.infer<typeof validationWithSearchOutput>;
export type WebSource = z.infer<typeof webSource>;

/** The fields every kind's report has (a title, the schema version, …). */
type CommonReport = Pick<PainPointReport, keyof PainPointReport & keyof StrategyReport & keyof ValidationReport>;

/**
 * The report of each kind, by its database kind: what the views, the export and the share page are given. A kind
 * without its shape yet has the fields every kind has: the missing entry is the error it makes here, and each choice by
 * kind (a view, a check) is the error it makes there.
 */
export type ReportShapes = EveryKind<
  {
    pp: PainPointReport;
    ms: StrategyReport;
    iv: ValidationReport;
  },
  CommonReport
>;

/** What storage adds to a report it serves (docs/API.md, "The stored report"). */
export type StoredFields = {
  id: string;
  created_at: string;
  schema_version: number;
  idea_id: string;
  /** The idea's text this version was run with. */
  prompt: string;
  version: number;
  saved: boolean;
  shared: boolean;
  /** Only what the founder wrote. */
  evidence?: string;
  /** A re-validation's recorded results as the model read them after the founder's evidence (never theirs). */
  results_evidence?: string;
  demo?: true;
};

/** A report read from the database, upgraded to the current shape (lib/server/reports/store.ts, `served`); `kind` tells which. */
export type StoredReport<K extends keyof ReportShapes = keyof ReportShapes> = {
  [P in K]: Omit<ReportShapes[P], keyof StoredFields> & StoredFields & { kind: P };
}[K];

/**
 * A report while it streams in: any field, and any part of a field, may not have arrived yet. The views take this, so
 * one component draws both the partial report and the finished one (a complete report is one of these), and a field
 * renamed in a schema above still fails to type-check wherever a view reads it.
 */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A report of any kind, whole or still streaming in, with the kind that says which view draws it. */
export type ViewedReport<K extends keyof ReportShapes = keyof ReportShapes> = {
  [P in K]: DeepPartial<ReportShapes[P]> & { kind: P };
}[K];

/**
 * A report as the browser holds it (a tool page's, a report page's): whole or still streaming in, with storage's fields
 * once the server kept it (history off: without them).
 */
export type HeldReport<K extends keyof ReportShapes = keyof ReportShapes> = {
  [P in K]: ViewedReport<P> & Partial<StoredFields>;
}[K];
