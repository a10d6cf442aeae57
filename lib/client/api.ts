"use client";

import { NetworkError, sessionFetch } from "./session-fetch";

/** What a call to our API answered: the parsed JSON body and the status. */
export interface ApiResult<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data: T & { message?: string; redirectTo?: string; invalidCode?: boolean };
}

/** What the founder is told when our API cannot be reached at all. */
export const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

/** What to tell the founder when a call or a download failed: OFFLINE for the network, else the error's message. */
export function failureText(caught: unknown, fallback: string): string {
  if (caught instanceof NetworkError) return OFFLINE;
  return caught instanceof Error && caught.message ? caught.message : fallback;
}

/**
 * Calls our API with a JSON body through sessionFetch (one refresh and retry on a 401; NetworkError when the network
 * failed) and reads the JSON answer.
 */
export async function api<T = Record<string, unknown>>(
  path: string,
  { method = "GET", body, retryOn401 = true }: { method?: string; body?: unknown; retryOn401?: boolean } = {},
): Promise<ApiResult<T>> {
  const response = await sessionFetch(path, {
    method,
    retryOn401,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({}));
  return { ok: response.ok, status: response.status, data };
}
