"use client";

import { OFFLINE } from "./api";
import { failureOf, NetworkError, sessionFetch } from "./session-fetch";

export const ANSWER_NOT_STARTED = "The question could not be asked. Please try again.";

/**
 * The fetch of the chat's transport. The AI SDK's transport throws an answer that is not a success as its body's text,
 * which the panel would show as raw JSON: here it throws the answer's `message` instead (OFFLINE when the network
 * failed). An expired session is refreshed once by sessionFetch; a stop (abort) is left as it is.
 */
export async function chatFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await sessionFetch(input, init).catch((error: unknown) => {
    throw error instanceof NetworkError ? new Error(OFFLINE) : error;
  });
  if (response.ok) return response;
  throw new Error(await failureOf(response, ANSWER_NOT_STARTED));
}
