import "server-only";

/**
 * A value kept once per process, on globalThis under `Symbol.for(key)`: Next.js may evaluate a module more than once in
 * one process (start-up, each route bundle), and what must exist once (the database, the loggers, the PDF workers, the
 * after-request hooks) is shared through here. server.mjs reads `launchlens.lifecycle` and writes
 * `launchlens.peerAddressHeader` under the same names.
 */
export function processGlobal<T>(key: string) {
  const symbol = Symbol.for(key);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- globalThis holds any symbol-keyed value; this key holds a T
  const holder = globalThis as Record<symbol, T | undefined>;
  return {
    get: (): T | undefined => holder[symbol],
    set: (value: T): T => (holder[symbol] = value),
    clear: (): void => {
      delete holder[symbol];
    },
    /** The value, made by `make` the first time it is asked for. */
    once: (make: () => T): T => (holder[symbol] ??= make()),
  };
}
