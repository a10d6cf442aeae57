import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { PreparingPGlite } from "./pglite-statements";
import { acceptsStartupParameters, type PoolSettings } from "./pool";
import * as schema from "./schema";

/** Either driver behind one type: the app only uses what both have in common. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

export type DatabaseTarget =
  { url: string; pool?: PoolSettings } | { pgliteDir: string | "memory" } | { pglite: PGlite };

export const migrationsFolder = path.join(process.cwd(), "db", "migrations");

// Any constant shared by every instance: it serialises migrations when several start at once.
const MIGRATION_LOCK_ID = 7_261_104;

/** Opens the database and applies every pending migration before returning it. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) return openPostgres(target.url, target.pool);
  const client = "pglite" in target ? target.pglite : await createPglite(target.pgliteDir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's PGlite and postgres.js databases share one query API; Db is that shared type
  return { db: db as unknown as Db, driver: "pglite", close: () => client.close() };
}

/** `memory:` and a file: an in-memory database that starts from that data dump (PGlite's dumpDataDir). */
const MEMORY_FROM = /^memory:(.+)$/;

async function createPglite(dir: string): Promise<PGlite> {
  const dump = MEMORY_FROM.exec(dir)?.[1];
  if (dump) {
    // The test suites start every file from one migrated copy: migrating a new database takes about 1.5 s.
    const client = new PreparingPGlite({ loadDataDir: new Blob([readFileSync(dump)]) });
    await client.waitReady;
    return client;
  }
  const folder = dir === "memory" ? undefined : path.resolve(dir);
  if (folder) mkdirSync(folder, { recursive: true });
  const client = new PreparingPGlite(folder);
  await client.waitReady;
  return client;
}

/**
 * The pause before a connection of the pool tries the server again, in seconds. postgres.js waits up to 20 s by
 * default; queries queued behind a lost connection wait through those pauses, so an outage of 5 s held requests for
 * 15 s and more, and the app came back seconds after the database. Capped at 250 ms, each connection turns away one
 * queued query (a 503) per attempt while the server is down, and reconnects within a quarter second of its return.
 */
export const reconnectDelaySeconds = (attempt: number) => Math.min(0.02 * 2 ** attempt, 0.25);

const DEFAULT_POOL: PoolSettings = { max: 10, statementTimeoutMs: 10_000, idleTimeoutSeconds: 60 };

/**
 * A connection string as postgres.js takes it. libpq names a Unix socket with a `host` parameter holding its folder
 * (`postgres://user@localhost/db?host=/var/run/postgresql`); postgres.js wants the socket's path as an option, and
 * would send an unknown `host` parameter to the server at start-up, which refuses it.
 */
export function connectionOf(url: string): { url: string; path?: string } {
  const parsed = new URL(url);
  const socketFolder = parsed.searchParams.get("host");
  if (!socketFolder?.startsWith("/")) return { url };
  parsed.searchParams.delete("host");
  return { url: parsed.toString(), path: `${socketFolder.replace(/\/$/, "")}/.s.PGSQL.${parsed.port || 5432}` };
}

async function openPostgres(target: string, pool: PoolSettings = DEFAULT_POOL): Promise<DatabaseHandle> {
  await migratePostgresWithLock(target);
  const { url, path: socket } = connectionOf(target);
  const client = postgres(url, {
    path: socket,
    max: pool.max,
    idle_timeout: pool.idleTimeoutSeconds || undefined,
    connect_timeout: 10,
    backoff: reconnectDelaySeconds,
    // Set per connection at start-up, so it holds for every statement without a round trip of its own.
    connection:
      pool.statementTimeoutMs && acceptsStartupParameters(url) ? { statement_timeout: pool.statementTimeoutMs } : {},
    onnotice: () => {},
  });
  const db = drizzlePostgres({ client, schema });
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's PGlite and postgres.js databases share one query API; Db is that shared type
  return { db: db as unknown as Db, driver: "postgres", close: () => client.end({ timeout: 5 }) };
}

async function migratePostgresWithLock(target: string): Promise<void> {
  const { url, path: socket } = connectionOf(target);
  // One connection, so the session-level advisory lock covers the whole migration.
  const client = postgres(url, { path: socket, max: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** The row of a query that always answers one (an aggregate such as `count(*)`). */
export function onlyRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("The query answered no row.");
  return row;
}

/** The rows of a raw `db.execute` result: postgres.js answers an array, PGlite an object holding `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- PGlite's raw result: an object holding the rows, whose shape the query's caller names
  return (result as { rows?: T[] }).rows ?? [];
}
