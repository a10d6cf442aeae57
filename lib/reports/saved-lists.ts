import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { preparedFor } from "@/db/prepared";
import { reports, type ReportKind } from "@/db/schema";

export interface Page {
  data: { id: string; title: string; created_at: string; demo?: boolean }[];
  totalPages: number;
  page: number;
}

export type SavedLists = Record<ReportKind, Page>;

const KINDS: ReportKind[] = ["pp", "ms", "iv"];

/** One kind's page, newest first, read along reports_saved_list_idx so that only the rows shown are touched. */
function pageOf(db: Db, kind: ReportKind) {
  return db
    .select({
      kind: sql<ReportKind>`${sql.raw(`'${kind}'`)}`.as("kind"),
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
      kind: reports.kind,
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

const savedListsQuery = preparedFor((db) =>
  // The counting rows carry nulls where a page row has its columns; the rows are told apart by id below.
  unionAll(pageOf(db, "pp"), pageOf(db, "ms"), pageOf(db, "iv"), countsOf(db) as unknown as ReturnType<typeof pageOf>).prepare("saved_lists"),
);

/**
 * A page of each of the user's three saved lists with each list's size, in one round trip: the three pages and a
 * count per kind joined by UNION ALL, prepared once.
 */
export async function listSavedReports(db: Db, userId: string, pages: Record<ReportKind, number>, limit: number): Promise<SavedLists> {
  const offsetOf = (page: number) => (page - 1) * limit;
  const rows = await savedListsQuery(db).execute({
    userId,
    limit,
    ppOffset: offsetOf(pages.pp),
    msOffset: offsetOf(pages.ms),
    ivOffset: offsetOf(pages.iv),
  });

  const lists = Object.fromEntries(KINDS.map((kind) => [kind, { data: [], totalPages: 1, page: pages[kind] } as Page])) as SavedLists;
  for (const row of rows) {
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
