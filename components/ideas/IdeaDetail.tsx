"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import useSWR from "swr";
import { useReports } from "@/components/app/ReportsProvider";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { fetchJson } from "@/lib/client/fetcher";
import { rememberIdea } from "@/lib/client/tools";
import type { IdeaSummary } from "@/lib/core/api/ideas";
import { IdeaExperiments } from "@/components/experiments/IdeaExperiments";
import { DeleteIdea } from "./DeleteIdea";
import { IdeaReportCard } from "./IdeaReportCard";
import { AskReport } from "@/components/chat/AskReport";
import { IdeaTitle } from "./IdeaTitle";
import { kindList, kinds } from "@/lib/core/kinds";
import type { Kind } from "./types";

const fetchIdea = fetchJson<IdeaSummary>("This idea could not be loaded.");

/** One idea with its three reports together: open, re-run a missing one, see versions and what changed, rename. */
export function IdeaDetail({ id }: { id: string }) {
  const router = useRouter();
  const { generate } = useReports();
  const { data, error: failure, mutate } = useSWR<IdeaSummary, Error>(`/api/data/ideas/${id}`, fetchIdea);
  const idea = data ?? null;
  const error = failure?.message ?? null;

  /** Runs a report of the idea on its tool page; `withResults`: a validation weighing the recorded results. */
  function run(kind: Kind, withResults = false) {
    if (!idea) return;
    const tool = kinds[kind];
    rememberIdea(kind, idea.id, { prompt: idea.prompt, evidence: idea.evidence });
    void generate(kind, idea.prompt, idea.evidence, idea.id, withResults);
    router.push(tool.path);
  }
  const revalidate = () => run("iv", true);

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
    <div className="space-y-6">
      <Link href="/app/ideas" className="btn-ghost -ml-3 text-sm">
        ← All ideas
      </Link>
      <IdeaTitle idea={idea} onRenamed={(title) => void mutate({ ...idea, title })} />
      <IdeaExperiments ideaId={idea.id} onRevalidate={revalidate} />
      <section aria-labelledby="idea-prompt" className="card p-5">
        <h2 id="idea-prompt" className="text-sm font-semibold text-ink-900">
          The idea as last run
        </h2>
        <p className="mt-2 whitespace-pre-line text-ink-700 [overflow-wrap:anywhere]">
          {idea.prompt || "No description was saved with this idea."}
        </p>
        {idea.evidence && (
          <p className="mt-3 text-sm text-ink-600">
            With {idea.evidence.length.toLocaleString("en-GB")} characters of customer evidence.
          </p>
        )}
      </section>
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="grid gap-4 lg:grid-cols-3">
        {kindList.map(({ kind, label }) => (
          <IdeaReportCard key={kind} kind={kind} label={label} report={idea.reports[kind]} onRun={() => run(kind)} />
        ))}
      </ul>
      {idea.reports.iv && (
        <AskReport
          reportId={idea.reports.iv.id}
          kind="iv"
          about={`About the latest idea validation, version ${idea.reports.iv.version}.`}
        />
      )}
      <DeleteIdea id={idea.id} title={idea.title} />
    </div>
  );
}
