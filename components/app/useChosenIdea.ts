"use client";

import { useEffect, useRef } from "react";
import { ApiError } from "@/lib/client/fetcher";
import { useIdea } from "@/lib/client/use-call";
import { rememberIdea } from "@/lib/client/tools";
import type { ReportKind } from "@/lib/core/kinds";
import type { IdeaSummary } from "@/lib/core/api/ideas";

const IDEA_LOAD_FAILED = "This idea could not be loaded.";

/**
 * The idea a tool's form is working on, as the library has it (title, latest text, evidence, reports), read through
 * SWR under the idea page's key and read again after each run. An idea that is gone (deleted in another tab) is
 * forgotten: the form then starts a new idea.
 */
export function useChosenIdea(kind: ReportKind, ideaId: string | null, refresh: unknown): IdeaSummary | null {
  const { data, mutate } = useIdea(ideaId, {
    failure: IDEA_LOAD_FAILED,
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) rememberIdea(kind, null);
    },
  });
  // After a run (`refresh` changes) the idea has a new version: read it again. SWR reads it on mount by itself.
  const seen = useRef(refresh);
  useEffect(() => {
    if (seen.current === refresh) return;
    seen.current = refresh;
    void mutate();
  }, [refresh, mutate]);
  return data && data.id === ideaId ? data : null;
}
