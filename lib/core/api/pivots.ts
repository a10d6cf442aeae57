import { z } from "zod";
import { comparators } from "@/lib/core/experiments/pass-line";
import { factorKeys } from "@/lib/core/report/factors";
import { plainText, singleLineText } from "@/lib/core/text";
import {
  PIVOT_DESCRIPTION_MAX,
  PIVOT_KINDS,
  PIVOTS,
  type DroppedProposal,
  type IdeaPivot,
  type PivotProposal,
} from "@/lib/core/pivots/proposals";
import { firstTestBody } from "./experiments";
import { IDEA_TITLE_MAX } from "@/lib/core/ideas/limits";

/** "What to change" (docs/API.md, "Pivots"): what the calls take and answer, and what the model writes. */

/**
 * What the model writes when it proposes changes: every field present (OpenAI's strict subset). Results are cited by
 * the labels the prompt gives them (R1, R2…), never by id; code maps them back and drops what cites no real one.
 */
export const pivotProposalsOutput = z.object({
  proposals: z
    .array(
      z.object({
        kind: z
          .enum(PIVOT_KINDS)
          .describe(
            "segment: who it is for; price: what it costs or how it earns; channel: how it reaches people; problem: a narrower problem or feature.",
          ),
        title: z.string().max(120).describe("The change in one line, naming what it changes from and to."),
        to: z.string().max(200).describe("The new segment, price (with its amount), channel or narrower problem."),
        cites_results: z
          .array(z.string().max(8))
          .max(8)
          .describe("Labels of the results it answers (R1…); only those given."),
        cites_factors: z.array(z.enum(factorKeys)).max(4).describe("The weak factors it answers."),
        because: z.string().max(600).describe("Why, quoting the cited results' own words and figures."),
        must_be_true: z.string().max(300).describe("What would have to be true for the change to work."),
        description: z.string().max(1_500).describe("The idea's description rewritten for the change."),
        first_test: z.object({
          hypothesis: z.string().max(300),
          metric: z.string().max(120),
          comparator: z.enum(comparators),
          target: z.number().min(0).max(1_000_000_000),
          unit: z.string().max(60).describe('"%" for a share, or "of N asked".'),
          factor: z.enum(factorKeys),
        }),
      }),
    )
    .min(PIVOTS.min)
    .max(PIVOTS.max),
});
export type PivotProposalsOutput = z.infer<typeof pivotProposalsOutput>;

/** The proposals as the idea page shows them: `index` names one when a variant is made from it. */
export interface PivotProposals {
  proposals: (PivotProposal & { index: number })[];
  dropped: DroppedProposal[];
  proposed_by: "model" | "code";
  created_at: string;
}

const title = singleLineText({ error: "Give the variant a title." })
  .trim()
  .min(1, "Give the variant a title.")
  .max(IDEA_TITLE_MAX, `Keep the title under ${IDEA_TITLE_MAX} characters.`);
const description = plainText({ error: "Describe the changed idea." })
  .trim()
  .min(20, "Describe the changed idea in a sentence or two (20 characters at least).")
  .max(
    PIVOT_DESCRIPTION_MAX,
    `Keep the description under ${PIVOT_DESCRIPTION_MAX.toLocaleString("en-US")} characters.`,
  );

export const createVariantBody = z.strictObject(
  {
    proposal: z
      .number({ error: "proposal must be the number of one of the proposed changes." })
      .int("proposal must be the number of one of the proposed changes.")
      .min(0, "proposal must be the number of one of the proposed changes.")
      .max(PIVOTS.max - 1, "proposal must be the number of one of the proposed changes."),
    title,
    description,
    /** Carry the parent's customer evidence to the variant. */
    keep_evidence: z.boolean({ error: "keep_evidence must be true or false." }).default(true),
    first_test: firstTestBody,
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `A variant does not take ${issue.keys.join(", ")}.`
        : "Send the variant as a JSON object.",
  },
);
export type CreateVariantBody = z.output<typeof createVariantBody>;

/** A parent with variants is deleted only with a choice for them. */
export const deleteIdeaQuery = z.object({
  variants: z.enum(["keep", "delete"], { error: "variants must be keep or delete." }).optional(),
});

export interface VariantCreated {
  idea_id: string;
  experiment_id: string;
  pivot: IdeaPivot;
}
