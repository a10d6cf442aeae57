import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { emailOutbox, rateLimits } from "@/db/schema";
import { openTestPglite } from "@/test/databases";
import { pruneExpired } from "./maintenance";

describe("pruneExpired", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestPglite();
  });
  afterAll(() => handle.close());

  it("removes ended windows and old outbox mail, and keeps live ones", async () => {
    const { db } = handle;
    await db.insert(rateLimits).values([
      { key: "ended", count: 3, windowEndsAt: new Date(Date.now() - 1000) },
      { key: "live", count: 1, windowEndsAt: new Date(Date.now() + 60_000) },
    ]);
    const old = new Date(Date.now() - 8 * 86_400_000);
    await db.insert(emailOutbox).values([
      { to: "old@example.com", subject: "s", text: "t", html: "h", createdAt: old },
      { to: "new@example.com", subject: "s", text: "t", html: "h" },
    ]);
    await pruneExpired(db);
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(["live"]);
    expect((await db.select().from(emailOutbox)).map((row) => row.to)).toEqual(["new@example.com"]);
  });
});
