import "server-only";
import { getDb } from "@/db";
import { EVIDENCE_MAX } from "@/lib/core/report/evidence";
import type { Generation } from "@/lib/server/reports/store";
import { HttpError } from "@/lib/server/http";
import { resultsEvidence, withResultsEvidence } from "@/lib/core/experiments/results-evidence";
import { recordedExperiments } from "./store";

/**
 * "Re-validate with my results": the founder's evidence with the idea's recorded results after it, as the evidence of
 * the new version (so its quotes are checked against them); the idea keeps the founder's own evidence.
 */
export async function withRecordedResults(userId: string, input: Generation & { ideaId: string }): Promise<Generation> {
  // What people said is cut to fit beside the founder's own evidence (withResultsEvidence joins them with a blank line).
  const own = input.evidence?.trim() ? input.evidence.trim().length + 2 : 0;
  const block = resultsEvidence(await recordedExperiments(await getDb(), userId, input.ideaId), EVIDENCE_MAX - own);
  if (!block) throw new HttpError(400, "Record a result on one of this idea's experiments first.");
  const evidence = withResultsEvidence(input.evidence, block);
  if (evidence.length > EVIDENCE_MAX) {
    throw new HttpError(
      400,
      `Your evidence and experiment results come to more than ${EVIDENCE_MAX.toLocaleString("en-GB")} characters: shorten the evidence or the results' notes and try again.`,
    );
  }
  return { ...input, evidence, ideaEvidence: input.evidence ?? null };
}
