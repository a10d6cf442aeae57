import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};

async function apply(db: PGlite, tag: string) {
  const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) if (statement.trim()) await db.exec(statement);
}

describe("migration 0004 (the report library)", () => {
  it("keeps every report saved before it: pinned, under one idea per prompt and evidence, numbered by date", async () => {
    const db = new PGlite();
    const tags = journal.entries.map((entry) => entry.tag);
    const library = tags.indexOf("0004_report_library");
    for (const tag of tags.slice(0, library)) await apply(db, tag);
    const { rows } = await db.query<{ id: string }>(
      "insert into users (full_name, email) values ('Ada', 'ada@example.com') returning id",
    );
    const user = rows[0]!.id;
    const insert = (kind: string, title: string, prompt: string, evidence: string | null, created: string) =>
      db.query(
        "insert into reports (user_id, kind, title, prompt, data, evidence, created_at) values ($1, $2, $3, $4, '{}', $5, $6)",
        [user, kind, title, prompt, evidence, created],
      );
    await insert("iv", "First take", "Dog groomers", null, "2026-01-01");
    await insert("iv", "Second take", "Dog groomers", null, "2026-02-01");
    await insert("pp", "Pains", "Dog groomers", null, "2026-01-15");
    await insert("pp", "With evidence", "Dog groomers", "Reviews", "2026-03-01");

    for (const tag of tags.slice(library)) await apply(db, tag);

    const ideas = await db.query<{ title: string; prompt: string; evidence: string | null; updated_at: Date }>(
      "select title, prompt, evidence, updated_at from ideas order by created_at",
    );
    expect(ideas.rows.map((idea) => [idea.title, idea.evidence])).toEqual([
      ["First take", null],
      ["With evidence", "Reviews"],
    ]);
    expect(ideas.rows[0]!.updated_at.toISOString()).toBe("2026-02-01T00:00:00.000Z");
    const reports = await db.query<{ title: string; version: number; saved: boolean; same_idea: boolean }>(`
      select r.title, r.version, r.saved_at is not null as saved, r.idea_id = first.id as same_idea
      from reports r, (select id from ideas order by created_at limit 1) first order by r.created_at`);
    expect(reports.rows).toEqual([
      { title: "First take", version: 1, saved: true, same_idea: true },
      { title: "Pains", version: 1, saved: true, same_idea: true },
      { title: "Second take", version: 2, saved: true, same_idea: true },
      { title: "With evidence", version: 1, saved: true, same_idea: false },
    ]);
    await db.close();
  });
});
