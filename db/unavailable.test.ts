import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestPostgres, postgresAdminUrl, postgresUnavailableReason } from "@/test/databases";
import type { DatabaseHandle } from "./client";
import { databaseUnavailableCause, isDatabaseUnavailable } from "./unavailable";

const unavailable = await postgresUnavailableReason();

/** The error a query throws, as the route handler would catch it. */
async function failureOf(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

describe.skipIf(unavailable)("isDatabaseUnavailable, on the errors PostgreSQL and the driver really throw", () => {
  let handle: DatabaseHandle;
  let admin: postgres.Sql;
  beforeAll(async () => {
    handle = await openTestPostgres({ max: 2, statementTimeoutMs: 300, idleTimeoutSeconds: 5 });
    admin = postgres(postgresAdminUrl, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await admin.end();
    await handle.close();
  });

  it("recognises a server nobody answers at", async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = postgres("postgres://postgres@127.0.0.1:1/none", { max: 1, connect_timeout: 2, onnotice: () => {} });
    const error = await failureOf(drizzle(closed).execute(sql`select 1`));
    await closed.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    // What the log line shows: the driver's code, not Drizzle's "Failed query: ...".
    expect(databaseUnavailableCause(error)).toMatchObject({
      code: "ECONNREFUSED",
      message: expect.stringContaining("ECONNREFUSED"),
    });
  });

  it("recognises a connection the server ended mid-query, and a statement past its time limit", async () => {
    const { db } = handle;
    const sleeping = failureOf(db.execute(sql`select pg_sleep(0.25), 'terminate-me'`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await admin`select pg_terminate_backend(pid) from pg_stat_activity where query like '%terminate-me%' and pid <> pg_backend_pid()`;
    expect(isDatabaseUnavailable(await sleeping)).toBe(true);
    const timedOut = await failureOf(db.execute(sql`select pg_sleep(1)`));
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    expect(databaseUnavailableCause(timedOut)).toMatchObject({
      code: "57014",
      message: expect.stringMatching(/statement timeout/),
    });
  });

  it("leaves the errors of our own queries alone: they are bugs, answered 500", async () => {
    const { db } = handle;
    expect(isDatabaseUnavailable(await failureOf(db.execute(sql`selec 1`)))).toBe(false);
    expect(isDatabaseUnavailable(await failureOf(db.execute(sql`select 1 / 0`)))).toBe(false);
    expect(isDatabaseUnavailable(new Error("connection to 10.0.0.5 refused"))).toBe(false);
    expect(databaseUnavailableCause(await failureOf(db.execute(sql`select 1 / 0`)))).toBeUndefined();
  });
});
