import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { preparedFor } from "@/db/prepared";
import { reports, sessions, type ReportKind } from "@/db/schema";
import type { AccessClaims } from "@/lib/auth/tokens";

export interface Page {
  data: { id: string; title: string; created_at: string; demo?: boolean }[];
  totalPages: number;
  page: number;
}

export type SavedLists = Record<ReportKind, Page>;

const KINDS: ReportKind[] = ["pp", "ms", "iv"];

/** The row kind of the one row that says the caller's session is live. */
const LIVE_SESSION = "session";
type RowKind = ReportKind | typeof LIVE_SESSION;

/** One kind's page, newest first, read along reports_saved_list_idx so that only the rows shown are touched. */
function pageOf(db: Db, kind: ReportKind) {
  return db
    .select({
      kind: sql<RowKind>`${sql.raw(`'${kind}'`)}`.as("kind"),
      id: reports.id,
      title: reports.title,
      createdAt: reports.createdAt,
      isDemo: reports.isDemo,
      // Set on the one counting row of each kind, null on report rows.
      total: sql<number | string | null>`null::bigint`.as("total"),
    })
    .from(reports)
    .where(and(eq(reports.userId, sql.placeholder("userId")), eq(reports.kind, kind), isNotNull(reports.savedAt)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder(`${kind}Offset`));
}

/** The size of each list: an index-only scan of the same index. */
function countsOf(db: Db) {
  return db
    .select({
      kind: sql<RowKind>`${reports.kind}`,
      id: sql<string | null>`null::uuid`,
      title: sql<string | null>`null::text`,
      createdAt: sql<Date | null>`null::timestamptz`,
      isDemo: sql<boolean | null>`null::boolean`,
      total: sql<number | string>`count(*)`,
    })
    .from(reports)
    .where(and(eq(reports.userId, sql.placeholder("userId")), isNotNull(reports.savedAt)))
    .groupBy(reports.kind);
}

/** One row when the access token's session is live (not revoked, not expired): a primary-key lookup. */
function liveSessionOf(db: Db) {
  return db
    .select({
      kind: sql<RowKind>`${sql.raw(`'${LIVE_SESSION}'`)}`,
      id: sql<string | null>`null::uuid`,
      title: sql<string | null>`null::text`,
      createdAt: sql<Date | null>`null::timestamptz`,
      isDemo: sql<boolean | null>`null::boolean`,
      total: sql<number | string | null>`null::bigint`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("userId")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    );
}

type ListRow = ReturnType<typeof pageOf>;

const savedListsQuery = preparedFor((db) =>
  // The counting rows carry nulls where a page row has its columns; the rows are told apart by kind and id below.
  unionAll(pageOf(db, "pp"), pageOf(db, "ms"), pageOf(db, "iv"), countsOf(db) as unknown as ListRow, liveSessionOf(db) as unknown as ListRow).prepare(
    "saved_lists_of_session",
  ),
);

/**
 * A page of each of the user's three saved lists with each list's size, and whether the access token's session is
 * still live, in one round trip: the three pages, a count per kind and the session's row joined by UNION ALL,
 * prepared once. Null when the session is not live: its rows are then never shown. (The user id comes from the
 * token's signature, so the rows read are that user's own either way.)
 */
export async function listSavedReportsOfSession(
  db: Db,
  { userId, sessionId }: AccessClaims,
  pages: Record<ReportKind, number>,
  limit: number,
): Promise<SavedLists | null> {
  const offsetOf = (page: number) => (page - 1) * limit;
  const rows = await savedListsQuery(db).execute({
    userId,
    sessionId,
    now: new Date().toISOString(),
    limit,
    ppOffset: offsetOf(pages.pp),
    msOffset: offsetOf(pages.ms),
    ivOffset: offsetOf(pages.iv),
  });
  if (!rows.some((row) => row.kind === LIVE_SESSION)) return null;

  const lists = Object.fromEntries(KINDS.map((kind) => [kind, { data: [], totalPages: 1, page: pages[kind] } as Page])) as SavedLists;
  for (const row of rows) {
    if (row.kind === LIVE_SESSION) continue;
    const list = lists[row.kind];
    if (row.id === null) {
      list.totalPages = Math.max(1, Math.ceil(Number(row.total) / limit));
    } else {
      list.data.push({
        id: row.id,
        title: row.title ?? "",
        created_at: new Date(row.createdAt!).toISOString(),
        ...(row.isDemo ? { demo: true } : {}),
      });
    }
  }
  // UNION ALL keeps each branch's order in practice, not by guarantee: order each page again (at most `limit` rows).
  for (const list of Object.values(lists)) list.data.sort(newestFirst);
  return lists;
}

function newestFirst(a: Page["data"][number], b: Page["data"][number]): number {
  return b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}
