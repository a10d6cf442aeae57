"use client";

import type { PivotProposals } from "@/lib/core/api/pivots";
import { describePassLine } from "@/lib/core/experiments/pass-line";
import { pivotKindLabels } from "@/lib/core/pivots/proposals";
import { factorLabel } from "@/lib/core/report/factors";

type Proposal = PivotProposals["proposals"][number];

/** One proposed change: what it changes, why (the results and factors it answers), what must be true, its first test. */
export function ProposalCard({
  proposal,
  experimentTitles,
  canTry,
  onTry,
}: {
  proposal: Proposal;
  experimentTitles: Map<string, string>;
  canTry: boolean;
  onTry: () => void;
}) {
  const headingId = `proposal-${proposal.index}`;
  const answers = [
    ...proposal.cites.results.map((id) => `“${experimentTitles.get(id) ?? "an experiment"}”`),
    ...proposal.cites.factors.map(factorLabel),
  ];
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-line p-4">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{pivotKindLabels[proposal.kind]}</p>
      <h3 id={headingId} className="mt-1 font-semibold text-ink-950 [overflow-wrap:anywhere]">
        {proposal.title}
      </h3>
      <dl className="mt-2 space-y-2 text-sm text-ink-700">
        <div>
          <dt className="inline font-medium text-ink-900">Why: </dt>
          <dd className="inline [overflow-wrap:anywhere]">{proposal.because}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-ink-900">Must be true: </dt>
          <dd className="inline">{proposal.must_be_true}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-ink-900">First test: </dt>
          <dd className="inline">{describePassLine(proposal.first_test)}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-ink-900">Answers: </dt>
          <dd className="inline">{answers.join(", ")}</dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={canTry ? onTry : undefined}
        aria-disabled={!canTry}
        aria-describedby={canTry ? undefined : "propose-needs-plan"}
        className="btn-secondary mt-3 min-h-10 px-4 text-sm aria-disabled:opacity-60"
      >
        Try this change
        <span className="sr-only">: {proposal.title}</span>
      </button>
    </li>
  );
}
