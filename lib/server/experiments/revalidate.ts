import "server-only";
import { z } from "zod";
import { getDb } from "@/db";
import { EVIDENCE_MAX } from "@/lib/core/report/evidence";
import { reportRequestSchema, type ReportInput } from "@/lib/server/handlers/generation";
import { HttpError } from "@/lib/server/http";
import { resultsEvidence, withResultsEvidence } from "@/lib/core/experiments/results-evidence";
import { recordedExperiments } from "./store";

/** validate-idea's body: the report calls' body, and `with_results` to weigh the idea's recorded experiment results. */
export const validationRequestSchema = reportRequestSchema
  .extend({ with_results: z.boolean({ error: "with_results must be true or false." }).optional() })
  .refine((body) => !body.with_results || body.idea_id, {
    message: "with_results needs the idea_id whose experiment results to use.",
    path: ["with_results"],
  });

/**
 * "Re-validate with my results": the founder's evidence with the idea's recorded results after it, as the evidence of
 * the new version (so its quotes are checked against them); the idea keeps the founder's own evidence.
 */
export async function validationInput(
  userId: string,
  body: z.infer<typeof validationRequestSchema>,
): Promise<ReportInput> {
  const input: ReportInput = { idea: body.userPrompt, evidence: body.evidence, ideaId: body.idea_id };
  if (!body.with_results || !body.idea_id) return input;
  // What people said is cut to fit beside the founder's own evidence (withResultsEvidence joins them with a blank line).
  const own = body.evidence?.trim() ? body.evidence.trim().length + 2 : 0;
  const block = resultsEvidence(await recordedExperiments(await getDb(), userId, body.idea_id), EVIDENCE_MAX - own);
  if (!block) throw new HttpError(400, "Record a result on one of this idea's experiments first.");
  const evidence = withResultsEvidence(body.evidence, block);
  if (evidence.length > EVIDENCE_MAX) {
    throw new HttpError(
      400,
      `Your evidence and experiment results come to more than ${EVIDENCE_MAX.toLocaleString("en-GB")} characters: shorten the evidence or the results' notes and try again.`,
    );
  }
  return { ...input, evidence, ideaEvidence: body.evidence ?? null };
}
