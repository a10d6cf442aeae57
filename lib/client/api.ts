"use client";

import { sessionFetch } from "./session-fetch";

/** The fields a refusal may carry besides its `message` (docs/API.md, each call's errors). */
export interface FailureFields {
  message?: string;
  invalidCode?: boolean;
  /** `PUT /api/auth/password-reset`: the link is spent or expired. */
  link_expired?: boolean;
  /** `POST /api/auth/update-password`: the field the refusal is about. */
  field?: string;
  /** `DELETE /api/auth/delete-account`: sign in again this way first. */
  reauth?: string;
}

/** What a call to our API answered: the parsed JSON body and the status. */
export interface ApiResult<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data: T & FailureFields & { redirectTo?: string };
}

/** What the founder is told when our API cannot be reached at all. */
export const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

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
