import "server-only";
import { getDb } from "@/db";
import { EVIDENCE_MAX } from "@/lib/core/report/evidence";
import type { Generation } from "@/lib/server/reports/store";
import { resultsEvidence, withResultsEvidence } from "@/lib/core/experiments/results-evidence";
import { recordedExperiments } from "./store";
import { Invalid, NotFound } from "@/lib/core/errors";

/**
 * A validation of an idea with recorded results ("Re-validate with my results", and any re-run): the results, one block read by the model after the founder's
 * evidence (so the new version's quotes from them are checked like any evidence), kept with the version apart from
 * the founder's evidence: the idea and the report keep only what the founder wrote, so no later run sends it twice.
 */
export async function withRecordedResults(
  userId: string,
  input: Generation & { ideaId: string },
  { required }: { required: boolean },
): Promise<Generation> {
  // What people said is cut to fit beside the founder's own evidence (withResultsEvidence joins them with a blank line).
  const own = input.evidence?.trim() ? input.evidence.trim().length + 2 : 0;
  const recorded = await recordedExperiments(await getDb(), userId, input.ideaId).catch((error: unknown) => {
    // Another user's idea: the generation refuses it in its own words (requireOwnIdea), before any quota is spent.
    if (!required && error instanceof NotFound) return [];
    throw error;
  });
  const block = resultsEvidence(recorded, EVIDENCE_MAX - own);
  if (!block && !required) return input;
  if (!block) throw new Invalid("Record a result on one of this idea's experiments first.");
  if (withResultsEvidence(input.evidence, block).length > EVIDENCE_MAX) {
    throw new Invalid(
      `Your evidence and experiment results come to more than ${EVIDENCE_MAX.toLocaleString("en-GB")} characters: shorten the evidence or the results' notes and try again.`,
    );
  }
  return { ...input, results: { evidence: block, count: recorded.length } };
}
