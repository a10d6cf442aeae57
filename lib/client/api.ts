"use client";

/** What a call to our API answered: the parsed JSON body and the status. */
export interface ApiResult<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data: T & { message?: string; redirectTo?: string; invalidCode?: boolean };
}

export class NetworkError extends Error {}

/** What the founder is told when our API cannot be reached at all. */
export const OFFLINE = "We could not reach LaunchLens. Check your connection and try again.";

/** What to tell the founder when a call or a download failed: OFFLINE for the network, else the error's message. */
export function failureText(caught: unknown, fallback: string): string {
  if (caught instanceof NetworkError) return OFFLINE;
  return caught instanceof Error && caught.message ? caught.message : fallback;
}

/** The `message` of an answer's JSON body, when it has one (our errors always do). */
export function messageIn(body: unknown): string | undefined {
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
    ? body.message
    : undefined;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, however many calls found their token expired (docs/API.md, "Authentication"). */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch("/api/auth/refresh-access-token", { method: "POST", credentials: "same-origin" })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Calls our API with the session cookies. A 401 on a signed-in call triggers one refresh and one retry. A network
 * failure throws NetworkError, so forms can tell it apart from an answer.
 */
export async function api<T = Record<string, unknown>>(
  path: string,
  { method = "GET", body, retryOn401 = true }: { method?: string; body?: unknown; retryOn401?: boolean } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new NetworkError("network");
  }
  if (response.status === 401 && retryOn401 && (await refreshSession())) {
    return api(path, { method, body, retryOn401: false });
  }
  const data = await response.json().catch(() => ({}));
  return { ok: response.ok, status: response.status, data };
}
