import { z } from "zod";
import { factorKeys } from "@/lib/core/report/factors";
import { singleLineText } from "@/lib/core/text";
import type { LiveFigure } from "@/lib/core/measured/live-figure";
import type { VariantsFigure } from "@/lib/core/measured/variant-figure";
import { PITCH_CTAS } from "@/lib/core/measured/pitch/cta";
import type { QuestionTally, SurveyAnswer } from "@/lib/core/measured/survey/answers";
import { lineProblem, type SurveyLine, type SurveyReading } from "@/lib/core/measured/survey/pass-line";
import { pitchQuestionsSchema, surveyLineSchema } from "./survey";
import { VARIANT_KINDS } from "@/lib/core/measured/variants";

/** Pitch pages (docs/API.md, "Pitch pages"): what the calls take and answer. Every field is plain text. */

export { ctaWords, PITCH_CTAS, type PitchCta } from "@/lib/core/measured/pitch/cta";

const line = (what: string, max: number, min = 1) =>
  singleLineText({ error: `${what} must be text.` })
    .trim()
    .min(min, `Give the page ${what.toLowerCase()}.`)
    .max(max, `Keep ${what.toLowerCase()} under ${max} characters.`);

/** The founder's one optional link: http(s) only, no credentials. */
const link = singleLineText({ error: "The link must be text." })
  .trim()
  .max(300, "Keep the link under 300 characters.")
  .refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "The link must be a web address starting with http:// or https://.")
  .nullish()
  .transform((value) => value || null);

/** Two or three prices, or headlines, each shown to a share of the visitors (issue 47). */
const pitchVariantsSchema = z
  .strictObject(
    {
      kind: z.enum(VARIANT_KINDS, { error: "variants.kind must be price or headline." }),
      texts: z
        .array(line("A variant", 90), { error: "variants.texts must be a list." })
        .min(2, "Give two or three variants to compare.")
        .max(3, "Three variants at most."),
    },
    { error: "variants must be an object with the kind and the texts." },
  )
  .refine((variants) => variants.kind !== "price" || variants.texts.every((text) => text.length <= 60), {
    message: "Keep a price under 60 characters.",
    path: ["texts"],
  })
  .refine((variants) => new Set(variants.texts.map((text) => text.toLowerCase())).size === variants.texts.length, {
    message: "Each variant must say something different.",
    path: ["texts"],
  });

export const pitchFieldsSchema = z.strictObject(
  {
    headline: line("A headline", 90),
    subheading: line("A subheading", 200),
    benefits: z.array(line("A benefit", 120), { error: "benefits must be a list." }).max(3, "Three benefits at most."),
    price: line("A price", 60)
      .nullish()
      .transform((value) => value || null),
    cta: z.enum(PITCH_CTAS, { error: "cta must be waitlist or early_access." }),
    collector: line("The name collecting the addresses", 80),
    link,
    /** Asked with the sign-up, each answer optional; a page saved before pages could ask has none. */
    questions: pitchQuestionsSchema.default([]),
    /** Prices or headlines compared on the page; null (or absent) for a page that shows one of each. */
    variants: pitchVariantsSchema.nullish().transform((value) => value ?? null),
  },
  { error: "Send the page's fields as a JSON object." },
);
export type PitchFieldsInput = z.output<typeof pitchFieldsSchema>;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const passLine = {
  target_percent: z
    .number({ error: "target_percent must be a number." })
    .gt(0, "target_percent must be more than 0.")
    .max(100, "target_percent is a percentage, 100 at most."),
  min_visitors: z
    .number({ error: "min_visitors must be a whole number." })
    .int("min_visitors must be a whole number.")
    .min(10, "min_visitors must be at least 10.")
    .max(100_000, "min_visitors must be at most 100,000."),
  due_date: z
    .string({ error: "due_date must be a date (YYYY-MM-DD)." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "due_date must be a date (YYYY-MM-DD).")
    .refine(isCalendarDate, "due_date is not a real date."),
};

export const createPitchBody = z
  .strictObject(
    {
      idea_id: z.uuid({ error: "idea_id is not a valid idea id." }),
      fields: pitchFieldsSchema,
      /** An experiment of the idea (its step already tracked) the page measures: its pass line and due date are the page's. */
      experiment_id: z.uuid({ error: "experiment_id is not a valid experiment id." }).optional(),
      target_percent: passLine.target_percent.optional(),
      min_visitors: passLine.min_visitors.default(100),
      due_date: passLine.due_date.optional(),
      factor: z.enum(factorKeys, { error: "factor must be one of the validation's factors." }).nullish(),
      from_report_id: z.uuid({ error: "from_report_id is not a valid report id." }).optional(),
      from_item: z
        .string()
        .regex(
          /^(next_steps|channel_experiments)\/\d{1,2}$/,
          "from_item must be next_steps/N or channel_experiments/N.",
        )
        .optional(),
      indexable: z.boolean({ error: "indexable must be true or false." }).default(false),
      /** A pass line on one of its questions, judged into its own experiment (issue 46). */
      question_line: z
        .strictObject(
          {
            line: surveyLineSchema,
            min_responses: z
              .number({ error: "question_line.min_responses must be a whole number." })
              .int("question_line.min_responses must be a whole number.")
              .min(5, "question_line.min_responses must be at least 5.")
              .max(10_000, "question_line.min_responses must be at most 10,000.")
              .default(15),
            factor: z.enum(factorKeys, { error: "factor must be one of the validation's factors." }).nullish(),
          },
          { error: "question_line must be an object with the line." },
        )
        .optional(),
    },
    { error: "Send a new pitch page as a JSON object." },
  )
  .superRefine((body, ctx) => {
    const problem = body.question_line ? lineProblem(body.question_line.line, body.fields.questions) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["question_line"] });
  })
  .refine((body) => body.experiment_id || body.target_percent !== undefined, {
    message: "target_percent must be a number.",
    path: ["target_percent"],
  })
  .refine((body) => body.experiment_id || body.due_date !== undefined, {
    message: "due_date must be a date (YYYY-MM-DD).",
    path: ["due_date"],
  });

export const patchPitchBody = z
  .strictObject(
    {
      fields: pitchFieldsSchema.optional(),
      status: z.enum(["live", "paused"], { error: "status can be live or paused." }).optional(),
      indexable: z.boolean({ error: "indexable must be true or false." }).optional(),
      min_visitors: passLine.min_visitors.optional(),
    },
    { error: "Send a pitch page's change as a JSON object." },
  )
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change.");

export const draftQuery = z.strictObject({
  idea_id: z.uuid({ error: "idea_id is not a valid idea id." }),
  /** The validation and its next step the page tests ("Test with a pitch page"): its price is the page's. */
  from_report_id: z.uuid({ error: "from_report_id is not a valid report id." }).optional(),
  from_item: z
    .string()
    .regex(/^next_steps\/\d{1,2}$/, "from_item must be next_steps/N.")
    .optional(),
});

/** `GET /api/data/pitch-pages`: the idea whose pages are listed. */
export const pitchPagesQuery = z.strictObject({ idea_id: z.uuid({ error: "idea_id is not a valid idea id." }) });

/** `GET …/signups`: the list as JSON, or the CSV download. */
export const signupsQuery = z.strictObject({ format: z.enum(["json", "csv"]).default("json") });

/** An answer's field as the page's form posts it; over 2,000 characters it is no answer the form could send. */
const answerField = z.string().max(2_000).optional();

/**
 * `POST /api/p/{slug}/signup`: the public page's form (a form post or JSON), with `q0`…`q2` and `q0_other`…`q2_other`
 * when the page asks questions (read by answersFromForm against them). Its errors are not shown as such: the handler
 * answers any failure with the page's own notice ("That e-mail address does not look right").
 */
export const signupForm = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: "invalid" })),
  website: z.string().max(200).optional(),
  t: z.string().max(64).optional(),
  s: z.string().max(200).optional(),
  "cf-turnstile-response": z.string().optional(),
  q0: answerField,
  q1: answerField,
  q2: answerField,
  q0_other: answerField,
  q1_other: answerField,
  q2_other: answerField,
});

export interface ServedPitchPage {
  id: string;
  idea_id: string;
  experiment_id: string;
  slug: string;
  url: string;
  fields: PitchFieldsInput;
  status: "draft" | "live" | "paused";
  indexable: boolean;
  min_visitors: number;
  figure: LiveFigure;
  /**
   * Each variant's rate and interval, the counts of words no longer shown, and what code can tell (issue 47); null on a
   * page that compares none. `min_visitors` applies to each variant.
   */
  variants: VariantsFigure | null;
  /** With questions and variants: each variant's tally of its counted sign-ups' answers (else empty). */
  variant_tallies: { text: string; tallies: QuestionTally[] }[];
  /** Unique visitor-days and counted sign-ups per source, most visitors first. */
  sources: { source: string; visitors: number; signups: number }[];
  /** Every address on the page's list: the figure counts one per counted visitor, the list keeps them all. */
  listed_signups: number;
  /** Each question's tally over the counted sign-ups' answers (as a survey's `tallies`). */
  question_tallies: QuestionTally[];
  /** A pass line on one of its questions, its experiment, where it stands, what it measured; null without one. */
  question_line: { line: SurveyLine; min_responses: number } | null;
  question_experiment_id: string | null;
  question_reading: SurveyReading | null;
  question_measured: string | null;
  question_judged_at: string | null;
  judged_at: string | null;
  created_at: string;
}

export interface PitchPageList {
  data: ServedPitchPage[];
}

export interface PitchSignupRow {
  id: string;
  email: string;
  source: string;
  consent: string;
  /** One per question of the page, in order, null where left; empty when none was answered. */
  answers: (SurveyAnswer | null)[];
  created_at: string;
}

export interface PitchSignupList {
  data: PitchSignupRow[];
}
