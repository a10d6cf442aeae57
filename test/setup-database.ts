import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import postgres from "postgres";
import { afterAll, expect } from "vitest";
import { postgresAdminUrl } from "./databases";

/**
 * With TEST_ON_POSTGRES=1 (npm test sets it for a second pass when a PostgreSQL server answers), each test file runs
 * the app on its own new PostgreSQL database instead of an in-memory PGlite, and drops it afterwards.
 */
if (process.env.TEST_ON_POSTGRES === "1") {
  const name = `launchlens_suite_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(postgresAdminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();

  afterAll(async () => {
    const { getDatabase } = await import("@/db");
    await (await getDatabase().catch(() => null))?.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  });
}

/**
 * With TEST_DATABASE_FILES (npm test's first pass, on PGlite), each test file that opens the process database
 * (getDatabase(), the route handlers' way) appends its path to that file, so that the PostgreSQL pass runs only the
 * suites that touch a database rather than every pure unit test a second time. The holder is watched rather than read
 * at the end, since a suite may close the database (which deletes it) before this file's afterAll runs.
 */
const databaseFiles = process.env.TEST_DATABASE_FILES;
if (databaseFiles) {
  const HANDLE = Symbol.for("launchlens.database");
  let opened = false;
  let value: unknown;
  Object.defineProperty(globalThis, HANDLE, {
    configurable: true,
    enumerable: false,
    get: () => value,
    set: (next: unknown) => {
      if (next !== undefined) opened = true;
      value = next;
    },
  });
  afterAll(() => {
    if (opened) appendFileSync(databaseFiles, `${expect.getState().testPath}\n`);
  });
}
