import { api } from "@/lib/client/api";

const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

/** SWR's fetcher for our API: the JSON on success; otherwise an Error carrying the answer's message. */
export async function jsonFetcher<T>(path: string): Promise<T> {
  let answer: Awaited<ReturnType<typeof api<T>>>;
  try {
    answer = await api<T>(path);
  } catch {
    throw new Error(OFFLINE);
  }
  if (!answer.ok) throw new Error((answer.data as { message?: string }).message ?? "This could not be loaded.");
  return answer.data;
}
