import { getEnv } from "@/lib/server/env";
import { processGlobal } from "@/lib/server/process-global";
import { openDatabase, type DatabaseHandle, type Db } from "./client";
import { poolSettingsOf } from "./pool";

export type { Db } from "./client";
export * as schema from "./schema";

// Kept on globalThis: Next.js may load this module more than once in one process (instrumentation, route bundles),
// and a PGlite folder must be opened by a single instance.
const database = processGlobal<Promise<DatabaseHandle>>("launchlens.database");

/** The process's database, opened and migrated on first use. A failed open is retried on the next call. */
export function getDatabase(): Promise<DatabaseHandle> {
  return database.once(() => {
    const env = getEnv();
    return openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL, pool: poolSettingsOf(env) } : { pgliteDir: env.PGLITE_DIR },
    ).catch((error: unknown) => {
      database.clear();
      throw error;
    });
  });
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Closes the process's database (the pool, or the PGlite folder) if it was opened; the next getDatabase() opens it again. */
export async function closeDatabase(): Promise<void> {
  const opening = database.get();
  database.clear();
  const handle = await opening?.catch(() => null);
  await handle?.close();
}
