"use client";

import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { useCanEdit } from "@/components/app/plan";
import { fieldClass } from "@/components/ui/TextField";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";
import { formatDateTime } from "@/lib/core/format";
import type { IdeaSummary } from "@/lib/core/api/ideas";

/** The idea's title with its last change, and Rename, which turns it into a form in place. */
export function IdeaTitle({ idea, onRenamed }: { idea: IdeaSummary; onRenamed: (title: string) => void }) {
  const [editing, setEditing] = useState(false);
  const canEdit = useCanEdit();
  const { call, busy: saving, error } = useApiAction();
  const fieldId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = String(new FormData(event.currentTarget).get("title") ?? "");
    const renamed = await call(
      "action",
      () => callApi("renameIdea", { params: { id: idea.id }, body: { title } }),
      "The idea could not be renamed.",
    );
    if (!renamed) return;
    onRenamed(renamed.title);
    setEditing(false);
  }

  if (!editing) {
    // A viewer reads the title (issue 49); the owner and editors rename.
    return (
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 [overflow-wrap:anywhere] sm:text-4xl">
            {idea.title}
          </h1>
          <p className="mt-1 text-sm text-ink-600">Last change {formatDateTime(idea.updated_at)}</p>
        </div>
        {canEdit && (
          <button type="button" onClick={() => setEditing(true)} className="btn-secondary min-h-9 px-3 text-sm">
            Rename
          </button>
        )}
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
