import "server-only";
import { after } from "next/server";
import { log } from "@/lib/server/log";

const pending = new Set<Promise<void>>();

/**
 * Runs work after the response has been sent (Next's `after()`), so what an answer takes never depends on it: e-mail
 * delivery, for instance, must not tell a slow mail provider's "account exists" apart from "no such account".
 * Outside a request (scripts, tests calling handlers directly) the work starts at once without being awaited;
 * `settleBackgroundWork()` waits for it.
 */
export function afterResponse(task: () => Promise<void>, label = "background task"): void {
  const run = () =>
    task().catch((error: unknown) => {
      log().error({ task: label, err: error }, "background task failed");
    });
  try {
    after(run);
    return;
  } catch {
    // Not inside a request scope.
  }
  const promise: Promise<void> = run().finally(() => pending.delete(promise));
  pending.add(promise);
}

/** Waits until background work started outside a request has finished (for tests and scripts). */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
