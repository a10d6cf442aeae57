"use client";

import useSWR, { type SWRConfiguration } from "swr";
import type { AnswerOf } from "@/lib/core/api/answers";
import type { CallName } from "@/lib/core/api/calls";
import { callUrl, type CallInput } from "./call-api";
import { fetchCall, LOAD_FAILED } from "./fetcher";

/**
 * Reads a call with SWR, keyed by its address (callUrl), so `mutate(callUrl(name, input))` refreshes it from anywhere;
 * `input` null reads nothing. A failure is an ApiError with the answer's message, else `failure`.
 */
export function useCall<N extends CallName>(
  name: N,
  input: CallInput<N> | null,
  { failure = LOAD_FAILED, ...config }: SWRConfiguration<AnswerOf<N>, Error> & { failure?: string } = {},
) {
  const read = async () => {
    if (!input) throw new Error(failure);
    return fetchCall(name, input, failure);
  };
  return useSWR<AnswerOf<N>, Error>(input ? callUrl(name, input) : null, read, config);
}

/** One idea with its reports and decision (`GET /api/data/ideas/{id}`). */
export const useIdea = (id: string | null, config?: Parameters<typeof useCall<"readIdea">>[2]) =>
  useCall("readIdea", id ? { params: { id } } : null, config);

export const DECISION_LOAD_FAILED = "The decision could not be loaded.";

/** An idea's decision (`GET …/decision`). */
export const useIdeaDecision = (id: string, failure?: string) =>
  useCall("ideaDecision", { params: { id } }, { failure });

/** An idea's experiments (`GET …/experiments`). */
export const useExperiments = (id: string, failure?: string) =>
  useCall("listExperiments", { params: { id } }, { failure });

/** One report, read when `reportId` is given. */
export const useReport = (reportId: string | null) =>
  useCall("readReport", reportId ? { params: { id: reportId } } : null);

/** The changes last proposed for an idea (`GET …/pivots`). */
export const usePivots = (id: string, failure?: string) => useCall("readPivots", { params: { id } }, { failure });
