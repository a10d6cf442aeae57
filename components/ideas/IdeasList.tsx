"use client";

import Link from "next/link";
import { forEveryKind } from "@/lib/core/kinds";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { fieldClass } from "@/components/ui/TextField";
import type { IdeaSummary } from "@/lib/core/api/ideas";
import { FoundReports } from "./FoundReports";
import { IdeaRow } from "./IdeaRow";
import { variantsUnderParents } from "@/lib/core/pivots/lineage";
import { useIdeaPages, useSearch, type Found } from "./ideaLists";
import { MAX_COMPARED } from "./types";

/** The Ideas view: one row per idea with its three reports' status and score, search, and a pick of ideas to compare. */
export function IdeasList() {
  const { ideas, cursor, error: listError, loadingMore, more } = useIdeaPages();
  const [query, setQuery] = useState("");
  const { found, error: searchError } = useSearch(query.trim());
  const [picked, setPicked] = useState<string[]>([]);
  const error = listError ?? searchError;

  function togglePick(id: string) {
    setPicked((current) =>
      current.includes(id)
        ? current.filter((other) => other !== id)
        : current.length < MAX_COMPARED
          ? [...current, id]
          : current,
    );
  }

  const searching = query.trim().length > 0;
  const shown = searching && found ? found.ideas.map((hit) => listedOr(ideas, hit)) : ideas;

  return (
    <div className="space-y-6">
      <IdeasHeader picked={picked} />
      <IdeaSearchField query={query} onChange={setQuery} />

      {error && <Alert tone="error">{error}</Alert>}
      {!shown && !error && (
        <p className="flex items-center gap-2 py-8 text-ink-600" role="status">
          <Spinner className="size-4" /> Loading your ideas…
        </p>
      )}
      {shown && shown.length === 0 && !searching && <NoIdeasYet />}
      {searching && found && (
        <p role="status" className="text-sm text-ink-600">
          {found.ideas.length === 0 && found.reports.length === 0
            ? `Nothing matches “${query.trim()}”.`
            : `${found.ideas.length} idea${found.ideas.length === 1 ? "" : "s"} and ${found.reports.length} saved report${found.reports.length === 1 ? "" : "s"} match.`}
        </p>
      )}
      {shown && shown.length > 0 && (
        <ul className="space-y-3">
          {variantsUnderParents(shown).map(({ idea, depth }) => (
            <IdeaRow
              key={idea.id}
              idea={idea}
              depth={depth}
              picked={picked.includes(idea.id)}
              pickDisabled={!picked.includes(idea.id) && picked.length >= MAX_COMPARED}
              onPick={() => togglePick(idea.id)}
            />
          ))}
        </ul>
      )}
      {searching && found && found.reports.length > 0 && <FoundReports reports={found.reports} phrase={query.trim()} />}
      {!searching && cursor && (
        <button
          type="button"
          onClick={() => void more()}
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

/** A search hit as the list shows it: the listed idea when it is loaded, else the hit with no reports yet. */
function listedOr(ideas: IdeaSummary[] | null, hit: Found["ideas"][number]): IdeaSummary {
  return (
    ideas?.find((idea) => idea.id === hit.id) ?? {
      ...hit,
      prompt: "",
      created_at: hit.updated_at,
      reports: forEveryKind(() => null),
    }
  );
}

/** The page's title, and Compare for the ideas picked (two to MAX_COMPARED). */
function IdeasHeader({ picked }: { picked: string[] }) {
  const router = useRouter();
  const compareHintId = useId();
  return (
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
          disabled={picked.length < 2}
          aria-describedby={compareHintId}
          onClick={() => router.push(`/app/ideas/compare?ids=${picked.join(",")}`)}
          className="btn-primary min-h-10 px-4 text-sm disabled:cursor-not-allowed disabled:opacity-50"
        >
          Compare
        </button>
      </div>
    </div>
  );
}

function IdeaSearchField({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const searchId = useId();
  return (
    <div>
      <label htmlFor={searchId} className="block text-sm font-semibold text-ink-900">
        Search ideas and saved reports
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Words of a title, an idea or a report, e.g. oat milk"
        className={`mt-1.5 ${fieldClass}`}
      />
    </div>
  );
}

function NoIdeasYet() {
  return (
    <div className="card p-8 text-center">
      <p className="font-semibold text-ink-950">No ideas yet</p>
      <p className="mt-1 text-ink-600">
        Describe an idea on the dashboard and run any tool: it appears here with its reports.
      </p>
      <Link href="/app/dashboard" className="btn-primary mt-4 inline-flex min-h-10 px-4 text-sm">
        Go to the dashboard
      </Link>
    </div>
  );
}
