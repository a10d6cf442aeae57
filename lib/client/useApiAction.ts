"use client";

import { useCallback, useRef, useState } from "react";
import { failureText, OFFLINE, type ApiResult } from "./api";
import { NetworkError } from "./session-fetch";

/**
 * What a button or a form does with a call to our API: one call at a time (a second press while one runs does nothing),
 * which action is pending (to name a busy button), and the error to show: the answer's own message, `failure` when it
 * has none, or OFFLINE when the network failed. `call` resolves to the answer's data on success, else null.
 * `task` runs any other work (a download) the same way; an Error it throws is shown by its message.
 */
export function useApiAction<Name extends string = "action">() {
  const [pending, setPending] = useState<Name | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const attempt = useCallback(async <T>(name: Name, work: () => Promise<T>, onFailure: (caught: unknown) => string) => {
    if (running.current) return null;
    running.current = true;
    setPending(name);
    setError(null);
    try {
      return await work();
    } catch (caught) {
      setError(caught instanceof NetworkError ? OFFLINE : onFailure(caught));
      return null;
    } finally {
      running.current = false;
      setPending(null);
    }
  }, []);

  const call = useCallback(
    async <T>(
      name: Name,
      request: () => Promise<ApiResult<T>>,
      failure: string,
    ): Promise<ApiResult<T>["data"] | null> => {
      const answer = await attempt(name, request, () => failure);
      if (!answer) return null;
      if (answer.ok) return answer.data;
      setError(answer.data.message ?? failure);
      return null;
    },
    [attempt],
  );

  const task = useCallback(
    async (name: Name, work: () => Promise<void>, failure: string): Promise<boolean> => {
      const done = await attempt(
        name,
        async () => {
          await work();
          return true;
        },
        (caught) => failureText(caught, failure),
      );
      return done === true;
    },
    [attempt],
  );

  return { call, task, pending, busy: pending !== null, error, setError };
}
