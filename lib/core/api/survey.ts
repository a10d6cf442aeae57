import { z } from "zod";
import { QUESTION_MAX, SURVEY_QUESTIONS } from "@/lib/core/measured/survey/draft";
import { CHOICE_OPTIONS, SCALES, type SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { singleLineText } from "@/lib/core/text";

/** Surveys and the questions on a pitch page (issue 46): what the founder's edits and the model's drafts must be. */

export const OPTION_MAX = 80;
export const SCALE_LABEL_MAX = 40;
/** A pitch page asks at most this many questions with its sign-up. */
export const PITCH_QUESTIONS_MAX = 3;

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
