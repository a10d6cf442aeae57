"use client";

import { useEffect } from "react";
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { callApi } from "@/lib/client/call-api";
import type { HistoryPage } from "@/lib/core/api/answers";
import { forEveryKind, reportKinds, type ReportKind } from "@/lib/core/kinds";

export type ReportItem = { id: string; title: string; created_at: string; demo?: boolean };
export type ReportGroup = { data: ReportItem[]; totalPages: number };
export type ReportGroups = Record<ReportKind, ReportGroup>;
export type HistoryItem = ReportItem & { kind: ReportKind; saved: boolean; shared: boolean; version: number };

// Load Reports fetches its lists again on each opening (a report may have been made, saved or shared meanwhile), so
// SWR's deduping window, which would answer a quick reopening from the cache alone, is off for them.
const everyOpening = { dedupingInterval: 0 } as const;

async function fetchGroups([, ...pages]: readonly [string, ...number[]]): Promise<ReportGroups> {
  const query = {
    ...Object.fromEntries(reportKinds.map((kind, index) => [`${kind}_page`, pages[index] ?? 1])),
    limit: 10,
  };
  const { ok, data } = await callApi("listSavedReports", { query });
  if (!ok) throw new Error(data.message);
  return forEveryKind((kind) => data[kind]);
}

/** The saved reports of each kind, one page of each; the page shown stays until the next one has come. */
export function useSavedReports(open: boolean, pages: Record<ReportKind, number>) {
  return useSWR(open ? (["saved-reports", ...reportKinds.map((kind) => pages[kind])] as const) : null, fetchGroups, {
    ...everyOpening,
    keepPreviousData: true,
  });
}

async function fetchHistory([, cursor]: readonly [string, string | undefined]): Promise<HistoryPage> {
  const { ok, data } = await callApi("history", { query: { limit: 10, cursor } });
  if (!ok) throw new Error(data.message);
  return data;
}

const historyPage = (_index: number, previous: HistoryPage | null) =>
  previous && !previous.nextCursor ? null : (["history", previous?.nextCursor ?? undefined] as const);

/** Every report of the last 30 days, saved or not, newest first, ten at a time ("Show more"). */
export function useRecentReports() {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite(historyPage, fetchHistory, everyOpening);
  // SWR keeps how many pages were shown; each opening starts again at the first ten, as the list always has.
  useEffect(() => {
    if (size > 1) void setSize(1);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on mount only
  return {
    items: data?.flatMap((page) => page.data),
    cursor: data?.at(-1)?.nextCursor ?? null,
    failed: error !== undefined,
    loadingMore: isValidating && size > (data?.length ?? 0),
    more: () => setSize((data?.length ?? 0) + 1),
    refresh: () => mutate(),
  };
}
