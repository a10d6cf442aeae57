import { api } from "./api";

export const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

/**
 * SWR's fetcher for our API: the JSON on success; otherwise an Error with the answer's message (or `failure` when it
 * has none), and OFFLINE when the network failed.
 */
export function fetchJson<T>(failure = "This could not be loaded. Please try again.") {
  return async (path: string): Promise<T> => {
    const { ok, data } = await api<T>(path).catch(() => {
      throw new Error(OFFLINE);
    });
    if (!ok) throw new Error((data as { message?: string }).message ?? failure);
    return data;
  };
}
