"use client";

import { messageIn, OFFLINE, refreshSession } from "./api";

export const ANSWER_NOT_STARTED = "The question could not be asked. Please try again.";

/**
 * The fetch of the chat's transport. The AI SDK's transport throws an answer that is not a success as its body's text,
 * which the panel would show as raw JSON: here it throws the answer's `message` instead (OFFLINE when the network
 * failed), and an expired session is refreshed once, as `api()` does. A stop (abort) is left as it is.
 */
export async function chatFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const send = () =>
    fetch(input, init).catch((error: unknown) => {
      if (init?.signal?.aborted) throw error;
      throw new Error(OFFLINE);
    });
  let response = await send();
  if (response.status === 401 && (await refreshSession())) response = await send();
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  throw new Error(messageIn(body) ?? ANSWER_NOT_STARTED);
}
