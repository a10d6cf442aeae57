import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** What the log line of a request knows beyond the request itself: filled in by the code that learns it. */
export interface RequestContext {
  requestId: string;
  userId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** Records the signed-in user of the current request, if any request is being served. */
export function noteRequestUser(userId: string): void {
  const context = storage.getStore();
  if (context) context.userId = userId;
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
