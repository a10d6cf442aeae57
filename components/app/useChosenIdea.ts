"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/client/api";
import { rememberIdea } from "@/lib/client/tools";
import type { ReportKind } from "@/lib/report-kinds";
import type { IdeaSummary } from "@/lib/reports/ideas";

/**
 * The idea a tool's form is working on, as the library has it (title, latest text, evidence, reports), fetched again
 * after each run. An idea that is gone (deleted in another tab) is forgotten: the form then starts a new idea.
 */
export function useChosenIdea(slot: ReportKind, ideaId: string | null, refresh: unknown): IdeaSummary | null {
  const [idea, setIdea] = useState<IdeaSummary | null>(null);
  useEffect(() => {
    if (!ideaId) return;
    let current = true;
    api<IdeaSummary>(`/api/data/ideas/${ideaId}`).then(
      ({ ok, status, data }) => {
        if (!current) return;
        if (ok) setIdea(data);
        else if (status === 404 || status === 400) rememberIdea(slot, null);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [slot, ideaId, refresh]);
  return idea && idea.id === ideaId ? idea : null;
}
