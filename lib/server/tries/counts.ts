import "server-only";
import { gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { tryCounts } from "@/db/schema";
import type { TryEvent } from "@/lib/core/tries/policy";
import { log } from "@/lib/server/log";
import { utcDay } from "./cookies";

/**
 * Counts one event of a free try for today (one atomic upsert) and logs it: nothing about the visitor, only what
 * happened. Never throws: a count is not worth a visitor's answer.
 */
export async function countTry(db: Db, event: TryEvent): Promise<void> {
  log().info({ event }, `try: ${event}`);
  try {
    await db
      .insert(tryCounts)
      .values({ day: utcDay(), event, count: 1 })
      .onConflictDoUpdate({ target: [tryCounts.day, tryCounts.event], set: { count: sql`${tryCounts.count} + 1` } });
  } catch (error) {
    log().error({ event, err: error }, "try: an event could not be counted");
  }
}

/** Each event's count over the last `days` UTC days, today included. */
export async function tryCountsSince(db: Db, days: number): Promise<Record<string, number>> {
  const since = utcDay(new Date(Date.now() - (days - 1) * 86_400_000));
  const rows = await db
    .select({ event: tryCounts.event, count: sql<number>`sum(${tryCounts.count})::int` })
    .from(tryCounts)
    .where(gte(tryCounts.day, since))
    .groupBy(tryCounts.event);
  return Object.fromEntries(rows.map((row) => [row.event, Number(row.count)]));
}
