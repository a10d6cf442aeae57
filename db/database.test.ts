import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestPglite, openTestPostgres, postgresUnavailableReason } from "@/test/databases";
import { rowsOf, type DatabaseHandle } from "./client";
import { ideas, reports, users } from "./schema";

const postgresReason = await postgresUnavailableReason();
if (postgresReason) console.log(`[db tests] PostgreSQL half skipped: ${postgresReason}`);

const drivers = [
  { name: "PGlite", open: openTestPglite, skipReason: null },
  { name: "PostgreSQL", open: openTestPostgres, skipReason: postgresReason },
];

for (const driver of drivers) {
  describe.skipIf(driver.skipReason !== null)(`migrations on ${driver.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await driver.open();
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("creates every table of the data model", async () => {
      const result = await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const tables = rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
      expect(tables).toEqual([
        "ai_usage",
        "chat_messages",
        "email_outbox",
        "experiment_results",
        "experiments",
        "free_tries",
        "idea_activity",
        "idea_invitations",
        "idea_members",
        "ideas",
        "password_reset_tokens",
        "pitch_pages",
        "pitch_signups",
        "pitch_visits",
        "pivot_proposals",
        "processed_stripe_events",
        "rate_limits",
        "refresh_tokens",
        "registrations",
        "reports",
        "sessions",
        "survey_responses",
        "survey_visits",
        "surveys",
        "trial_claims",
        "try_counts",
        "users",
      ]);
    });

    it("round-trips a user and a report with its JSON intact", async () => {
      const [user] = await handle.db
        .insert(users)
        .values({ fullName: "Ada Founder", email: "Ada@Example.com", subscription: "basic" })
        .returning();
      expect(user).toBeDefined();
      const report = {
        idea_summary: "Meal kits for night-shift nurses",
        pain_points: [{ pain_point: "x", strategy: "y" }],
      };
      const [idea] = await handle.db
        .insert(ideas)
        .values({ userId: user!.id, title: "Meal kits", prompt: "p" })
        .returning();
      await handle.db
        .insert(reports)
        .values({ userId: user!.id, ideaId: idea!.id, kind: "pp", title: "Meal kits", prompt: "p", data: report });

      const [stored] = await handle.db.select().from(users).where(eq(users.id, user!.id));
      expect(stored).toMatchObject({ fullName: "Ada Founder", email: "Ada@Example.com", subscription: "basic" });
      expect(stored!.createdAt).toBeInstanceOf(Date);
      const [storedReport] = await handle.db.select().from(reports).where(eq(reports.userId, user!.id));
      expect(storedReport!.data).toEqual(report);
    });

    it("treats e-mail addresses as equal whatever their case", async () => {
      await handle.db.insert(users).values({ fullName: "One", email: "same@example.com" });
      await expect(handle.db.insert(users).values({ fullName: "Two", email: "SAME@example.com" })).rejects.toThrow();
    });

    it("refuses a subscription or report kind outside the contract", async () => {
      await expect(
        handle.db.execute(
          sql`insert into users (full_name, email, subscription) values ('x', 'x@example.com', 'gold')`,
        ),
      ).rejects.toThrow();
    });

    it("removes a user's reports with the user", async () => {
      const [user] = await handle.db.insert(users).values({ fullName: "Gone", email: "gone@example.com" }).returning();
      const [idea] = await handle.db.insert(ideas).values({ userId: user!.id, title: "t", prompt: "p" }).returning();
      await handle.db
        .insert(reports)
        .values({ userId: user!.id, ideaId: idea!.id, kind: "iv", title: "t", prompt: "p", data: {} });
      await handle.db.delete(users).where(eq(users.id, user!.id));
      expect(await handle.db.select().from(reports).where(eq(reports.userId, user!.id))).toEqual([]);
      expect(await handle.db.select().from(ideas).where(eq(ideas.userId, user!.id))).toEqual([]);
    });
  });
}
