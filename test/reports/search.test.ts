import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as createReport } from "@/app/api/(legacy)/data/create-report/route";
import { POST as pin } from "@/app/api/data/reports/[id]/save/route";
import { GET as search } from "@/app/api/data/search/route";
import { getDb } from "@/db";
import { rowsOf } from "@/db/client";
import { REPORT_TEXT_PATH } from "@/lib/server/reports/search";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";

// Runs on PGlite, and on PostgreSQL in npm test's second pass (TEST_ON_POSTGRES=1): the same SQL on both.

// The idea never says "oat milk": only the customer evidence does, and the report quotes it.
const IDEA = "A weekly dairy delivery for independent cafés that never runs out before the morning rush.";
const EVIDENCE = [
  "Our café runs out of oat milk every Saturday before the morning rush.",
  "We run out of oat milk by ten and lose the morning rush to the chain next door.",
  "The wholesaler delivers once a week, so by Friday the oat milk has run out.",
].join("\n");

type Found = { ideas: { id: string }[]; reports: { id: string; title: string; snippet: string | null }[] };

async function savedPainPoints(client: TestClient, body: { userPrompt: string; evidence?: string }) {
  const answer = await client.call(createReport, "/api/data/create-report", { method: "POST", body });
  expect(answer.status).toBe(200);
  const report = answer.body.data as {
    id: string;
    title: string;
    idea_id: string;
    pain_points: { quotes?: string[] }[];
  };
  expect(
    (await client.call(pin, `/api/data/reports/${report.id}/save`, { method: "POST", params: { id: report.id } }))
      .status,
  ).toBe(201);
  return report;
}

const find = async (client: TestClient, q: string) => {
  const answer = await client.call(search, `/api/data/search?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return answer.body as Found;
};

describe("search looks inside the reports' text", () => {
  it("finds a saved report by a phrase of its text, says where, ignores case, and only the user's own", async () => {
    const client = await subscriber();
    const cafe = await savedPainPoints(client, { userPrompt: IDEA, evidence: EVIDENCE });
    // The phrase is in the report's text (its quotes), not in its title or prompt.
    expect(cafe.pain_points.flatMap((item) => item.quotes ?? []).join(" ")).toMatch(/oat milk/i);
    expect(`${cafe.title} ${IDEA}`).not.toMatch(/oat milk/i);
    await savedPainPoints(client, {
      userPrompt: "Meal kits for night-shift nurses, delivered before their shift starts.",
    });
    const stranger = await subscriber();
    await savedPainPoints(stranger, { userPrompt: IDEA, evidence: EVIDENCE });

    for (const q of ["oat milk", "OAT MILK", "  oat   milk "]) {
      const found = await find(client, q);
      expect(found.reports.map((row) => row.id)).toEqual([cafe.id]);
      // Where it matched: the words around the phrase, from the report's own text.
      expect(found.reports[0]!.snippet).toMatch(/oat milk/i);
      expect(found.reports[0]!.snippet!.length).toBeLessThanOrEqual(200);
      // The idea's title and prompt do not hold the words.
      expect(found.ideas).toEqual([]);
    }
  });

  it("reads LIKE's wildcards in a search as the characters themselves", async () => {
    const client = await subscriber();
    await savedPainPoints(client, { userPrompt: IDEA, evidence: EVIDENCE });
    // Unescaped, "oat%milk" and "oat_milk" would match "oat milk".
    for (const q of ["oat%milk", "oat_milk", "oat\\ milk"]) expect((await find(client, q)).reports).toEqual([]);
    expect((await client.call(search, "/api/data/search?q=%25")).status).toBe(400);
  });

  it("finds a phrase with quotation marks and backslashes, which the JSON text escapes", async () => {
    const client = await subscriber();
    const cafe = await savedPainPoints(client, { userPrompt: IDEA });
    const gap = 'Cafés ask for "oat milk" by name, and C:\\orders\\weekly.csv never has enough.';
    await (
      await getDb()
    ).execute(
      sql`update reports set data = jsonb_set(data, '{market_gap}', to_jsonb(${gap}::text)) where id = ${cafe.id}`,
    );
    for (const q of ['"oat milk" by name', "C:\\orders\\weekly"]) {
      const found = await find(client, q);
      expect(found.reports.map((row) => row.id)).toEqual([cafe.id]);
      expect(found.reports[0]!.snippet).toContain(q);
    }
  });

  it("still finds by title and prompt words first, without a snippet", async () => {
    const client = await subscriber();
    const cafe = await savedPainPoints(client, { userPrompt: IDEA, evidence: EVIDENCE });
    const found = await find(client, "dairy delivery");
    expect(found.reports).toEqual([expect.objectContaining({ id: cafe.id, snippet: null })]);
    expect(found.ideas.map((row) => row.id)).toEqual([cafe.idea_id]);
  });

  it("counts as text every string of the report, nested and in arrays, but not its identifiers, codes and addresses", async () => {
    const data = {
      title: "Oat milk rounds",
      provenance: "abc123",
      pain_points: [
        { pain_point: "Runs out", quotes: ["First quote", "Second quote"], basis: "evidence", mentions: 2 },
      ],
      scores: { timing: { score: 7, reason: "Cafés buy weekly", basis: "inference", confidence: "high" } },
      competitors: [{ name: "Oatly", source: "web", source_url: "https://example.com/a" }],
      sources: [{ url: "https://example.com/b", title: "A page" }],
      sources_signature: "deadbeef",
      score_tag: "Promising",
      id: "00000000-0000-4000-8000-000000000000",
      created_at: "2026-11-22T10:30:00.000Z",
    };
    const db = await getDb();
    const rows = rowsOf<{ value: string }>(
      await db.execute(
        sql`select item #>> '{}' as value from jsonb_path_query(${JSON.stringify(data)}::jsonb, ${REPORT_TEXT_PATH}::jsonpath) as item`,
      ),
    );
    expect(new Set(rows.map((row) => row.value))).toEqual(
      new Set(["Oat milk rounds", "Runs out", "First quote", "Second quote", "Cafés buy weekly", "Oatly", "A page"]),
    );
  });
});
