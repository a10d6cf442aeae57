"use client";

import Link from "next/link";
import { useSWRConfig } from "swr";
import { useReports } from "@/components/app/ReportsProvider";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { callUrl } from "@/lib/client/call-api";
import { useIdea } from "@/lib/client/use-call";
import { rememberIdea, type RunWith } from "@/lib/client/tools";
import { IdeaExperiments } from "@/components/experiments/IdeaExperiments";
import { MeasuredPages } from "@/components/measured/MeasuredPages";
import { DeleteIdea } from "./DeleteIdea";
import { IdeaReports } from "./IdeaReports";
import { AskReport } from "@/components/chat/AskReport";
import { IdeaTitle } from "./IdeaTitle";
import { IdeaLineage } from "@/components/pivots/IdeaLineage";
import { IdeaDigest } from "./IdeaDigest";
import { kindList } from "@/lib/core/kinds";
import { useIdeaRuns } from "./useIdeaRuns";
import { EditProvider, PlanProvider, useHasPlan } from "@/components/app/plan";
import { IdeaPeople, memberPowers, SharedBy } from "@/components/team/IdeaPeople";
import type { Kind } from "./types";

/**
 * The idea's workspace: its reports (all three run at once, each streaming in its card), the decision and the
 * experiments beside them, recorded and re-validated here, and the conversation, without leaving the page.
 */
export function IdeaDetail({ id }: { id: string }) {
  const { generate } = useReports();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error: failure, mutate } = useIdea(id, { failure: "This idea could not be loaded." });
  const idea = data ?? null;
  const error = failure?.message ?? null;
  // A run that finishes is a new version: read the idea again, and the verdict its validation may move.
  const runs = useIdeaRuns(id, () => {
    void mutate();
    void mutateKey(callUrl("ideaDecision", { params: { id } }));
  });

  /** Runs a report of the idea here; `also`: its recorded results, a survey's answers (lib/client/tools.ts). */
  function run(kind: Kind, also: RunWith = {}) {
    if (!idea) return;
    rememberIdea(kind, idea.id, { prompt: idea.prompt, evidence: idea.evidence });
    void generate(kind, idea.prompt, idea.evidence, idea.id, also);
  }
  const runAll = () => kindList.forEach(({ kind }) => run(kind));
  const ownPlan = useHasPlan();
  const powers = memberPowers(idea?.shared, ownPlan);
  const hasPlan = powers.canRun;

  if (!idea) {
    return error ? (
      <div className="space-y-4">
        <Alert tone="error">{error}</Alert>
        <Link href="/app/ideas" className="btn-secondary inline-flex min-h-10 text-sm">
          ← All ideas
        </Link>
      </div>
    ) : (
      <p className="flex items-center gap-2 py-8 text-ink-600" role="status">
        <Spinner className="size-4" /> Loading the idea…
      </p>
    );
  }

  return (
    <PlanProvider hasPlan={hasPlan}>
      <EditProvider canEdit={powers.canEdit} instead={powers.instead}>
        <div className="space-y-6">
          <Link href="/app/ideas" className="btn-ghost -ml-3 text-sm">
            ← All ideas
          </Link>
          <IdeaTitle idea={idea} onRenamed={(title) => void mutate({ ...idea, title })} />
          {idea.shared && <SharedBy shared={idea.shared} />}
          <IdeaLineage idea={idea} />
          <IdeaDigest idea={idea} />
          {error && <Alert tone="error">{error}</Alert>}
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
            {/* Wide, two columns: the reports with the pitch pages under them, the experiments (which run long) beside;
            in one column the pitch pages come last, after the experiments. */}
            <div className="contents xl:block xl:space-y-6">
              <IdeaReports idea={idea} runs={runs} hasPlan={hasPlan} onRun={run} onRunAll={runAll} />
              <div className="order-last xl:order-none">
                <MeasuredPages
                  ideaId={idea.id}
                  ideaTitle={idea.title ?? undefined}
                  onRerun={(kind, surveyId) => run(kind, { surveyId })}
                />
              </div>
            </div>
            <IdeaExperiments
              ideaId={idea.id}
              ideaTitle={idea.title}
              hasEvidence={Boolean(idea.evidence)}
              latestValidation={idea.reports.iv}
              onRevalidate={() => run("iv", { withResults: true })}
            />
          </div>
          <IdeaAsLastRun prompt={idea.prompt} evidence={idea.evidence} />
          {idea.reports.iv && (
            <AskReport
              reportId={idea.reports.iv.id}
              kind="iv"
              about={`About the latest idea validation, version ${idea.reports.iv.version}.`}
            />
          )}
          <IdeaPeople idea={idea} />
          {!idea.shared && <DeleteIdea id={idea.id} title={idea.title} variants={idea.variants?.length ?? 0} />}
        </div>
      </EditProvider>
    </PlanProvider>
  );
}

/** The idea's text as its last run read it, and how much customer evidence went with it. */
function IdeaAsLastRun({ prompt, evidence }: { prompt: string | null; evidence: string | null | undefined }) {
  return (
    <section aria-labelledby="idea-prompt" className="card p-5">
      <h2 id="idea-prompt" className="text-sm font-semibold text-ink-900">
        The idea as last run
      </h2>
      <p className="mt-2 whitespace-pre-line text-ink-700 [overflow-wrap:anywhere]">
        {prompt || "No description was saved with this idea."}
      </p>
      {evidence && (
        <p className="mt-3 text-sm text-ink-600">
          With {evidence.length.toLocaleString("en-GB")} characters of customer evidence.
        </p>
      )}
    </section>
  );
}
