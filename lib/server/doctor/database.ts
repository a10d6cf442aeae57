import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { connectionOf, migrationsFolder, type Db } from "@/db/client";
import type { Env } from "@/lib/server/env";
import { pendingMigrations } from "@/lib/server/health";
import { CHECK_TIMEOUT_MS, fail, pass, reasonOf, type CheckResult } from "./check";
import { fieldOf } from "@/lib/core/objects";

const NAME = "database";
const STAND_IN = "PGlite (embedded database)";

/** Where the database is, without the password. */
function describePostgres(url: string): string {
  const parsed = new URL(url);
  const host = parsed.searchParams.get("host") ?? `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}`;
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : "";
  return `PostgreSQL ${user}${host}${parsed.pathname}`;
}

const shippedCount = () =>
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle-kit's migration journal, committed with the migrations
  (JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] })
    .entries.length;

async function migrationsLine(db: Db, where: string, standIn?: string): Promise<CheckResult> {
  const pending = await pendingMigrations(db);
  if (pending.length === 0) return pass(NAME, `${where}: reachable, all ${shippedCount()} migrations applied`, standIn);
  return fail(
    NAME,
    `${where}: reachable, but ${pending.length} of ${shippedCount()} migrations are not applied (first: ${pending[0]})`,
    "run `npm run db:migrate` (or start the server once: it migrates at start-up)",
  );
}

/**
 * The database answers and has every migration this version ships. The check never migrates: it reports. PGlite's
 * folder is opened only when no server holds it (a PGlite folder takes one process at a time).
 */
export async function checkDatabase(env: Env): Promise<CheckResult> {
  if (env.DATABASE_URL) return checkPostgres(env.DATABASE_URL);
  if (env.PGLITE_DIR.startsWith("memory")) {
    return pass(NAME, `PGlite in memory (PGLITE_DIR=${env.PGLITE_DIR}): nothing is kept`, STAND_IN);
  }
  const folder = path.resolve(env.PGLITE_DIR);
  const where = `PGlite at ${path.relative(process.cwd(), folder) || "."}`;
  if (!existsSync(path.join(folder, "PG_VERSION"))) {
    return pass(NAME, `${where}: not created yet; the server creates and migrates it when it starts`, STAND_IN);
  }
  if (existsSync(path.join(folder, "postmaster.pid"))) {
    return pass(
      NAME,
      `${where}: held by a running server (or left locked by one that stopped abruptly), so not opened here; the server's /api/health?deep=1 says whether it is migrated`,
      STAND_IN,
    );
  }
  const client = new PGlite(folder);
  try {
    await client.waitReady;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's PGlite and postgres.js databases share one query API; Db is that shared type
    return await migrationsLine(drizzlePglite({ client }) as unknown as Db, where, STAND_IN);
  } catch (error) {
    return fail(
      NAME,
      `${where}: cannot be opened (${reasonOf(error)})`,
      "stop whatever holds the folder, or move it away to start afresh",
    );
  } finally {
    await client.close().catch(() => {});
  }
}

async function checkPostgres(target: string): Promise<CheckResult> {
  const where = describePostgres(target);
  const { url, path: socket } = connectionOf(target);
  const client = postgres(url, {
    path: socket,
    max: 1,
    connect_timeout: Math.ceil(CHECK_TIMEOUT_MS / 1000),
    onnotice: () => {},
  });
  try {
    try {
      await client`select 1`;
    } catch (error) {
      const code = fieldOf(error, "code");
      const fix =
        code === "28P01" || code === "28000"
          ? "check the user and password in DATABASE_URL"
          : code === "3D000"
            ? "create the database (e.g. `createdb`) or correct its name in DATABASE_URL"
            : "start PostgreSQL, or correct the host and port in DATABASE_URL";
      return fail(NAME, `${where}: not reachable (${reasonOf(error)})`, fix);
    }
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle's PGlite and postgres.js databases share one query API; Db is that shared type
    return await migrationsLine(drizzlePostgres({ client }) as unknown as Db, where);
  } finally {
    await client.end({ timeout: 5 }).catch(() => {});
  }
}
