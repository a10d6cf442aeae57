"use client";

import { DecisionDigestCard } from "@/components/experiments/DecisionDigestCard";
import { callUrl } from "@/lib/client/call-api";
import { DECISION_LOAD_FAILED, useExperiments, useIdeaDecision } from "@/lib/client/use-call";
import type { IdeaSummary } from "@/lib/core/api/ideas";
import { decisionDigest, digestExperimentOf } from "@/lib/core/experiments/digest";

const todayInUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The idea page's opening: the decision's digest from the decision and experiments the workspace reads anyway (the
 * same SWR keys, so no request of its own), and the one-page PDF of it from the latest validation.
 */
export function IdeaDigest({ idea }: { idea: IdeaSummary }) {
  const decision = useIdeaDecision(idea.id, DECISION_LOAD_FAILED);
  const list = useExperiments(idea.id, "The experiments could not be loaded.");
  if (!decision.data || !list.data) return null;
  const digest = decisionDigest({
    decision: decision.data,
    experiments: list.data.data.map(digestExperimentOf),
    grades: idea.grades ?? [],
    today: todayInUtc(),
  });
  const validation = idea.reports.iv;
  return (
    <DecisionDigestCard
      digest={digest}
      titleId="decision-digest"
      actions={
        validation && (
          <a
            href={callUrl("exportReport", {
              params: { id: validation.id },
              query: { format: "pdf", digest: "1" },
            })}
            className="btn-secondary min-h-10 px-4 text-sm"
            download
          >
            Download one-page PDF
          </a>
        )
      }
    />
  );
}
