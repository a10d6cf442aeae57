import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll } from "vitest";
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
