import { api, OFFLINE } from "./api";

/** What SWR's fetcher throws for an answer that is not a success: its message, and its status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * SWR's fetcher for our API: the JSON on success; otherwise an ApiError with the answer's message (or `failure`
 * when it has none) and status, and OFFLINE when the network failed.
 */
export function fetchJson<T>(failure = "This could not be loaded. Please try again.") {
  return async (path: string): Promise<T> => {
    const { ok, status, data } = await api<T>(path).catch(() => {
      throw new Error(OFFLINE);
    });
    if (!ok) throw new ApiError(data.message ?? failure, status);
    return data;
  };
}
