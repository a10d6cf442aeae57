import "server-only";
import { isForeignKeyViolation } from "@/db/constraint-errors";
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
  /** Both tables also have a `variant` column (a pitch page's variants, issue 47): counts are kept per variant too. */
  variants?: boolean;
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
  /** The same per variant shown, with each variant's heaviest networks (tables with variants; else empty). */
  variants: (PitchSample & { key: string })[];
  /** Every address on the founder's list, counted in the rate or not. */
  listed: number;
}

/**
 * Counts of pages, exact (rows, not counters), in two queries (three when one compares variants): visitor-days and
 * counted sign-ups
 * per source (and variant), with the responses listed; and per page (and per variant) the network-day with most
 * visitors and the one with most counted sign-ups.
 */
export async function countsOf(
  db: Db,
  tables: CountedTables,
  pageIds: string[],
  /** Some page compares variants: read each variant's heaviest networks too (a third query). */
  { compared = false }: { compared?: boolean } = {},
): Promise<Map<string, PageCounts>> {
  const totals = new Map<string, PageCounts>();
  if (pageIds.length === 0) return totals;
  const { visits, responses } = tables;
  const list = uuidList(pageIds);
  const variant = tables.variants ? sql`variant` : sql`''`;
  const [bySource, heaviest, heaviestByVariant] = await Promise.all([
    db.execute(sql`
      select page_id, source, variant, sum(visitors)::int as visitors, sum(signups)::int as signups,
        sum(listed)::int as listed
      from (
        select page_id, source, ${variant} as variant, count(*) as visitors, 0 as signups, 0 as listed from ${visits}
          where page_id in (${list}) group by 1, 2, 3
        union all
        select page_id, source, ${variant} as variant, 0, count(*) filter (where counted), count(*) from ${responses}
          where page_id in (${list}) group by 1, 2, 3
      ) counted group by page_id, source, variant order by page_id, visitors desc, source, variant`),
    db.execute(heaviestParts(tables, list, false)),
    tables.variants && compared ? db.execute(heaviestParts(tables, list, true)) : null,
  ]);
  for (const id of pageIds) {
    totals.set(id, { visitors: 0, signups: 0, listed: 0, sources: [], heaviest: [], variants: [] });
  }
  type CountRow = { page_id: string; source: string; variant: string } & Record<
    "visitors" | "signups" | "listed",
    number
  >;
  for (const row of rowsOf<CountRow>(bySource)) {
    const total = totals.get(row.page_id)!;
    const [visitors, signups] = [Number(row.visitors), Number(row.signups)];
    total.visitors += visitors;
    total.signups += signups;
    total.listed += Number(row.listed);
    if (visitors === 0 && signups === 0) continue;
    const source = total.sources.find((entry) => entry.source === row.source);
    if (source) Object.assign(source, { visitors: source.visitors + visitors, signups: source.signups + signups });
    else total.sources.push({ source: row.source, visitors, signups });
    if (!tables.variants || !row.variant) continue;
    const shown = total.variants.find((entry) => entry.key === row.variant);
    if (shown) Object.assign(shown, { visitors: shown.visitors + visitors, signups: shown.signups + signups });
    else total.variants.push({ key: row.variant, visitors, signups, heaviest: [] });
  }
  for (const total of totals.values()) total.sources.sort((a, b) => b.visitors - a.visitors);
  for (const row of rowsOf<{ page_id: string; visitors: number; signups: number }>(heaviest)) {
    totals.get(row.page_id)!.heaviest.push({ visitors: Number(row.visitors), signups: Number(row.signups) });
  }
  for (const row of heaviestByVariant
    ? rowsOf<{ page_id: string; variant: string; visitors: number; signups: number }>(heaviestByVariant)
    : []) {
    const shown = totals.get(row.page_id)?.variants.find((entry) => entry.key === row.variant);
    shown?.heaviest.push({ visitors: Number(row.visitors), signups: Number(row.signups) });
  }
  return totals;
}

/**
 * Per page (or per page and variant) the network-day with most visitors and the one with most counted sign-ups: the
 * parts that could sway a judgement (lib/core/measured/judgement.ts).
 */
function heaviestParts({ visits, responses }: CountedTables, list: ReturnType<typeof uuidList>, byVariant: boolean) {
  const variant = byVariant ? sql`variant` : sql`''`;
  const onVariant = byVariant ? sql` and s.variant = v.variant` : sql``;
  return sql`
    with parts as (
      select v.page_id, ${byVariant ? sql`v.variant` : sql`''`} as variant, count(*)::int as visitors,
        coalesce(max(s.signups), 0)::int as signups
      from ${visits} v
      left join (
        select page_id, ${variant} as variant, day, network_hash, count(*) as signups from ${responses}
        where page_id in (${list}) and counted group by 1, 2, 3, 4
      ) s on s.page_id = v.page_id and s.day = v.day and s.network_hash = v.network_hash${onVariant}
      where v.page_id in (${list})
      group by 1, 2, v.day, v.network_hash
    )
    (select distinct on (page_id, variant) page_id, variant, visitors, signups from parts
      order by page_id, variant, visitors desc, signups desc)
    union all
    (select distinct on (page_id, variant) page_id, variant, visitors, signups from parts
      order by page_id, variant, signups desc, visitors desc)`;
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
  visitor: Visitor & { variant?: string },
  source: string,
  under: number,
  perNetwork: number,
) {
  const { day, visitorHash, networkHash, variant } = visitor;
  const [variantColumn, variantValue] = variant === undefined ? [sql``, sql``] : [sql`, variant`, sql`, ${variant}`];
  const inserted = rowsOf<{ page_id: string }>(
    await tx.execute(sql`
      insert into ${visits} (page_id, day, visitor_hash, network_hash, source${variantColumn})
      select ${pageId}::uuid, ${day}::date, ${visitorHash}, ${networkHash}, ${source}${variantValue}
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
  /** With `variant` (tables with variants), the variant the visitor is shown. */
  visitor: Visitor & { variant?: string },
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

async function countVisitOnce(
  db: Db,
  { visits }: CountedTables,
  pageId: string,
  visitor: Visitor & { variant?: string },
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
