import "server-only";
import type { Db } from "@/db/client";
import { readReport } from "@/lib/server/reports/integrity";
import { storedWith, ownReportRow, storeDerivedVersion, type ServedReport } from "@/lib/server/reports/store";
import { lockedAnswer, updateParts } from "./store";
import { omit } from "@/lib/core/objects";
import { rescoreOutcome } from "@/lib/core/chat/rescore-outcome";
import { ceilingsFor } from "@/lib/server/experiments/measured";
import { storableText } from "@/lib/core/text";
import { Conflict, Invalid } from "@/lib/core/errors";

/**
 * The founder accepts a proposed rescore: a new saved version of the validation whose factor has the proposed score,
 * the reason and basis "founder" (its sampled runs, now stale, left out); the overall score and grade are recomputed by
 * code when it is stored. The proposal remembers the version it made, so it is accepted once.
 */
export async function acceptRescore(
  db: Db,
  userId: string,
  reportId: string,
  messageId: string,
  madeBy: string | null = null,
): Promise<ServedReport> {
  return db.transaction(async (tx) => {
    const message = await lockedAnswer(tx, userId, reportId, messageId);
    const parts = message.parts;
    const at = parts.findIndex((part) => part.type === "tool-propose_rescore" && part.state === "output-available");
    const part = parts[at];
    if (part?.type !== "tool-propose_rescore" || part.state !== "output-available") {
      throw new Invalid("This answer proposes no rescore.");
    }
    const proposal = part.output;
    if (proposal.accepted_report_id) throw new Conflict("This rescore was already accepted.");

    const row = await ownReportRow(tx, userId, reportId, "iv");
    const { report } = readReport("iv", row.data, storedWith(row));
    // A measured failure holds the factor where it measured it: a rescore that would change nothing is refused.
    const held = (await ceilingsFor(tx, userId, row.ideaId)).get(proposal.factor);
    const current = report.scores[proposal.factor].score;
    if (!rescoreOutcome({ score: proposal.score, old_score: current, held }).changes) {
      throw new Conflict(
        `A measured result holds ${proposal.label} at ${current}: accepting this rescore would change nothing.`,
      );
    }
    // The factor's sampled runs and the overall range described the old score: they go with it.
    const kept = omit(report.scores[proposal.factor], "samples", "spread", "uncertain", "attribution");
    const rescored = {
      ...omit(report, "overall_range"),
      scores: {
        ...report.scores,
        [proposal.factor]: {
          ...kept,
          score: proposal.score,
          // A proposal stored before its tool had the report's text rules may hold what the report refuses.
          reason: storableText(proposal.reason).trim() || "You set this score in the conversation.",
          basis: "founder",
          quote: null,
          confidence_reason: "You set this score in the conversation about this report.",
        },
      },
    };
    const next = await storeDerivedVersion(
      tx,
      userId,
      row,
      rescored,
      { cause: "rescore", factor: proposal.factor },
      madeBy,
    );
    parts[at] = { ...part, output: { ...proposal, accepted_report_id: next.id } };
    await updateParts(tx, message.id, parts);
    return next;
  });
}
