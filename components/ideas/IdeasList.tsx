"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { ScoreBadge } from "@/components/ui/ScoreBadge";
import { Spinner } from "@/components/ui/Spinner";
import { fieldClass } from "@/components/ui/TextField";
import { api } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format";
import type { IdeaSummary } from "@/lib/reports/ideas";
import { kinds, MAX_COMPARED, type Kind } from "./types";

type Found = {
  ideas: { id: string; title: string; updated_at: string }[];
  reports: { id: string; kind: Kind; title: string; created_at: string; idea_id: string; snippet: string | null }[];
};

type IdeasPage = { data: IdeaSummary[]; nextCursor: string | null };

async function fetchIdeas(after: string | null): Promise<IdeasPage> {
  const { ok, data } = await api<IdeasPage>(`/api/data/ideas?limit=30${after ? `&cursor=${after}` : ""}`).catch(() => {
    throw new Error("We could not reach LaunchLens. Check your connection and try again.");
  });
  if (!ok) throw new Error(data.message ?? "Your ideas could not be loaded. Please try again.");
  return data;
}

const kindLabel = (kind: Kind) => kinds.find((entry) => entry.kind === kind)!.label;

/** The Ideas view: one row per idea with its three reports' status and score, search, and a pick of ideas to compare. */
export function IdeasList() {
  const router = useRouter();
  const [ideas, setIdeas] = useState<IdeaSummary[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const searchId = useId();
  const compareHintId = useId();

  function apply(page: IdeasPage, after: string | null) {
    setIdeas((current) => [...(after ? (current ?? []) : []), ...page.data]);
    setCursor(page.nextCursor);
  }

  useEffect(() => {
    let current = true;
    fetchIdeas(null).then(
      (page) => current && apply(page, null),
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, []);

  // Searching waits for a pause in typing; an answer to an older query never replaces a newer one.
  useEffect(() => {
    const words = query.trim();
    if (!words) return;
    let current = true;
    const timer = setTimeout(() => {
      api<Found>(`/api/data/search?q=${encodeURIComponent(words)}`).then(
        ({ ok, data }) => current && setFound(ok ? data : { ideas: [], reports: [] }),
        () => current && setError("We could not reach LaunchLens. Check your connection and try again."),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  function togglePick(id: string) {
    setPicked((current) =>
      current.includes(id)
        ? current.filter((other) => other !== id)
        : current.length < MAX_COMPARED
          ? [...current, id]
          : current,
    );
  }

  async function more() {
    setLoadingMore(true);
    await fetchIdeas(cursor).then(
      (page) => apply(page, cursor),
      (failure: Error) => setError(failure.message),
    );
    setLoadingMore(false);
  }

  const searching = query.trim().length > 0;
  const shown =
    searching && found
      ? found.ideas.map(
          (hit) =>
            ideas?.find((idea) => idea.id === hit.id) ?? {
              ...hit,
              prompt: "",
              created_at: hit.updated_at,
              reports: { pp: null, ms: null, iv: null },
            },
        )
      : ideas;
  const canCompare = picked.length >= 2;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Ideas</h1>
          <p className="mt-2 text-ink-600">
            Every idea you have tested, with its three reports. Pick two to four to compare them.
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p id={compareHintId} className="text-sm text-ink-600" aria-live="polite">
            {picked.length === 0 ? "Pick ideas to compare" : `${picked.length} of ${MAX_COMPARED} picked`}
          </p>
          <button
            type="button"
            disabled={!canCompare}
            aria-describedby={compareHintId}
            onClick={() => router.push(`/app/ideas/compare?ids=${picked.join(",")}`)}
            className="btn-primary min-h-10 px-4 text-sm disabled:cursor-not-allowed disabled:opacity-50"
          >
            Compare
          </button>
        </div>
      </div>

      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold text-ink-900">
          Search ideas and saved reports
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            if (!event.target.value.trim()) setFound(null);
          }}
          placeholder="Words of a title, an idea or a report, e.g. oat milk"
          className={`mt-1.5 ${fieldClass}`}
        />
      </div>

      {error && <Alert tone="error">{error}</Alert>}
      {!shown && !error && (
        <p className="flex items-center gap-2 py-8 text-ink-600" role="status">
          <Spinner className="size-4" /> Loading your ideas…
        </p>
      )}
      {shown && shown.length === 0 && !searching && (
        <div className="card p-8 text-center">
          <p className="font-semibold text-ink-950">No ideas yet</p>
          <p className="mt-1 text-ink-600">
            Describe an idea on the dashboard and run any tool: it appears here with its reports.
          </p>
          <Link href="/app/dashboard" className="btn-primary mt-4 inline-flex min-h-10 px-4 text-sm">
            Go to the dashboard
          </Link>
        </div>
      )}
      {searching && found && (
        <p role="status" className="text-sm text-ink-600">
          {found.ideas.length === 0 && found.reports.length === 0
            ? `Nothing matches “${query.trim()}”.`
            : `${found.ideas.length} idea${found.ideas.length === 1 ? "" : "s"} and ${found.reports.length} saved report${found.reports.length === 1 ? "" : "s"} match.`}
        </p>
      )}
      {shown && shown.length > 0 && (
        <ul className="space-y-3">
          {shown.map((idea) => (
            <IdeaRow
              key={idea.id}
              idea={idea}
              picked={picked.includes(idea.id)}
              pickDisabled={!picked.includes(idea.id) && picked.length >= MAX_COMPARED}
              onPick={() => togglePick(idea.id)}
            />
          ))}
        </ul>
      )}
      {searching && found && found.reports.length > 0 && (
        <section aria-labelledby="found-reports">
          <h2 id="found-reports" className="text-lg font-semibold text-ink-950">
            Saved reports
          </h2>
          <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white">
            {found.reports.map((report) => (
              <li key={report.id} className="px-4 py-3">
                <Link
                  href={`/app/reports/${report.id}`}
                  className="font-semibold text-ink-950 [overflow-wrap:anywhere] hover:text-brand-700"
                >
                  {report.title}
                </Link>
                <p className="text-sm text-ink-600">
                  {kindLabel(report.kind)} · {formatDateTime(report.created_at)}
                </p>
                {report.snippet && (
                  <p className="mt-1.5 border-l-2 border-line pl-3 text-sm text-ink-700 [overflow-wrap:anywhere]">
                    <span className="sr-only">Found in the report: </span>
                    <Highlighted text={report.snippet} phrase={query.trim()} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!searching && cursor && (
        <button
          type="button"
          onClick={more}
          disabled={loadingMore}
          aria-busy={loadingMore}
          className="btn-secondary min-h-10 w-full text-sm disabled:opacity-60"
        >
          {loadingMore ? "Loading…" : "Show more ideas"}
        </button>
      )}
    </div>
  );
}

/** `text` with each place it holds `phrase` (compared without case) marked. */
function Highlighted({ text, phrase }: { text: string; phrase: string }) {
  const words = phrase.replace(/\s+/g, " ");
  if (!words) return text;
  const parts = text.split(new RegExp(`(${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})`, "giu"));
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-ink-950">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

function IdeaRow({
  idea,
  picked,
  pickDisabled,
  onPick,
}: {
  idea: IdeaSummary;
  picked: boolean;
  pickDisabled: boolean;
  onPick: () => void;
}) {
  const validation = idea.reports.iv;
  const pickId = `pick-${idea.id}`;
  return (
    <li className="card flex gap-4 p-4 sm:p-5">
      <div className="pt-1">
        <input
          id={pickId}
          type="checkbox"
          checked={picked}
          disabled={pickDisabled}
          onChange={onPick}
          className="size-4 accent-brand-600"
          aria-label={`Compare ${idea.title}`}
          title={pickDisabled ? `At most ${MAX_COMPARED} ideas at once` : undefined}
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <Link
            href={`/app/ideas/${idea.id}`}
            className="text-base font-semibold text-ink-950 [overflow-wrap:anywhere] hover:text-brand-700"
          >
            {idea.title}
          </Link>
          {validation && typeof validation.overall_score === "number" && (
            <span className="flex items-center gap-2 whitespace-nowrap">
              <span className="font-semibold tabular-nums text-ink-950">
                {validation.overall_score.toFixed(1)} / 10
              </span>
              <ScoreBadge score={validation.overall_score} />
            </span>
          )}
        </div>
        <ul className="mt-2 flex flex-wrap gap-2 text-xs" aria-label="Reports">
          {kinds.map(({ kind, label }) => {
            const report = idea.reports[kind];
            return (
              <li
                key={kind}
                className={`rounded-full px-2.5 py-1 font-medium ${report ? "bg-brand-50 text-brand-800" : "bg-stone-100 text-ink-600"}`}
              >
                {label}: {report ? `v${report.version}${report.saved ? ", saved" : ""}` : "not run yet"}
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-sm text-ink-600">Last change {formatDateTime(idea.updated_at)}</p>
      </div>
    </li>
  );
}
