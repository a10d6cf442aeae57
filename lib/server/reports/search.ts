import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { ideaMembers, ideas, reports, users, type ReportKind } from "@/db/schema";
import { ideasOf } from "./ideas";
import { Invalid } from "@/lib/core/errors";

const MAX_WORDS = 12;
const RESULTS = 20;
/** Characters of a report's text shown around a match, each side. */
const SNIPPET_ROOM = 70;

/**
 * The words of a search as a PostgreSQL tsquery that matches each word's stem as a prefix ("groom" finds
 * "grooming"). Only letters and digits reach to_tsquery, so no input can make its syntax fail.
 */
export function prefixQuery(text: string): string | null {
  const words = (text.normalize("NFKC").match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/** The search as typed, as one phrase: spaces collapsed, the form a report's text is compared with. */
export const searchPhrase = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").trim();

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` matching only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * The strings of a report's JSON that are its text: every string value at any depth, in objects and in arrays,
 * except those of the keys below, which hold identifiers, dates, codes and addresses rather than words a founder
 * reads (a search for "evidence" must not find every report whose factors have the basis `evidence`). Lax mode, so
 * that the last filter steps into arrays of strings (quotes, insights); it may yield a string twice, which a search
 * for the first match does not mind.
 */
const NOT_TEXT = [
  "id",
  "created_at",
  "basis",
  "confidence",
  "source",
  "source_url",
  "url",
  "score_tag",
  "sources_signature",
  "provenance",
];
export const REPORT_TEXT_PATH = `lax $.** ? (@.type() == "object").keyvalue() ? (!(@.key like_regex "^(${NOT_TEXT.join("|")})$")).value ? (@.type() == "string")`;

/**
 * A few words of `passage` around the first place it holds `phrase` (compared without case), cut at word boundaries
 * and marked with "…" where the passage goes on; the passage's start when the phrase is not in it.
 */
export function snippetAround(passage: string, phrase: string, room = SNIPPET_ROOM): string {
  const text = passage.replace(/\s+/g, " ").trim();
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const found = phrase ? new RegExp(escaped, "iu").exec(text) : null;
  const at = found?.index ?? 0;
  const length = found?.[0].length ?? 0;
  let start = Math.max(0, at - room);
  let end = Math.min(text.length, at + length + room);
  // Whole words only: step forward to a word's start, back to a word's end.
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space !== -1 && space < at ? space + 1 : start;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > at + length ? space : end;
  }
  return `${start > 0 ? "…" : ""}${text.slice(start, end).replace(/[\s,;:]+$/, "")}${end < text.length ? "…" : ""}`;
}

type FoundReport = {
  id: string;
  kind: ReportKind;
  title: string;
  created_at: string | Date;
  idea_id: string;
  passage: string | null;
};

/**
 * The user's saved reports whose title or prompt has every word searched for, or whose text holds the search as a
 * phrase, in one query: title and prompt matches first (best first), then text matches, newest first. Each says where
 * it matched: `snippet` is the words around the phrase in the report's text, null for a title or prompt match.
 */
async function searchReports(db: Db, userId: string, terms: string, phrase: string) {
  const query = sql`to_tsquery('english', ${terms})`;
  // A phrase of one character is in nearly every report: such a search looks at titles and prompts only.
  const pattern = phrase.length >= 2 ? containsPattern(phrase) : null;
  // A cheap first look at the JSON as one text, before walking its strings: most reports do not hold the phrase at
  // all. The JSON text escapes quotation marks and backslashes, so the look is for the phrase's longest part without
  // them ("oat milk" for `"oat milk" latte`), or skipped when no part is long enough to tell.
  const clear = phrase.split(/["\\]/).reduce((longest, part) => (part.length > longest.length ? part : longest), "");
  const firstLook = pattern && clear.length >= 2 ? sql`r.data::text ilike ${containsPattern(clear)}` : sql`true`;
  const result = await db.execute(sql`
    select r.id, r.kind, r.title, r.created_at, r.idea_id, case when r.search @@ ${query} then null else hit.passage end as passage
    from ${reports} r
    left join lateral (
      select item #>> '{}' as passage
      from jsonb_path_query(r.data, ${REPORT_TEXT_PATH}::jsonpath) as item
      where ${firstLook} and jsonb_typeof(item) = 'string' and (item #>> '{}') ilike ${pattern}::text
      limit 1
    ) hit on true
    where (r.user_id = ${userId} or r.idea_id = any(array(select idea_id from ${ideaMembers} where user_id = ${userId})))
      and r.saved_at is not null and (r.search @@ ${query} or hit.passage is not null)
    order by (r.search @@ ${query}) desc, ts_rank(r.search, ${query}) desc, r.created_at desc, r.id desc
    limit ${RESULTS}`);
  return rowsOf<FoundReport>(result).map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    created_at: new Date(row.created_at).toISOString(),
    idea_id: row.idea_id,
    snippet: row.passage === null ? null : snippetAround(row.passage, phrase),
  }));
}

/**
 * The user's ideas whose title or prompt has every word searched for, and saved reports found by their title, prompt
 * or text (with the words around the match), best match first.
 */
export async function searchLibrary(db: Db, userId: string, text: string) {
  const terms = prefixQuery(text);
  if (!terms) throw new Invalid("Type a word to search for.");
  const query = sql`to_tsquery('english', ${terms})`;
  const [foundIdeas, foundReports] = await Promise.all([
    db
      .select({
        id: ideas.id,
        title: ideas.title,
        updatedAt: ideas.updatedAt,
        sharedBy: sql<string | null>`case when ${ideas.userId} <> ${userId} then ${users.fullName} end`,
      })
      .from(ideas)
      .innerJoin(users, eq(users.id, ideas.userId))
      .where(and(ideasOf(userId), sql`${ideas.search} @@ ${query}`))
      .orderBy(desc(sql`ts_rank(${ideas.search}, ${query})`), desc(ideas.updatedAt))
      .limit(RESULTS),
    searchReports(db, userId, terms, searchPhrase(text)),
  ]);
  return {
    ideas: foundIdeas.map((row) => ({
      id: row.id,
      title: row.title,
      updated_at: row.updatedAt.toISOString(),
      ...(row.sharedBy ? { shared_by: row.sharedBy } : {}),
    })),
    reports: foundReports,
  };
}
