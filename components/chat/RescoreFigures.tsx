import type { ReactNode } from "react";
import { rescoreOutcome } from "@/lib/core/chat/rescore-outcome";
import type { RescoreProposal } from "@/lib/core/chat/tools";

/** A proposed rescore's card: the factor, old and new score side by side, and the reason; `children` under them. */
export function RescoreFigures({ proposal, children }: { proposal: RescoreProposal; children: ReactNode }) {
  const outcome = rescoreOutcome(proposal);
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Proposed rescore</p>
      <p className="mt-1 font-semibold text-ink-950">
        {proposal.label}:{" "}
        <span className="tabular-nums">
          {proposal.old_score} → {proposal.score}
        </span>{" "}
        <span className="sr-only">out of 10</span>
      </p>
      <p className="mt-1 text-sm text-ink-700">{proposal.reason}</p>
      {proposal.held && (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-ink-800 ring-1 ring-red-600/20 ring-inset">
          <span className="font-semibold text-score-weak">A measured result outranks this: </span>
          {proposal.held.reason}{" "}
          {outcome.changes
            ? `Accepting stores ${outcome.score}, not ${proposal.score}.`
            : `It stays at ${outcome.score}: accepting would change nothing.`}
        </p>
      )}
      {children}
    </div>
  );
}

/** The card as a shared conversation shows it: whether the founder accepted it, nothing to press. */
export function SharedRescore({ proposal }: { proposal: RescoreProposal & { accepted?: true } }) {
  return (
    <RescoreFigures proposal={proposal}>
      <p className="mt-2 text-sm text-ink-600">
        {proposal.accepted ? "The founder accepted it as a new version." : "The founder has not accepted it."}
      </p>
    </RescoreFigures>
  );
}
