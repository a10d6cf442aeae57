import { z } from "zod";
import { KIND_UNKNOWN, reportKinds } from "@/lib/core/kinds";
import { EVIDENCE_MAX } from "@/lib/core/report/evidence";
import { plainText } from "@/lib/core/text";

/** What the generation calls take (docs/API.md, "Reports: generate"). */

export const PROMPT_MIN = 10;
export const PROMPT_MAX = 4_000;

export const promptSchema = plainText({ error: "Describe your business idea first." })
  .trim()
  .min(1, "Describe your business idea first.")
  .min(PROMPT_MIN, `Describe your idea in at least ${PROMPT_MIN} characters so there is something to analyse.`)
  .max(PROMPT_MAX, `Keep your idea under ${PROMPT_MAX.toLocaleString("en-GB")} characters.`);

export const evidenceSchema = plainText({ error: "Customer evidence must be text." }).max(
  EVIDENCE_MAX,
  `Keep the customer evidence under ${EVIDENCE_MAX.toLocaleString("en-GB")} characters: cut the least useful passages and try again.`,
);

/** The idea in the user's library a generation belongs to (a re-run after an edit makes a new version of it). */
export const ideaIdSchema = z.uuid({ error: "idea_id is not a valid idea id." });

/** The body of the report calls: the idea, and optionally the founder's customer evidence and the library's idea. */
export const reportRequestSchema = z.object({
  userPrompt: promptSchema,
  evidence: evidenceSchema.optional(),
  idea_id: ideaIdSchema.optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** validate-idea's body: the report calls' body, and `with_results` to weigh the idea's recorded experiment results. */
export const validationRequestSchema = reportRequestSchema
  .extend({ with_results: z.boolean({ error: "with_results must be true or false." }).optional() })
  .refine((body) => !body.with_results || body.idea_id, {
    message: "with_results needs the idea_id whose experiment results to use.",
    path: ["with_results"],
  });
export type ValidationRequest = z.infer<typeof validationRequestSchema>;

/**
 * `POST /api/data/reports`: a report of any kind. `with_results` ("Re-validate with my results") is for a validation
 * of a named idea only.
 */
export const generationRequestSchema = z
  .object({
    kind: z.enum(reportKinds, { error: KIND_UNKNOWN }),
    prompt: promptSchema,
    evidence: evidenceSchema.optional(),
    idea_id: ideaIdSchema.optional(),
    with_results: z.boolean({ error: "with_results must be true or false." }).optional(),
    /** A survey of the idea whose answers the report reads as evidence ("Re-run with 23 answers"). */
    survey_id: z.uuid({ error: "survey_id is not a valid survey id." }).optional(),
  })
  .refine((body) => !body.with_results || body.kind === "iv", {
    message: "with_results is for an idea validation (kind iv).",
    path: ["with_results"],
  })
  .refine((body) => !body.with_results || body.idea_id, {
    message: "with_results needs the idea_id whose experiment results to use.",
    path: ["with_results"],
  });
export type GenerationRequest = z.infer<typeof generationRequestSchema>;

/** The original `GET /api/data/create-report`: the idea in `search`. */
export const legacyStreamQuery = z.object({ search: promptSchema, idea_id: ideaIdSchema.optional() });
