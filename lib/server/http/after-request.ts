import "server-only";
import { processGlobal } from "@/lib/server/process-global";
import { log } from "@/lib/server/log";

/**
 * Work that asks to be started after every API answer (maintenance's turn to prune and send reminders), registered by
 * the module that owns it, so route() imports no domain code. Kept on globalThis: Next.js may evaluate a module once
 * for start-up (instrumentation.ts) and again for the routes, and both must see one registry. A name registers once: a
 * second copy of the module registering again changes nothing.
 */
type Hook = () => void;

const registry = processGlobal<Map<string, Hook>>("launchlens.afterRequest");
const hooks = () => registry.once(() => new Map());

export function afterEveryRequest(name: string, hook: Hook): void {
  if (!hooks().has(name)) hooks().set(name, hook);
}

/** Runs each hook; one that throws is logged and never spoils the answer. */
export function runAfterRequestHooks(): void {
  for (const [name, hook] of hooks()) {
    try {
      hook();
    } catch (error) {
      log().error({ err: error, hook: name }, "after-request hook failed");
    }
  }
}
