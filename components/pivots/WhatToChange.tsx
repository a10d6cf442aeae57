"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { NeedsPlan, useHasPlan } from "@/components/app/plan";
import { callApi } from "@/lib/client/call-api";
import { usePivots } from "@/lib/client/use-call";
import { useApiAction } from "@/lib/client/useApiAction";
import type { PivotProposals } from "@/lib/core/api/pivots";
import type { Verdict } from "@/lib/core/experiments/verdict";
import { dropReasons } from "@/lib/core/pivots/proposals";
import { ProposalCard } from "./ProposalCard";
import { TryChangeDialog } from "./TryChangeDialog";

type Proposal = PivotProposals["proposals"][number];

const PROPOSE_FAILED = "The changes could not be proposed. Please try again.";

/**
 * "What to change": when the verdict says change something or stop (and on demand otherwise), concrete changes drawn
 * from what failed, each checked by code against the idea's results before it is shown, and "Try this change".
 */
export function WhatToChange({
  idea,
  verdict,
  failed,
  experimentTitles,
}: {
  idea: { id: string; title: string; hasEvidence: boolean };
  verdict: Verdict;
  /** How many experiments failed: the changes are drawn from them, else from the weakest factors. */
  failed: number;
  /** Each experiment's hypothesis by id: a proposal names the results it answers by them. */
  experimentTitles: Map<string, string>;
}) {
  const stored = usePivots(idea.id, "The proposed changes could not be loaded.");
  const proposing = useApiAction();
  const hasPlan = useHasPlan();
  const [trying, setTrying] = useState<Proposal | null>(null);
  const [opened, setOpened] = useState(false);
  const asked = verdict !== "keep_going";
  const current = stored.data?.proposals ?? null;

  async function propose() {
    const answer = await proposing.call(
      "action",
      () => callApi("proposePivots", { params: { id: idea.id } }),
      PROPOSE_FAILED,
    );
    if (answer) await stored.mutate({ proposals: answer.proposals }, { revalidate: false });
  }

  if (!asked && !current && !opened) {
    return (
      <details className="card p-5" onToggle={(event) => setOpened(event.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-semibold text-ink-900">What could change? (optional)</summary>
      </details>
    );
  }
  const busy = proposing.busy;
  return (
    <section aria-labelledby="what-to-change" className="card space-y-4 p-5" aria-busy={busy}>
      <div className="space-y-1.5">
        <h2 id="what-to-change" className="text-lg font-semibold text-ink-950">
          What to change
        </h2>
        <p className="text-sm text-ink-600">
          {!asked
            ? "Nothing says change yet. Ask anyway to see what the evidence would suggest."
            : failed > 0
              ? "The evidence says change something. These are concrete changes drawn from what failed; each was checked against your results before it is shown here."
              : "The grade says change something. These are concrete changes aimed at the weakest factors; each was checked against this idea before it is shown here."}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={hasPlan && !busy ? () => void propose() : undefined}
          aria-disabled={busy || !hasPlan}
          aria-describedby={hasPlan ? undefined : "propose-needs-plan"}
          className={`${current ? "btn-secondary" : "btn-primary"} min-h-10 px-4 text-sm aria-disabled:opacity-60`}
        >
          {busy ? (
            <>
              <Spinner className="size-4" /> Proposing…
            </>
          ) : current ? (
            "Propose again"
          ) : (
            "Propose changes"
          )}
        </button>
        {!hasPlan && <NeedsPlan id="propose-needs-plan">Proposing changes needs a plan.</NeedsPlan>}
      </div>
      <div aria-live="polite">{proposing.error && <Alert tone="error">{proposing.error}</Alert>}</div>
      {stored.error && <Alert tone="error">{stored.error.message}</Alert>}
      {current && (
        <Proposals
          current={current}
          experimentTitles={experimentTitles}
          canTry={hasPlan}
          onTry={(proposal) => setTrying(proposal)}
        />
      )}
      {trying && <TryChangeDialog open onClose={() => setTrying(null)} idea={idea} proposal={trying} />}
    </section>
  );
}

function Proposals({
  current,
  experimentTitles,
  canTry,
  onTry,
}: {
  current: PivotProposals;
  experimentTitles: Map<string, string>;
  canTry: boolean;
  onTry: (proposal: Proposal) => void;
}) {
  const dropped = current.dropped.length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-600" role="status">
        {current.proposals.length} {current.proposals.length === 1 ? "change" : "changes"} proposed{" "}
        {current.proposed_by === "model" ? "by the AI" : "from your reports' own words"}, checked by code
        {dropped > 0 ? `; ${dropped} more ${dropped === 1 ? "was" : "were"} dropped.` : "."}
      </p>
      {current.proposals.length === 0 && (
        <p className="text-sm text-ink-700">None held up against your results. Propose again, or add an experiment.</p>
      )}
      <ul className="space-y-3">
        {current.proposals.map((proposal) => (
          <ProposalCard
            key={proposal.index}
            proposal={proposal}
            experimentTitles={experimentTitles}
            canTry={canTry}
            onTry={() => onTry(proposal)}
          />
        ))}
      </ul>
      {dropped > 0 && (
        <details className="text-sm text-ink-700">
          <summary className="cursor-pointer font-medium">
            Why {dropped === 1 ? "one was" : `${dropped} were`} dropped
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {current.dropped.map((entry, index) => (
              <li key={index}>
                “{entry.title}”: {dropReasons[entry.reason]}.
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
