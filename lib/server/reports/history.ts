import "server-only";
import type { ReportVersion } from "@/lib/core/api/reports";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { reports, users, type ReportKind } from "@/db/schema";
import { cursorText, decodeCursor, encodeCursor } from "./cursor";
import type { VersionCause } from "@/lib/core/versions/cause";
import { derivedCause, versionMarket, type VersionFacts } from "@/lib/core/versions/derive";
import { NotFound } from "@/lib/core/errors";

export interface HistoryQuery {
  limit: number;
  cursor?: string;
  kind?: ReportKind;
  /** Only the reports with a live share link. */
  shared?: boolean;
}

/** The user's generations and saved reports, newest first, a page at a time (keyset on the history index). */
export async function listHistory(db: Db, userId: string, query: HistoryQuery) {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({
      id: reports.id,
      kind: reports.kind,
      title: reports.title,
      createdAt: reports.createdAt,
      savedAt: reports.savedAt,
      ideaId: reports.ideaId,
      version: reports.version,
      shared: sql<boolean>`${reports.shareTokenHash} is not null`,
      isDemo: reports.isDemo,
      position: cursorText(reports.createdAt),
    })
    .from(reports)
    .where(
      and(
        eq(reports.userId, userId),
        query.kind ? eq(reports.kind, query.kind) : undefined,
        query.shared ? isNotNull(reports.shareTokenHash) : undefined,
        after ? sql`(${reports.createdAt}, ${reports.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      created_at: row.createdAt.toISOString(),
      saved: row.savedAt !== null,
      idea_id: row.ideaId,
      version: row.version,
      shared: row.shared,
      ...(row.isDemo ? { demo: true } : {}),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.position, last.id) : null,
  };
}

interface VersionRow {
  id: string;
  made_by: string | null;
  version: number;
  created_at: string | Date;
  saved: boolean;
  title: string;
  prompt: string;
  evidence: string | null;
  results_evidence: string | null;
  change: VersionCause | string | null;
  kind: ReportKind;
  scores: Record<string, { score?: number; basis?: string }> | string | null;
  market_size: unknown;
  overall_score: string | null;
  score_tag: string | null;
}

/** A jsonb value as the driver hands it over (PGlite and postgres.js may give text for an expression's jsonb). */
const parsed = <T>(value: T | string | null): T | null =>
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the jsonb value the store wrote, as text
  typeof value === "string" ? (JSON.parse(value) as T) : value;

/**
 * Every version of a report (its idea's reports of the same kind), oldest first, each with the idea's text it was run
 * with and why it was made (stored with it, or for an older row read from what it holds); a validation's with its
 * scores and market.
 */
export async function listVersions(
  db: Db,
  userId: string,
  id: string,
  readerId = userId,
): Promise<{ data: ReportVersion[] }> {
  // Who made each version, named when it was someone other than the reader (issue 49); older ones are the owner's.
  const result = await db.execute(sql`
    select other.id, other.version, other.created_at, other.saved_at is not null as saved, other.title, other.prompt,
      case when coalesce(other.made_by, other.user_id) <> ${readerId}::uuid then (
        select ${users.fullName} from ${users} where ${users.id} = coalesce(other.made_by, other.user_id)) end as made_by,
      other.evidence, other.results_evidence, other.change, other.kind,
      case when other.kind = 'iv' then other.data->'scores' end as scores,
      case when other.kind = 'iv' then other.data->'market_size' end as market_size,
      other.data->>'overall_score' as overall_score, other.data->>'score_tag' as score_tag
    from ${reports} mine
    join ${reports} other on other.idea_id = mine.idea_id and other.kind = mine.kind and other.user_id = mine.user_id
    where mine.id = ${id} and mine.user_id = ${userId}
    order by other.version`);
  const rows = rowsOf<VersionRow>(result);
  if (rows.length === 0) throw new NotFound("Report not found.");
  const facts: VersionFacts[] = rows.map((row) => ({
    prompt: row.prompt,
    evidence: row.evidence,
    results_evidence: row.results_evidence,
    scores: parsed(row.scores),
    market: versionMarket(parsed(row.market_size)),
  }));
  return {
    data: rows.map((row, index) => {
      const previous = facts[index - 1];
      const scores = facts[index]!.scores;
      const market = facts[index]!.market;
      return {
        id: row.id,
        version: row.version,
        created_at: new Date(row.created_at).toISOString(),
        saved: row.saved,
        title: row.title,
        prompt: row.prompt,
        ...(row.made_by ? { made_by: row.made_by } : {}),
        change: parsed(row.change) ?? derivedCause(facts[index]!, previous),
        evidence_changed: previous ? (previous.evidence ?? "").trim() !== (row.evidence ?? "").trim() : false,
        ...(row.kind === "iv"
          ? {
              overall_score: row.overall_score === null ? null : Number(row.overall_score),
              score_tag: row.score_tag,
              scores: Object.fromEntries(
                Object.entries(scores ?? {}).map(([key, value]) => [key, value?.score ?? null]),
              ),
              som: market?.som ?? null,
              market,
            }
          : {}),
      };
    }),
  };
}
