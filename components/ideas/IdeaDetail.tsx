"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useReports } from "@/components/app/ReportsProvider";
import { Alert } from "@/components/ui/Alert";
import { ScoreBadge } from "@/components/ui/ScoreBadge";
import { Spinner } from "@/components/ui/Spinner";
import { fieldClass } from "@/components/ui/TextField";
import { api } from "@/lib/client/api";
import { rememberIdea, tools } from "@/lib/client/tools";
import { formatDateTime } from "@/lib/format";
import { VersionChange, type Version } from "./VersionChange";
import type { IdeaSummary, ReportStatus } from "@/lib/reports/ideas";
import { kinds, type Kind } from "./types";

const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

/** One idea with its three reports together: open, re-run a missing one, see versions and what changed, rename. */
export function IdeaDetail({ id }: { id: string }) {
  const router = useRouter();
  const { generate } = useReports();
  const [idea, setIdea] = useState<IdeaSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api<IdeaSummary>(`/api/data/ideas/${id}`).then(
      ({ ok, data }) => {
        if (!current) return;
        if (ok) setIdea(data);
        else setError(data.message ?? "This idea could not be loaded.");
      },
      () => current && setError(OFFLINE),
    );
    return () => {
      current = false;
    };
  }, [id]);

  function run(kind: Kind) {
    if (!idea) return;
    const tool = tools[kind];
    rememberIdea(kind, idea.id, { prompt: idea.prompt, evidence: idea.evidence });
    void generate(kind, idea.prompt, idea.evidence, idea.id);
    router.push(tool.path);
  }

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
      <Title idea={idea} onRenamed={(title) => setIdea({ ...idea, title })} />
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
        {kinds.map(({ kind, label }) => (
          <ReportCard key={kind} kind={kind} label={label} report={idea.reports[kind]} onRun={() => run(kind)} />
        ))}
      </ul>
    </div>
  );
}

function Title({ idea, onRenamed }: { idea: IdeaSummary; onRenamed: (title: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = String(new FormData(event.currentTarget).get("title") ?? "");
    setSaving(true);
    setError(null);
    try {
      const { ok, data } = await api<IdeaSummary>(`/api/data/ideas/${idea.id}`, { method: "PATCH", body: { title } });
      if (ok) {
        onRenamed(data.title);
        setEditing(false);
      } else setError(data.message ?? "The idea could not be renamed.");
    } catch {
      setError(OFFLINE);
    }
    setSaving(false);
  }

  if (!editing) {
    return (
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 [overflow-wrap:anywhere] sm:text-4xl">
            {idea.title}
          </h1>
          <p className="mt-1 text-sm text-ink-600">Last change {formatDateTime(idea.updated_at)}</p>
        </div>
        <button type="button" onClick={() => setEditing(true)} className="btn-secondary min-h-9 px-3 text-sm">
          Rename
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-2">
      <h1 className="sr-only">{idea.title}</h1>
      <label htmlFor={fieldId} className="block text-sm font-semibold text-ink-900">
        Idea title
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={fieldId}
          name="title"
          defaultValue={idea.title}
          maxLength={120}
          required
          autoFocus
          className={`min-w-0 flex-1 ${fieldClass}`}
          aria-invalid={error ? true : undefined}
        />
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving}
          className="btn-primary min-h-10 px-4 text-sm disabled:opacity-60"
        >
          {saving ? "Saving…" : "Save"}
        </button>
        <button type="button" onClick={() => setEditing(false)} className="btn-secondary min-h-10 px-4 text-sm">
          Cancel
        </button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}

function ReportCard({
  kind,
  label,
  report,
  onRun,
}: {
  kind: Kind;
  label: string;
  report: ReportStatus | null;
  onRun: () => void;
}) {
  return (
    <li className="card flex flex-col p-5">
      <h2 className="font-semibold text-ink-950">{label}</h2>
      {report ? (
        <>
          <p className="mt-1 text-sm text-ink-600">
            Version {report.version} · {formatDateTime(report.created_at)}
            {report.saved ? " · saved" : ""}
          </p>
          {typeof report.overall_score === "number" && (
            <p className="mt-3 flex items-center gap-2">
              <span className="font-serif text-2xl font-semibold tabular-nums text-ink-950">
                {report.overall_score.toFixed(1)}
              </span>
              <span className="text-ink-600">/ 10</span>
              <ScoreBadge score={report.overall_score} />
            </p>
          )}
          <div className="mt-auto pt-4">
            <Link href={`/app/reports/${report.id}`} className="btn-primary min-h-9 px-4 text-sm">
              Open<span className="sr-only"> {label}</span>
            </Link>
          </div>
          {report.version > 1 && <Versions kind={kind} label={label} reportId={report.id} />}
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-600">Not run yet for this idea.</p>
          <div className="mt-auto pt-4">
            <button type="button" onClick={onRun} className="btn-secondary min-h-9 px-4 text-sm">
              Run {label}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/** Every version of one kind of report on the idea, newest first: each opens at its own address, with what changed. */
function Versions({ kind, label, reportId }: { kind: Kind; label: string; reportId: string }) {
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [failed, setFailed] = useState(false);

  function load() {
    if (versions) return;
    api<{ data: Version[] }>(`/api/data/reports/${reportId}/versions`).then(
      ({ ok, data }) => (ok ? setVersions(data.data) : setFailed(true)),
      () => setFailed(true),
    );
  }

  return (
    <details className="mt-4 border-t border-line pt-3" onToggle={(event) => event.currentTarget.open && load()}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">Versions and what changed</summary>
      {failed && <p className="mt-2 text-sm text-red-700">The versions could not be loaded.</p>}
      {!versions && !failed && <p className="mt-2 text-sm text-ink-600">Loading…</p>}
      {versions && (
        <ol className="mt-2 space-y-4">
          {[...versions].reverse().map((version) => {
            const previous = versions.find((other) => other.version === version.version - 1);
            return (
              <li key={version.id} className="text-sm">
                <Link
                  href={`/app/reports/${version.id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  Version {version.version}
                  <span className="sr-only"> of {label}</span>
                </Link>
                <span className="text-ink-600"> · {formatDateTime(version.created_at)}</span>
                {typeof version.overall_score === "number" && (
                  <p className="text-ink-700">
                    {version.overall_score.toFixed(1)} / 10 ({version.score_tag})
                  </p>
                )}
                {previous && <VersionChange kind={kind} previous={previous} current={version} />}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
