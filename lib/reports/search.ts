import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { ideas, reports } from "@/db/schema";
import { HttpError } from "@/lib/http";

const MAX_WORDS = 12;
const RESULTS = 20;

/**
 * The words of a search as a PostgreSQL tsquery that matches each word's stem as a prefix ("groom" finds
 * "grooming"). Only letters and digits reach to_tsquery, so no input can make its syntax fail.
 */
export function prefixQuery(text: string): string | null {
  const words = (text.normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/** The user's ideas and saved reports whose title or prompt has every word searched for, best match first. */
export async function searchLibrary(db: Db, userId: string, text: string) {
  const terms = prefixQuery(text);
  if (!terms) throw new HttpError(400, "Type a word to search for.");
  const query = sql`to_tsquery('english', ${terms})`;
  const [foundIdeas, foundReports] = await Promise.all([
    db
      .select({ id: ideas.id, title: ideas.title, updatedAt: ideas.updatedAt })
      .from(ideas)
      .where(and(eq(ideas.userId, userId), sql`${ideas.search} @@ ${query}`))
      .orderBy(desc(sql`ts_rank(${ideas.search}, ${query})`), desc(ideas.updatedAt))
      .limit(RESULTS),
    db
      .select({ id: reports.id, kind: reports.kind, title: reports.title, createdAt: reports.createdAt, ideaId: reports.ideaId })
      .from(reports)
      .where(and(eq(reports.userId, userId), isNotNull(reports.savedAt), sql`${reports.search} @@ ${query}`))
      .orderBy(desc(sql`ts_rank(${reports.search}, ${query})`), desc(reports.createdAt))
      .limit(RESULTS),
  ]);
  return {
    ideas: foundIdeas.map((row) => ({ id: row.id, title: row.title, updated_at: row.updatedAt.toISOString() })),
    reports: foundReports.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      created_at: row.createdAt.toISOString(),
      idea_id: row.ideaId,
    })),
  };
}
