import { z } from "zod";
import { factorKeys } from "@/lib/core/report/factors";
import type { QuestionTally, SurveyAnswer } from "@/lib/core/measured/survey/answers";
import { SURVEY_QUESTIONS } from "@/lib/core/measured/survey/draft";
import type { SurveyFields } from "@/lib/core/measured/survey/fields";
import { lineProblem, MIN_RESPONSES, type SurveyLine, type SurveyReading } from "@/lib/core/measured/survey/pass-line";
import {
  CHOICE_OPTIONS,
  OPTION_MAX,
  PITCH_QUESTIONS_MAX,
  QUESTION_MAX,
  SCALE_LABEL_MAX,
  SCALES,
  type QuestionFlag,
  type SurveyQuestion,
} from "@/lib/core/measured/survey/questions";
import { singleLineText } from "@/lib/core/text";

/** Surveys and the questions on a pitch page (issue 46): what the founder's edits and the model's drafts must be. */

export { PITCH_QUESTIONS_MAX };

const questionText = singleLineText({ error: "A question must be text." })
  .trim()
  .min(1, "Write the question.")
  .max(QUESTION_MAX, `Keep a question under ${QUESTION_MAX} characters.`);
const option = singleLineText({ error: "An option must be text." })
  .trim()
  .min(1, "An option cannot be empty.")
  .max(OPTION_MAX, `Keep an option under ${OPTION_MAX} characters.`);
const scaleLabel = singleLineText({ error: "A scale's end must be text." })
  .trim()
  .min(1, "Name both ends of the scale.")
  .max(SCALE_LABEL_MAX, `Keep a scale's end under ${SCALE_LABEL_MAX} characters.`);

/** One question as the founder saves it. */
export const surveyQuestionSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("choice"),
      text: questionText,
      options: z
        .array(option)
        .min(CHOICE_OPTIONS.min, `A choice needs at least ${CHOICE_OPTIONS.min} options.`)
        .max(CHOICE_OPTIONS.max, `A choice has at most ${CHOICE_OPTIONS.max} options.`),
      other: z.boolean({ error: "other must be true or false." }),
    }),
    z.strictObject({
      kind: z.literal("scale"),
      text: questionText,
      scale: z.enum(SCALES, { error: "scale must be 1-5 or 0-10." }),
      low: scaleLabel,
      high: scaleLabel,
    }),
    z.strictObject({ kind: z.literal("text"), text: questionText }),
  ],
  { error: "kind must be choice, scale or text." },
) satisfies z.ZodType<SurveyQuestion>;

/** A problem survey's questions. */
export const surveyQuestionsSchema = z
  .array(surveyQuestionSchema)
  .min(1, "Ask at least one question.")
  .max(SURVEY_QUESTIONS.max, `A survey asks at most ${SURVEY_QUESTIONS.max} questions.`);

/** A pitch page's questions, answered with the sign-up. */
export const pitchQuestionsSchema = z
  .array(surveyQuestionSchema)
  .max(PITCH_QUESTIONS_MAX, `A pitch page asks at most ${PITCH_QUESTIONS_MAX} questions.`);

/**
 * What the model writes when it drafts a problem survey: every field present (OpenAI's strict subset has no optional
 * fields or unions of objects), so a question's unused fields are empty. draftedQuestion() reads one back.
 */
export const surveyDraftOutput = z.object({
  heading: z.string().max(120).describe("The survey's heading: it names the problem, never the idea or a product."),
  questions: z
    .array(
      z.object({
        kind: z.enum(["choice", "scale", "text"]),
        text: z.string().max(QUESTION_MAX).describe("About what the person did and what it cost, never the future."),
        options: z
          .array(z.string().max(OPTION_MAX))
          .max(CHOICE_OPTIONS.max)
          .describe("A choice's options; else empty."),
        scale: z.enum(SCALES).describe("A scale's range; any value for other kinds."),
        low: z.string().max(SCALE_LABEL_MAX).describe("A scale's lowest end; else empty."),
        high: z.string().max(SCALE_LABEL_MAX).describe("A scale's highest end; else empty."),
      }),
    )
    .min(SURVEY_QUESTIONS.min)
    .max(SURVEY_QUESTIONS.max),
});
export type SurveyDraftOutput = z.infer<typeof surveyDraftOutput>;

/** A drafted question as the editor holds it, or null when it is not one (a choice without two options, a blank). */
export function draftedQuestion(drafted: SurveyDraftOutput["questions"][number]): SurveyQuestion | null {
  const question: SurveyQuestion =
    drafted.kind === "choice"
      ? { kind: "choice", text: drafted.text, options: drafted.options, other: true }
      : drafted.kind === "scale"
        ? { kind: "scale", text: drafted.text, scale: drafted.scale, low: drafted.low, high: drafted.high }
        : { kind: "text", text: drafted.text };
  const parsed = surveyQuestionSchema.safeParse(question);
  return parsed.success ? parsed.data : null;
}

const heading = singleLineText({ error: "The heading must be text." })
  .trim()
  .min(1, "Give the survey a heading that names the problem.")
  .max(120, "Keep the heading under 120 characters.");
const intro = singleLineText({ error: "The introduction must be text." })
  .trim()
  .max(300, "Keep the introduction under 300 characters.");
const collector = singleLineText({ error: "The name collecting the answers must be text." })
  .trim()
  .min(1, "Name who collects the answers.")
  .max(80, "Keep the name collecting the answers under 80 characters.");

export const surveyFieldsSchema = z.strictObject(
  {
    heading,
    intro: intro.default(""),
    questions: surveyQuestionsSchema,
    collector,
    ask_email: z.boolean({ error: "ask_email must be true or false." }).default(true),
  },
  { error: "Send the survey's fields as a JSON object." },
) satisfies z.ZodType<SurveyFields, unknown>;
export type SurveyFieldsInput = z.output<typeof surveyFieldsSchema>;

const questionIndex = z
  .number({ error: "question must be a question's number, from 0." })
  .int("question must be a whole number.")
  .min(0, "question must be a question's number, from 0.")
  .max(SURVEY_QUESTIONS.max - 1, "question must be a question's number, from 0.");
const optionIndex = z.union(
  [
    z
      .number()
      .int()
      .min(0)
      .max(CHOICE_OPTIONS.max - 1),
    z.literal("other"),
  ],
  { error: "option must be an option's number, from 0, or other." },
);
const comparator = z.enum([">=", "<="], { error: "comparator must be >= or <=." });

/** A question's pass line (lib/core/measured/survey/pass-line.ts); lineProblem() checks it against the questions. */
export const surveyLineSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("share"),
      question: questionIndex,
      option: optionIndex,
      comparator,
      target: z
        .number({ error: "target must be a percentage." })
        .gt(0, "target must be more than 0.")
        .max(100, "target is a percentage, 100 at most."),
    }),
    z.strictObject({
      kind: z.literal("median"),
      question: questionIndex,
      comparator,
      target: z.number({ error: "target must be a point of the scale." }).int("target must be a point of the scale."),
    }),
    z.strictObject({
      kind: z.literal("count"),
      question: questionIndex,
      option: optionIndex,
      target: z
        .number({ error: "target must be a whole number." })
        .int("target must be a whole number.")
        .min(1, "target must be at least 1.")
        .max(100_000, "target must be at most 100,000."),
    }),
  ],
  { error: "line.kind must be share, median or count." },
) satisfies z.ZodType<SurveyLine>;

const dueDate = z
  .string({ error: "due_date must be a date (YYYY-MM-DD)." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "due_date must be a date (YYYY-MM-DD).")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "due_date is not a real date.");
const minResponses = z
  .number({ error: "min_responses must be a whole number." })
  .int("min_responses must be a whole number.")
  .min(5, "min_responses must be at least 5.")
  .max(10_000, "min_responses must be at most 10,000.");

/** A line fits its questions: the question is there and of the line's kind, the option is one of its options. */
const lineFits = (
  body: { fields?: { questions: SurveyQuestion[] }; line?: SurveyLine | null },
  ctx: z.RefinementCtx,
) => {
  if (!body.line || !body.fields) return;
  const problem = lineProblem(body.line, body.fields.questions);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["line"] });
};

export const createSurveyBody = z
  .strictObject(
    {
      idea_id: z.uuid({ error: "idea_id is not a valid idea id." }),
      fields: surveyFieldsSchema,
      /** A question's pass line, judged into a new experiment of the idea; without one the survey only collects. */
      line: surveyLineSchema.optional(),
      due_date: dueDate.optional(),
      min_responses: minResponses.default(MIN_RESPONSES),
      factor: z.enum(factorKeys, { error: "factor must be one of the validation's factors." }).nullish(),
      from_report_id: z.uuid({ error: "from_report_id is not a valid report id." }).optional(),
      from_item: z
        .string()
        .regex(/^next_steps\/\d{1,2}$/, "from_item must be next_steps/N.")
        .optional(),
      indexable: z.boolean({ error: "indexable must be true or false." }).default(false),
    },
    { error: "Send a new survey as a JSON object." },
  )
  .superRefine(lineFits)
  .refine((body) => !body.line || body.due_date !== undefined, {
    message: "A pass line needs a due date: due_date must be a date (YYYY-MM-DD).",
    path: ["due_date"],
  });

export const patchSurveyBody = z
  .strictObject(
    {
      fields: surveyFieldsSchema.optional(),
      status: z.enum(["live", "paused"], { error: "status can be live or paused." }).optional(),
      indexable: z.boolean({ error: "indexable must be true or false." }).optional(),
      min_responses: minResponses.optional(),
    },
    { error: "Send a survey's change as a JSON object." },
  )
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change.");

/** `GET /api/data/surveys`: the idea whose surveys are listed. */
export const surveysQuery = z.strictObject({ idea_id: z.uuid({ error: "idea_id is not a valid idea id." }) });

/** `GET /api/data/surveys/draft`: the idea whose pain points the draft asks about. */
export const surveyDraftQuery = z.strictObject({
  idea_id: z.uuid({ error: "idea_id is not a valid idea id." }),
  from_report_id: z.uuid({ error: "from_report_id is not a valid report id." }).optional(),
  from_item: z
    .string()
    .regex(/^next_steps\/\d{1,2}$/, "from_item must be next_steps/N.")
    .optional(),
});

/** `GET …/responses`: the responses as JSON, or the CSV download. */
export const responsesQuery = z.strictObject({ format: z.enum(["json", "csv"]).default("json") });

const ANSWER_FIELD = /^q[0-6](_other)?$/;
const PROOF_FIELDS = new Set(["email", "website", "t", "s", "cf-turnstile-response"]);

/**
 * `POST /api/p/{slug}/answer`: the survey's form (a form post or JSON): `q0`…`q6` (an option's number or `other`, a
 * scale's point, a text), `q0_other`…, the optional e-mail, and the proofs every measured form carries. Unknown
 * fields are refused; a field over 2,000 characters is not an answer.
 */
export const surveyAnswerForm = z
  .record(
    z.string().refine((key) => ANSWER_FIELD.test(key) || PROOF_FIELDS.has(key), "That is not a field of the survey."),
    z.string({ error: "invalid" }).max(2_000),
  )
  .transform((form) => ({
    form,
    email: (form.email ?? "").trim().toLowerCase(),
    website: form.website,
    t: form.t,
    s: form.s,
    turnstile: form["cf-turnstile-response"],
  }));

export interface ServedSurvey {
  id: string;
  idea_id: string;
  experiment_id: string | null;
  slug: string;
  url: string;
  fields: SurveyFields;
  status: "draft" | "live" | "paused";
  indexable: boolean;
  min_responses: number;
  line: SurveyLine | null;
  /** What the line measures so far, in words: "9 of 21 respondents chose “I pay for a tool or a service”". */
  line_measured: string | null;
  reading: SurveyReading | null;
  /** Unique visitor-days, responses counted in the tallies (one per visitor-day with a counted visit), all received. */
  visitors: number;
  responses: number;
  received: number;
  /** Each question's tally over the counted responses: shares with 95 % intervals, the scale's median, texts. */
  tallies: QuestionTally[];
  /** What would bias each question's answers, for the editor; the public page says nothing of it. */
  flags: QuestionFlag[][];
  judged_at: string | null;
  created_at: string;
}
export interface SurveyList {
  data: ServedSurvey[];
}

export interface SurveyResponseRow {
  id: string;
  answers: (SurveyAnswer | null)[];
  /** Given for a follow-up conversation; never sent to the model, a report or a share. */
  email: string | null;
  source: string;
  counted: boolean;
  created_at: string;
}
export interface SurveyResponseList {
  data: SurveyResponseRow[];
}

export interface SurveyDraft {
  fields: SurveyFieldsInput;
  flags: QuestionFlag[][];
  drafted_by: "model" | "code";
}
