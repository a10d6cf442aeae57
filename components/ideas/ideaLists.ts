"use client";

import { useEffect, useState } from "react";
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { OFFLINE } from "@/lib/client/api";
import { callApi } from "@/lib/client/call-api";
import { fetchCall } from "@/lib/client/fetcher";
import type { AnswerOf, SearchAnswer } from "@/lib/core/api/answers";

export type Found = SearchAnswer;
type IdeasPage = AnswerOf<"listIdeas">;

const fetchIdeas = ([, cursor]: readonly [string, string | undefined]) =>
  fetchCall("listIdeas", { query: { limit: 30, cursor } }, "Your ideas could not be loaded. Please try again.");

const ideasPage = (_index: number, previous: IdeasPage | null) =>
  previous && !previous.nextCursor ? null : (["ideas", previous?.nextCursor ?? undefined] as const);

/** The founder's ideas, newest change first, thirty at a time ("Show more ideas"). */
export function useIdeaPages() {
  const { data, error, size, setSize, isValidating } = useSWRInfinite<IdeasPage, Error>(ideasPage, fetchIdeas);
  return {
    ideas: data?.flatMap((page) => page.data) ?? null,
    cursor: data?.at(-1)?.nextCursor ?? null,
    error: error?.message ?? null,
    loadingMore: isValidating && size > (data?.length ?? 0),
    more: () => setSize((data?.length ?? 0) + 1),
  };
}

/** `value`, once it has not changed for `delay` ms; at once when it becomes empty. */
function useSettled(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value ? delay : 0);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return value ? settled : "";
}

async function fetchFound([, q]: readonly [string, string]): Promise<Found> {
  const { ok, data } = await callApi("search", { query: { q } });
  return ok ? data : { ideas: [], reports: [] };
}

/**
 * What the search finds for `words`: asked after a pause in typing (250 ms), the last answer kept until the next one
 * comes; null while nothing has been asked yet. SWR keeps an answer to an older query from replacing a newer one.
 */
export function useSearch(words: string) {
  const asked = useSettled(words, 250);
  const { data, error } = useSWR(asked ? (["search", asked] as const) : null, fetchFound, {
    keepPreviousData: true,
  });
  return { found: asked ? (data ?? null) : null, error: asked && error ? OFFLINE : null };
}
