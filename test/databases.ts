import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { PreparingPGlite } from "@/db/pglite-statements";
import type { PoolSettings } from "@/db/pool";

/**
 * The databases an integration suite runs against: PGlite always, and the PostgreSQL server whenever it answers
 * (TEST_DATABASE_URL, else the local server on 127.0.0.1:5432). Each suite gets a fresh database.
 */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** Why the PostgreSQL half cannot run, or null when the server answers. */
export async function postgresUnavailableReason(): Promise<string | null> {
  const client = postgres(postgresAdminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return null;
  } catch (error) {
    return `PostgreSQL at ${redact(postgresAdminUrl)} did not answer (${(error as Error).message})`;
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

let template: Promise<Blob> | undefined;

/**
 * A fresh in-memory PGlite with every migration applied (copied from the run's migrated template, which
 * test/pglite-template.ts writes, or else from one made here), of the class the app opens (PreparingPGlite), so that
 * every PGlite test runs through its prepared statements.
 */
export async function openTestPglite(): Promise<DatabaseHandle> {
  template ??= (async () => {
    const file = process.env.PGLITE_TEMPLATE_FILE;
    if (file && existsSync(file)) return new Blob([readFileSync(file)]);
    const pglite = await PGlite.create();
    await openDatabase({ pglite });
    return pglite.dumpDataDir("none");
  })();
  const copy = new PreparingPGlite({ loadDataDir: await template });
  await copy.waitReady;
  return openDatabase({ pglite: copy });
}

/** A new, empty PostgreSQL database with every migration applied; closing the handle drops it. */
export async function openTestPostgres(pool?: PoolSettings): Promise<DatabaseHandle> {
  const name = `launchlens_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(postgresAdminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), pool });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
