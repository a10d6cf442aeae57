import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { openTestPglite } from "@/test/databases";
import { checkDatabase } from "./health";

describe("checkDatabase", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestPglite();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("is healthy when the database answers", async () => {
    expect(await checkDatabase(async () => handle.db)).toEqual({ ok: true });
  });

  it("reports a clear message, without internals, when PostgreSQL refuses connections", async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const health = await checkDatabase(() => openDatabase({ url: "postgres://postgres@127.0.0.1:1/none" }).then((h) => h.db));
    expect(health).toEqual({ ok: false, message: expect.stringMatching(/^The database is not reachable/) });
    expect(JSON.stringify(health)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it("gives up when the database does not answer in time", async () => {
    const health = await checkDatabase(() => new Promise(() => {}), 50);
    expect(health.ok).toBe(false);
  });
});
