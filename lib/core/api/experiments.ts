import { z } from "zod";
import { comparators, targetProblem, type PassLine } from "@/lib/core/experiments/pass-line";
import { settableStatuses, type ExperimentStatus } from "@/lib/core/experiments/status";
import { factorKeys } from "@/lib/core/report/factors";
import { rungs, type ResultSource, type Rung } from "@/lib/core/experiments/rungs";
import { plainText, singleLineText } from "@/lib/core/text";

/** Experiments and their results (docs/API.md, "Experiments and the verdict"): what the calls take and answer. */

/** A recorded result as the API and the account's data download write it. */
export interface ServedResult {
  value: number;
  denominator: number | null;
  notes: string | null;
  evidence: string | null;
  outcome: "passed" | "failed";
  /** The pass line as it was when the result was recorded. */
  pass_line: PassLine;
  /** Who obtained it: typed by the founder, or measured by LaunchLens on a pitch page or a survey. */
  source: ResultSource;
  /** Its rung on the ladder of commitment: claimed by the founder when typed, derived by code when measured. */
  rung: Rung;
  /** What the people measured were shown when it sets the rung: the price on the page. */
  shown: string | null;
  recorded_at: string;
  /** On a shared idea (issue 49): who typed it, when it was someone other than the reader. */
  recorded_by?: string;
}

/** An experiment's own fields as the API and the account's data download write them. */
export interface ExperimentFields {
  id: string;
  idea_id: string;
  hypothesis: string;
  method: string | null;
  cost_usd: number;
  due_date: string;
  metric: string;
  comparator: PassLine["comparator"];
  target: number;
  unit: string;
  factor: string | null;
  status: ExperimentStatus;
  from_report_id: string | null;
  from_item: string | null;
  created_at: string;
  updated_at: string;
}

/** An experiment as the API answers it: `result` is the latest, `history` the ones it replaced, newest first. */
export interface ServedExperiment extends ExperimentFields {
  result: ServedResult | null;
  history: ServedResult[];
}

/** `GET …/ideas/{id}/experiments`: the idea's experiments, soonest due first. */
export interface ExperimentList {
  data: ServedExperiment[];
}

const line = (what: string, max: number) =>
  singleLineText({ error: `${what} must be text.` })
    .trim()
    .min(1, `Give the experiment ${what.toLowerCase()}.`)
    .max(max, `Keep ${what.toLowerCase()} under ${max} characters.`);
const number = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number.` })
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} must be at most ${max.toLocaleString("en-US")}.`);
const optionalText = (what: string, max: number) =>
  plainText({ error: `${what} must be text.` })
    .trim()
    .max(max, `Keep ${what.toLowerCase()} under ${max.toLocaleString("en-US")} characters.`)
    .nullish()
    .transform((value) => value || null);

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const fields = {
  hypothesis: line("A hypothesis", 500),
  method: optionalText("The method", 2_000),
  cost_usd: number("cost_usd", 10_000_000),
  due_date: z
    .string({ error: "due_date must be a date (YYYY-MM-DD)." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "due_date must be a date (YYYY-MM-DD).")
    .refine(isCalendarDate, "due_date is not a real date.")
    .refine((value) => value >= "2000-01-01" && value <= "2100-12-31", "due_date must be between 2000 and 2100."),
  metric: line("A metric", 120),
  comparator: z.enum(comparators, { error: 'comparator must be ">=" or "<=".' }),
  target: number("target", 1_000_000_000),
  unit: line("A unit", 60),
  factor: z.enum(factorKeys, { error: "factor must be one of the validation's factors." }).nullish(),
};

/** A target no result could reach is refused: a share is a percentage (0 to 100), "of 20 asked" at most 20. */
function targetWithinUnit(value: { target: number; unit: string }, context: z.RefinementCtx) {
  const problem = targetProblem(value.target, value.unit);
  if (problem) context.addIssue({ code: "custom", path: ["target"], message: problem });
}

const strict = (what: string) => ({
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys"
      ? `${what} does not take ${issue.keys?.join(", ")}.`
      : `Send ${what} as a JSON object.`,
});

export const createExperimentBody = z
  .strictObject(
    {
      ...fields,
      method: fields.method.optional(),
      factor: fields.factor.optional(),
      from_report_id: z.uuid({ error: "from_report_id is not a valid report id." }).optional(),
      from_item: z
        .string({ error: "from_item must name an item of the report." })
        .regex(
          /^(next_steps|channel_experiments)\/\d{1,2}$/,
          "from_item must be next_steps/N or channel_experiments/N.",
        )
        .optional(),
    },
    strict("A new experiment"),
  )
  .superRefine(targetWithinUnit)
  .refine((body) => !body.from_item || body.from_report_id, {
    message: "from_item needs the from_report_id it belongs to.",
    path: ["from_item"],
  });

/** A variant idea's first experiment (issue 48): an experiment's fields, without a report it came from. */
export const firstTestBody = z
  .strictObject(
    { ...fields, method: fields.method.optional(), factor: fields.factor.optional() },
    strict("The first test"),
  )
  .superRefine(targetWithinUnit);

export const patchExperimentBody = z
  .strictObject(
    {
      hypothesis: fields.hypothesis.optional(),
      method: fields.method.optional(),
      cost_usd: fields.cost_usd.optional(),
      due_date: fields.due_date.optional(),
      metric: fields.metric.optional(),
      comparator: fields.comparator.optional(),
      target: fields.target.optional(),
      unit: fields.unit.optional(),
      factor: fields.factor.optional(),
      status: z
        .enum(settableStatuses, {
          error: "status can be set to planned, running or abandoned: a result decides passed or failed.",
        })
        .optional(),
    },
    strict("An experiment's change"),
  )
  .refine((body) => Object.keys(body).length > 0, "Send at least one field to change.");

export const resultBody = z
  .strictObject(
    {
      value: z
        .number({ error: "value must be the number you measured." })
        .min(0, "value cannot be negative.")
        .max(1_000_000_000_000, "value is too large."),
      denominator: z
        .number({ error: "denominator must be a number." })
        .positive("denominator must be more than 0.")
        .max(1_000_000_000_000, "denominator is too large.")
        .nullish(),
      notes: optionalText("Notes", 2_000),
      evidence: optionalText("Evidence", 10_000),
      rung: z
        .enum(rungs, { error: `rung must be one of ${rungs.join(", ")}.` })
        .optional()
        .describe("How strong the evidence is, as you claim it: what people said unless you say otherwise."),
    },
    strict("A result"),
  )
  .refine((body) => !body.denominator || body.value <= body.denominator, {
    message: "value counts some of the denominator, so it cannot be larger.",
    path: ["value"],
  });
