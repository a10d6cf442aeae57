import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as saveValidation } from "@/app/api/(legacy)/data/save-validator-report/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { getDb } from "@/db";
import { ideas, rateLimits, reports, users } from "@/db/schema";
import { LIBRARY_FULL, LIBRARY_MAX_BYTES, SAVES_PER_DAY, SAVES_SPENT } from "@/lib/server/reports/store";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { validated } from "@/test/experiments/helpers";

/**
 * Issue 37: 80 saves of ~44 KB in 2.6 s, each a new idea, and nothing stopped them. Copies a founder saves are counted
 * per day, and an account's library has a size: past either, a clear 429 or 413, and nothing stored.
 */
async function copyOf(client: TestClient) {
  const made = await validated(client);
  const copy = Object.fromEntries(Object.entries(made).filter(([key]) => key !== "id" && key !== "provenance"));
  return { made, copy };
}
const save = (client: TestClient, data: unknown, prompt: string) =>
  client.call(saveValidation, "/api/data/save-validator-report", { method: "POST", body: { data, prompt } });
const userOf = async (client: TestClient) => {
  const me = await client.call(currentUser, "/api/auth/user");
  const [user] = await (
    await getDb()
  )
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, String(me.body.email)));
  return user!.id;
};

describe("saving copies of reports", () => {
  it("stops at the day's saves with a 429 and Retry-After, and a refused save stores nothing", async () => {
    const client = await subscriber();
    const { copy } = await copyOf(client);
    expect((await save(client, copy, "First copy of an idea for cafes.")).status).toBe(201);
    const userId = await userOf(client);
    const db = await getDb();
    // The day's count as a founder reaches it: one short of the limit, then one more.
    const key = `save:${userId}:${new Date().toISOString().slice(0, 10)}`;
    await db
      .update(rateLimits)
      .set({ count: SAVES_PER_DAY - 1 })
      .where(eq(rateLimits.key, key));
    expect((await save(client, copy, "Second copy of an idea for cafes.")).status).toBe(201);
    const before = await db.select({ id: reports.id }).from(reports).where(eq(reports.userId, userId));
    const refused = await save(client, copy, "Third copy of an idea for cafes.");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(SAVES_SPENT);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.select({ id: reports.id }).from(reports).where(eq(reports.userId, userId))).toHaveLength(
      before.length,
    );
  });

  it("refuses a copy with a 413 once the account's reports fill the library, and saves again after a delete", async () => {
    const client = await subscriber();
    const { made, copy } = await copyOf(client);
    const userId = await userOf(client);
    const db = await getDb();
    // A library as full as it may be: one report holding the whole allowance in its evidence.
    const [filler] = await db
      .insert(reports)
      .values({
        userId,
        ideaId: made.idea_id,
        kind: "pp",
        title: "Filler",
        prompt: "filler",
        data: {},
        evidence: "x".repeat(LIBRARY_MAX_BYTES),
      })
      .returning({ id: reports.id });
    const refused = await save(client, copy, "A copy that does not fit.");
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(LIBRARY_FULL);
    expect(await db.select({ id: ideas.id }).from(ideas).where(eq(ideas.userId, userId))).toHaveLength(1);
    await db.delete(reports).where(eq(reports.id, filler!.id));
    expect((await save(client, copy, "A copy that fits now.")).status).toBe(201);
  });
});
