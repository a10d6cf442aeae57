import type { AnswerOf } from "@/lib/core/api/answers";
import type { CallName } from "@/lib/core/api/calls";
import { OFFLINE } from "./api";
import { callApi, type CallInput } from "./call-api";

/** What SWR's fetcher throws for an answer that is not a success: its message, and its status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const LOAD_FAILED = "This could not be loaded. Please try again.";

/**
 * Reads one call for SWR: the answer on success; otherwise an ApiError with the answer's message (or `failure` when it
 * has none) and status, and OFFLINE when the network failed.
 */
export async function fetchCall<N extends CallName>(
  name: N,
  input: CallInput<N>,
  failure = LOAD_FAILED,
): Promise<AnswerOf<N>> {
  const { ok, status, data } = await callApi<N>(name, input).catch(() => {
    throw new Error(OFFLINE);
  });
  if (!ok) throw new ApiError(data.message ?? failure, status);
  return data;
}
