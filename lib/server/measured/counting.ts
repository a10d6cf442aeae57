import "server-only";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { rowsOf, type Db } from "@/db/client";
import type { PitchSample } from "@/lib/core/measured/judgement";
import type { Visitor } from "./visitor";

/**
 * How every measured kind counts, exactly (rows, not counters): one visit row per page, UTC day and visitor, under
 * the caps per page and per network, taken under advisory locks per network (per page near the cap); the responses
 * (a pitch page's sign-ups) count in the rate once per visitor-day with that visitor's counted visit. A kind keeps its
 * own two tables with these columns: visits (page_id, day, visitor_hash, network_hash, source) and responses (page_id,
 * day, network_hash, source, counted).
 */
export interface CountedTables {
  visits: PgTable;
  responses: PgTable;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** What a page has measured: unique visitor-days and counted sign-ups, per source, and its heaviest networks. */
export interface PageCounts extends PitchSample {
  /** Unique visitor-days and counted responses per source, most visitors first. */
  sources: { source: string; visitors: number; signups: number }[];
  /** Every address on the founder's list, counted in the rate or not. */
  listed: number;
}

/**
 * Counts of pages, exact (rows, not counters), in two queries: visitor-days and counted sign-ups per source, with the
 * responses listed; and per page the network-day with most visitors and the one with most counted sign-ups.
 */
export async function countsOf(
  db: Db,
  { visits, responses }: CountedTables,
  pageIds: string[],
): Promise<Map<string, PageCounts>> {
  const totals = new Map<string, PageCounts>();
  if (pageIds.length === 0) return totals;
  const list = uuidList(pageIds);
  const [bySource, heaviest] = await Promise.all([
    db.execute(sql`
      select page_id, source, sum(visitors)::int as visitors, sum(signups)::int as signups, sum(listed)::int as listed
      from (
        select page_id, source, count(*) as visitors, 0 as signups, 0 as listed from ${visits}
          where page_id in (${list}) group by page_id, source
        union all
        select page_id, source, 0, count(*) filter (where counted), count(*) from ${responses}
          where page_id in (${list}) group by page_id, source
      ) counted group by page_id, source order by page_id, visitors desc, source`),
    db.execute(sql`
      with parts as (
        select v.page_id, count(*)::int as visitors, coalesce(max(s.signups), 0)::int as signups
        from ${visits} v
        left join (
          select page_id, day, network_hash, count(*) as signups from ${responses}
          where page_id in (${list}) and counted group by page_id, day, network_hash
        ) s on s.page_id = v.page_id and s.day = v.day and s.network_hash = v.network_hash
        where v.page_id in (${list})
        group by v.page_id, v.day, v.network_hash
      )
      (select distinct on (page_id) page_id, visitors, signups from parts order by page_id, visitors desc, signups desc)
      union all
      (select distinct on (page_id) page_id, visitors, signups from parts order by page_id, signups desc, visitors desc)`),
  ]);
  for (const id of pageIds) totals.set(id, { visitors: 0, signups: 0, listed: 0, sources: [], heaviest: [] });
  for (const row of rowsOf<{ page_id: string; source: string } & Record<"visitors" | "signups" | "listed", number>>(
    bySource,
  )) {
    const total = totals.get(row.page_id)!;
    const [visitors, signups] = [Number(row.visitors), Number(row.signups)];
    total.visitors += visitors;
    total.signups += signups;
    total.listed += Number(row.listed);
    if (visitors > 0 || signups > 0) total.sources.push({ source: row.source, visitors, signups });
  }
  for (const row of rowsOf<{ page_id: string; visitors: number; signups: number }>(heaviest)) {
    totals.get(row.page_id)!.heaviest.push({ visitors: Number(row.visitors), signups: Number(row.signups) });
  }
  return totals;
}

/**
 * A page counts at most this many unique visitors a day: an anonymous caller creates these rows, so the table cannot
 * be grown without bound (docs/SECURITY.md). Exact: near it, a page's visits are counted one at a time (lockCounts).
 */
export const VISITORS_PER_PAGE_DAY = 20_000;
/**
 * What one network (an IPv4 address, an IPv6 /64) adds to a page in a UTC day: this many unique visitors, so changing
 * the user agent does not mint visitors. People behind one address (an office, a café's Wi-Fi) count as this many.
 */
export const VISITORS_PER_NETWORK_DAY = 3;
/**
 * How far below a page's cap its visits and sign-ups are counted one network at a time rather than one at a time: more
 * than all instances' database connections together, so the requests counted at once cannot carry it past the cap.
 */
export const NEAR_CAP = 1_000;

/** The counting locks' first key (its first name: every kind's pages share it, their ids are distinct). */
const PITCH_LOCK = 0x9175;

/**
 * Takes a counting lock for the rest of the transaction: of one network on the page (its own caps are exact while
 * other visitors are counted at the same time), or of the whole page (near a page's cap, so that it is exact too).
 */
export async function lockCounts(tx: Db, pageId: string, networkHash?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PITCH_LOCK}, hashtext(${`${pageId}:${networkHash ?? "*"}`}))`);
}

/** Inserts a visit when the page has fewer than `under` today and the visitor's network fewer than `perNetwork`. */
async function insertVisit(
  tx: Db,
  visits: CountedTables["visits"],
  pageId: string,
  visitor: Visitor,
  source: string,
  under: number,
  perNetwork: number,
) {
  const { day, visitorHash, networkHash } = visitor;
  const inserted = rowsOf<{ page_id: string }>(
    await tx.execute(sql`
      insert into ${visits} (page_id, day, visitor_hash, network_hash, source)
      select ${pageId}::uuid, ${day}::date, ${visitorHash}, ${networkHash}, ${source}
      where (select count(*) from (
        select 1 from ${visits} where page_id = ${pageId}::uuid and day = ${day}::date limit ${Math.max(0, under)}
      ) today) < ${under}
      and (select count(*) from ${visits}
        where page_id = ${pageId}::uuid and day = ${day}::date and network_hash = ${networkHash}
      ) < ${perNetwork}
      on conflict do nothing
      returning page_id`),
  );
  return inserted.length > 0;
}

async function visitsToday(tx: Db, visits: CountedTables["visits"], pageId: string, day: string, limit: number) {
  const [row] = rowsOf<{ count: number }>(
    await tx.execute(sql`select count(*)::int as count from (
      select 1 from ${visits} where page_id = ${pageId}::uuid and day = ${day}::date limit ${limit}) today`),
  );
  return Number(row!.count);
}

/**
 * Counts a visit: one row per page, day and visitor (a second visit is nothing), under the day's cap and the visitor's
 * network's; true when it was counted as the visitor's first of the day. Visitors of different networks are counted
 * at the same time; within NEAR_CAP of the day's cap, one at a time.
 */
export async function countVisit(
  db: Db,
  tables: CountedTables,
  pageId: string,
  visitor: Visitor,
  source: string,
  caps: { perPage?: number; perNetwork?: number } = {},
): Promise<boolean> {
  try {
    return await countVisitOnce(db, tables, pageId, visitor, source, caps);
  } catch (error) {
    // A page deleted between its being read and its visit counted has nothing to count the visit on: not counted.
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/** A foreign key violation (PostgreSQL's 23503), wherever in the error's causes the driver put it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    if ("code" in at && at.code === "23503") return true;
  }
  return false;
}

async function countVisitOnce(
  db: Db,
  { visits }: CountedTables,
  pageId: string,
  visitor: Visitor,
  source: string,
  { perPage = VISITORS_PER_PAGE_DAY, perNetwork = VISITORS_PER_NETWORK_DAY }: { perPage?: number; perNetwork?: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockCounts(tx, pageId, visitor.networkHash);
    if (await insertVisit(tx, visits, pageId, visitor, source, perPage - NEAR_CAP, perNetwork)) return true;
    // Not counted: a repeat visit, the network's cap, or the page near its day's cap (then counted one at a time).
    if ((await visitsToday(tx, visits, pageId, visitor.day, perPage)) < perPage - NEAR_CAP) return false;
    await lockCounts(tx, pageId);
    return insertVisit(tx, visits, pageId, visitor, source, perPage, perNetwork);
  });
}
