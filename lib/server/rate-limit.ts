import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { TooMany } from "@/lib/core/errors";

export interface Limit {
  limit: number;
  windowMs: number;
}

export interface LimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one event against a fixed window kept in PostgreSQL, so every instance shares it. The first event after a
 * window ends starts a new one. `allowed` is false once the count passes the limit.
 */
export async function consume(db: Db, key: string, { limit, windowMs }: Limit): Promise<LimitState> {
  const windowEnd = new Date(Date.now() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning();
  return stateOf(row!.count, row!.windowEndsAt, limit);
}

/** The count of a window without adding to it (0 once the window has ended). */
export async function peek(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, sql`now()`)));
  return row?.count ?? 0;
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

function stateOf(count: number, windowEndsAt: Date, limit: number): LimitState {
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000)),
  };
}

/**
 * Counts one use of a per-user daily quota (`name`: what it counts, e.g. "ai", "chat"), the window ending at the next
 * midnight UTC; past `limit`, a 429 with `message` and Retry-After. Returns the way to give the use back, for a run
 * that failed: at most `limit` times a day, so failures a founder can provoke (a refusal, say) cannot be repeated
 * without end at the operator's cost.
 */
export async function spendDailyQuota(
  db: Db,
  name: string,
  userId: string,
  limit: number,
  message: string,
): Promise<() => Promise<void>> {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const key = `${name}:${userId}:${now.toISOString().slice(0, 10)}`;
  const state = await consume(db, key, { limit, windowMs: midnight - now.getTime() });
  if (!state.allowed) throw new TooMany(message, state.retryAfterSeconds);
  const window = { limit, windowMs: midnight - now.getTime() };
  return async () => {
    if ((await consume(db, `${key}:given-back`, window)).allowed) await giveBack(db, key);
  };
}

/** Takes one use off a window still open (the day's key, so a use is never given back to the next day). */
async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, sql`now()`)));
}
