"use client";

import Link from "next/link";
import { DECISION_LOAD_FAILED, useIdeaDecision } from "@/lib/client/use-call";
import { experimentCounts } from "./counts";
import { VerdictBadge } from "./VerdictBadge";

/**
 * The idea's decision on a report's page: the verdict, the experiments in a line and the first reason, with the way to
 * the idea's page where experiments are recorded. Read after the page (the same data as the idea page's panel).
 */
export function IdeaDecisionSummary({ ideaId }: { ideaId: string }) {
  const { data: decision } = useIdeaDecision(ideaId, DECISION_LOAD_FAILED);
  if (!decision) return null;
  return (
    <section
      aria-labelledby="report-decision"
      className="card flex flex-wrap items-center gap-x-3 gap-y-2 p-4 text-sm print:hidden"
    >
      <h2 id="report-decision" className="font-semibold text-ink-950">
        The idea&apos;s decision
      </h2>
      <VerdictBadge verdict={decision.verdict} withFailed={decision.counts.failed > 0} />
      <span className="text-ink-600">{experimentCounts(decision)}</span>
      {decision.reasons[0] && <p className="w-full text-ink-700">{decision.reasons[0].text}</p>}
      <Link
        href={`/app/ideas/${ideaId}`}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Experiments and every reason<span className="sr-only"> on the idea&apos;s page</span>
      </Link>
    </section>
  );
}
