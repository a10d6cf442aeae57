import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { reports, type ReportKind } from "@/db/schema";

export interface Page {
  data: { id: string; title: string; created_at: string; demo?: boolean }[];
  totalPages: number;
  page: number;
}

export type SavedLists = Record<ReportKind, Page>;

const KINDS: ReportKind[] = ["pp", "ms", "iv"];

interface ListRow {
  kind: ReportKind;
  id: string | null;
  title: string | null;
  created_at: string | Date | null;
  is_demo: boolean | null;
  /** Set on the one counting row of each kind, null on report rows. */
  total: number | string | null;
}

/** One kind's page, newest first, read along reports_saved_list_idx so that only the rows shown are touched. */
function pageOf(userId: string, kind: ReportKind, page: number, limit: number): SQL {
  return sql`(select ${kind}::text as kind, id, title, created_at, is_demo, null::bigint as total
    from ${reports}
    where user_id = ${userId} and kind = ${kind} and saved_at is not null
    order by created_at desc, id desc
    limit ${limit} offset ${(page - 1) * limit})`;
}

/**
 * A page of each of the user's three saved lists with each list's size, in one round trip: the three pages and a
 * count per kind (an index-only scan of the same index) joined by UNION ALL.
 */
export async function listSavedReports(db: Db, userId: string, pages: Record<ReportKind, number>, limit: number): Promise<SavedLists> {
  const counts = sql`(select kind, null::uuid, null::text, null::timestamptz, null::boolean, count(*) as total
    from ${reports}
    where user_id = ${userId} and saved_at is not null
    group by kind)`;
  const parts = [...KINDS.map((kind) => pageOf(userId, kind, pages[kind], limit)), counts];
  const rows = rowsOf<ListRow>(await db.execute(sql.join(parts, sql` union all `)));

  const lists = Object.fromEntries(KINDS.map((kind) => [kind, { data: [], totalPages: 1, page: pages[kind] } as Page])) as SavedLists;
  for (const row of rows) {
    const list = lists[row.kind];
    if (row.id === null) {
      list.totalPages = Math.max(1, Math.ceil(Number(row.total) / limit));
    } else {
      list.data.push({
        id: row.id,
        title: row.title ?? "",
        created_at: new Date(row.created_at!).toISOString(),
        ...(row.is_demo ? { demo: true } : {}),
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
