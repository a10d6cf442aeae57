import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { postgresAdminUrl } from "@/test/databases";

/**
 * Migration 0014 (one conversation per idea): every stored message takes its report's idea, keeps the report as what
 * it was about, and outlives that report's deletion. Run on the database of the pass: PGlite, or PostgreSQL with
 * TEST_ON_POSTGRES=1.
 */

const folder = path.join(process.cwd(), "db/migrations");
const files = readdirSync(folder)
  .filter((name) => name.endsWith(".sql"))
  .sort();
const statements = (name: string) =>
  readFileSync(path.join(folder, name), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);

type Query = (text: string) => Promise<Record<string, unknown>[]>;

async function withDatabase(run: (query: Query) => Promise<void>) {
  if (process.env.TEST_ON_POSTGRES !== "1") {
    const pglite = await PGlite.create();
    try {
      await run(async (text) => (await pglite.query<Record<string, unknown>>(text)).rows);
    } finally {
      await pglite.close();
    }
    return;
  }
  const name = `launchlens_migration_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(postgresAdminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await run(async (text) => [...(await db.unsafe(text))] as Record<string, unknown>[]);
  } finally {
    await db.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  }
}

describe("migrating the conversations to their ideas", () => {
  it("gives each old message its report's idea, keeps the report it was about, and keeps it past that report", async () => {
    const target = files.findIndex((name) => name.startsWith("0014_"));
    expect(target).toBeGreaterThan(0);
    await withDatabase(async (query) => {
      for (const name of files.slice(0, target)) for (const statement of statements(name)) await query(statement);

      const [user, idea, otherIdea, v1, v2, other] = Array.from({ length: 6 }, () => randomUUID());
      await query(`insert into users (id, full_name, email) values ('${user}', 'Old Founder', 'old@example.com')`);
      for (const id of [idea, otherIdea])
        await query(`insert into ideas (id, user_id, title, prompt) values ('${id}', '${user}', 'Idea', 'An idea')`);
      for (const [id, ideaId, version] of [
        [v1, idea, 1],
        [v2, idea, 2],
        [other, otherIdea, 1],
      ] as const) {
        await query(
          `insert into reports (id, user_id, idea_id, kind, version, title, prompt, data) values ('${id}', '${user}', '${ideaId}', 'iv', ${version}, 'T', 'P', '{}')`,
        );
      }
      for (const [reportId, text] of [
        [v1, "About version 1"],
        [v2, "About version 2"],
        [other, "About the other idea"],
      ] as const) {
        await query(
          `insert into chat_messages (report_id, user_id, role, parts) values ('${reportId}', '${user}', 'user', '[{"type":"text","text":"${text}"}]')`,
        );
      }

      for (const statement of statements(files[target]!)) await query(statement);

      const rows = await query(`select idea_id, report_id from chat_messages order by parts->0->>'text'`);
      expect(rows).toEqual([
        { idea_id: otherIdea, report_id: other },
        { idea_id: idea, report_id: v1 },
        { idea_id: idea, report_id: v2 },
      ]);
      // Deleting a version keeps what was asked about it; deleting the idea deletes its thread.
      await query(`delete from reports where id = '${v1}'`);
      expect(
        await query(`select report_id from chat_messages where idea_id = '${idea}' order by created_at, id`),
      ).toEqual(expect.arrayContaining([{ report_id: null }, { report_id: v2 }]));
      await query(`delete from ideas where id = '${idea}'`);
      expect(await query(`select idea_id from chat_messages`)).toEqual([{ idea_id: otherIdea }]);
      await expect(
        query(
          `insert into chat_messages (report_id, user_id, role, parts) values ('${other}', '${user}', 'user', '[]')`,
        ),
      ).rejects.toThrow();
    });
  });
});
