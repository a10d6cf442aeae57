import type { RescoreProposal } from "./tools";

/**
 * What accepting a proposed rescore would store: the proposed score, held to the ceiling a measured failure set, and
 * whether that changes the factor at all (a proposal held at the score it already has gives nothing to accept). The
 * card, the export and the accept call read it alike.
 */
export function rescoreOutcome(proposal: Pick<RescoreProposal, "score" | "old_score" | "held">) {
  const score = proposal.held ? Math.min(proposal.score, proposal.held.score) : proposal.score;
  return { score, changes: score !== proposal.old_score };
}
