"use client";

import type { IdeaSummary } from "@/lib/core/api/ideas";
import { kindList } from "@/lib/core/kinds";
import { Alert } from "@/components/ui/Alert";
import { Modal } from "@/components/ui/Modal";
import { Spinner } from "@/components/ui/Spinner";
import { formatDateTime } from "@/lib/core/format";
import { useCall } from "@/lib/client/use-call";

/** The founder's most recently changed ideas the switcher offers (the Ideas page has them all). */
const SHOWN = 50;

/**
 * "Switch idea" on a tool form: the founder's ideas, last changed first, each with the tools already run on it; one
 * choice files the next run under that idea, "Start a new idea" under none. A native dialog, so focus stays inside and
 * returns to the switch.
 */
export function IdeaSwitcher({
  open,
  currentId,
  onClose,
  onChoose,
}: {
  open: boolean;
  currentId: string | null;
  onClose: () => void;
  onChoose: (idea: IdeaSummary | null) => void;
}) {
  // Fetched again on each opening (a run may have made or changed an idea meanwhile): no deduping window.
  const { data, error } = useCall("listIdeas", open ? { query: { limit: SHOWN } } : null, { dedupingInterval: 0 });
  const ideas = data?.data ?? null;
  const failed = error !== undefined;

  return (
    <Modal open={open} onClose={onClose} title="Choose an idea" wide>
      <p className="text-sm text-ink-600">The next run is filed under the idea you choose, as its next version.</p>
      {failed && (
        <div className="mt-3">
          <Alert tone="error">Your ideas could not be loaded. Check your connection and try again.</Alert>
        </div>
      )}
      {!ideas && !failed && (
        <p className="flex items-center gap-2 py-6 text-ink-600" role="status">
          <Spinner className="size-4" /> Loading your ideas…
        </p>
      )}
      {ideas && ideas.length === 0 && (
        <p className="py-6 text-center text-ink-600">You have no ideas yet: your first run makes one.</p>
      )}
      {ideas && ideas.length > 0 && (
        <ul className="mt-3 max-h-[55vh] divide-y divide-line overflow-y-auto rounded-xl border border-line">
          {ideas.map((idea) => {
            const ran = kindList.filter(({ kind }) => idea.reports[kind]).map(({ label }) => label);
            const current = idea.id === currentId;
            return (
              <li key={idea.id}>
                <button
                  type="button"
                  onClick={() => onChoose(idea)}
                  aria-current={current ? "true" : undefined}
                  className="block w-full px-4 py-3 text-left hover:bg-surface focus-visible:bg-surface focus-visible:-outline-offset-2"
                >
                  <span className="flex items-start justify-between gap-3">
                    <span className="font-semibold text-ink-950 [overflow-wrap:anywhere]">{idea.title}</span>
                    {current && (
                      <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        Current
                      </span>
                    )}
                  </span>
                  <span className="mt-0.5 block text-sm text-ink-600">
                    {ran.length > 0 ? ran.join(", ") : "No report yet"} · last change {formatDateTime(idea.updated_at)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className="btn-ghost min-h-10 px-4 text-sm">
          Cancel
        </button>
        <button type="button" onClick={() => onChoose(null)} className="btn-secondary min-h-10 px-4 text-sm">
          Start a new idea
        </button>
      </div>
    </Modal>
  );
}
