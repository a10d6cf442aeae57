"use client";

import { calls } from "@/lib/core/api/calls";

/** A call that never reached our API: the network failed (forms tell it apart from an answer). */
export class NetworkError extends Error {}

/** The `message` of an answer's JSON body, when it has one (our errors always do). */
export function messageIn(body: unknown): string | undefined {
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
    ? body.message
    : undefined;
}

/** What to tell the founder about an answer that is not a success: its body's `message`, else `fallback`. */
export async function failureOf(response: Response, fallback: string): Promise<string> {
  return messageIn(await response.json().catch(() => null)) ?? fallback;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, however many calls found their token expired (docs/API.md, "Authentication"). */
function refreshSession(): Promise<boolean> {
  const { path, method } = calls.refreshAccessToken;
  refreshing ??= fetch(path, { method, credentials: "same-origin" })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * The browser's one way to our API: `fetch` with the session cookies, where a 401 refreshes the session once and sends
 * the request again (unless `retryOn401` is false: the sign-in calls, whose 401 is the answer). A network failure
 * throws NetworkError; a stop (abort) is rethrown as it is. The answer is returned whatever its status.
 */
export async function sessionFetch(
  input: RequestInfo | URL,
  { retryOn401 = true, ...init }: RequestInit & { retryOn401?: boolean } = {},
): Promise<Response> {
  const send = () =>
    fetch(input, { credentials: "same-origin", ...init }).catch((error: unknown) => {
      if (init.signal?.aborted) throw error;
      throw new NetworkError("network");
    });
  const response = await send();
  if (response.status === 401 && retryOn401 && (await refreshSession())) return send();
  return response;
}
