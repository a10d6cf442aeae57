import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase, type DatabaseHandle } from "@/db/client";
import { openTestPglite } from "@/test/databases";
import { checkReadiness, pendingMigrations } from "./health";

describe("checkReadiness", () => {
  let handle: DatabaseHandle;
  let futureFolder: string;
  beforeAll(async () => {
    handle = await openTestPglite();
    // A build that ships one migration more than the database has: the journal of this build plus a newer entry.
    futureFolder = mkdtempSync(path.join(tmpdir(), "launchlens-migrations-"));
    mkdirSync(path.join(futureFolder, "meta"));
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    journal.entries.push({
      idx: journal.entries.length,
      version: "7",
      when: Date.now() + 60_000,
      tag: "0099_future_column",
      breakpoints: true,
    });
    writeFileSync(path.join(futureFolder, "meta", "_journal.json"), JSON.stringify(journal));
  });
  afterAll(async () => {
    await handle.close();
    rmSync(futureFolder, { recursive: true, force: true });
  });

  it("is ready when the database answers and has every shipped migration", async () => {
    expect(await pendingMigrations(handle.db)).toEqual([]);
    expect(await checkReadiness(async () => handle.db)).toEqual({ ok: true });
  });

  it("names the pending migration when the build is newer than the database", async () => {
    expect(await pendingMigrations(handle.db, futureFolder)).toEqual(["0099_future_column"]);
    const readiness = await checkReadiness(async () => handle.db, { folder: futureFolder });
    expect(readiness).toEqual({
      ok: false,
      message: expect.stringContaining("missing a migration this version needs (0099_future_column)"),
    });
  });

  it("counts every migration of a database that was never migrated", async () => {
    const bare = await PGlite.create();
    try {
      const db = drizzle({ client: bare }) as unknown as DatabaseHandle["db"];
      const pending = await pendingMigrations(db);
      expect(pending.length).toBeGreaterThan(5);
      expect(pending[0]).toBe("0000_init");
    } finally {
      await bare.close();
    }
  });

  it("is not ready, without internals, when the database is unreachable", async () => {
    const readiness = await checkReadiness(() =>
      openDatabase({ url: "postgres://postgres@127.0.0.1:1/none" }).then((h) => h.db),
    );
    expect(readiness).toEqual({ ok: false, message: expect.stringMatching(/^The database is not reachable/) });
    expect(JSON.stringify(readiness)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it("gives up when the database does not answer in time", async () => {
    const readiness = await checkReadiness(() => new Promise(() => {}), { timeoutMs: 50 });
    expect(readiness.ok).toBe(false);
  });
});
