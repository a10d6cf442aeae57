"use client";

import { useCallback, useRef, useState } from "react";
import { OFFLINE, type ApiResult } from "./api";
import { NetworkError } from "./session-fetch";

/**
 * What a button or a form does with a call to our API, the one hook for every screen: one call at a time (a second
 * press while one runs does nothing), which action is pending (to name a busy button), and the error to show: the
 * answer's own message, `failure` when it has none, or `offline` (OFFLINE unless the screen words it) when the network
 * failed. `call` resolves to the answer's data on success, else null. `task` runs any other work (a download, or a call
 * whose answer needs reading) the same way; an Error it throws is shown by its message. `leave()`, once an action has
 * sent the founder to another page, keeps it pending (busy, and nothing else runs) while that page opens.
 */
export function useApiAction<Name extends string = "action">({ offline = OFFLINE }: { offline?: string } = {}) {
  const [pending, setPending] = useState<Name | null>(null);
  const [left, setLeft] = useState<Name | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const leaving = useRef(false);
  const last = useRef<Name | null>(null);

  const attempt = useCallback(
    async <T>(name: Name, work: () => Promise<T>, failure: string) => {
      if (running.current) return null;
      running.current = true;
      last.current = name;
      setPending(name);
      setError(null);
      try {
        return await work();
      } catch (caught) {
        if (caught instanceof NetworkError) setError(offline);
        else setError(caught instanceof Error && caught.message ? caught.message : failure);
        return null;
      } finally {
        running.current = leaving.current;
        setPending(null);
      }
    },
    [offline],
  );

  const call = useCallback(
    async <T>(
      name: Name,
      request: () => Promise<ApiResult<T>>,
      failure: string,
    ): Promise<ApiResult<T>["data"] | null> => {
      // A failed answer is not thrown: its message is not an Error's, and `failure` stands in for a missing one.
      const answer = await attempt(name, request, failure);
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
        failure,
      );
      return done === true;
    },
    [attempt],
  );

  const leave = useCallback(() => {
    leaving.current = true;
    running.current = true;
    setLeft(last.current);
  }, []);

  const current = pending ?? left;
  return { call, task, leave, pending: current, busy: current !== null, error, setError };
}
