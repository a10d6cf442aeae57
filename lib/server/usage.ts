import "server-only";
import { and, eq, gt, gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { aiUsage, rateLimits } from "@/db/schema";
import type { UsageKind } from "@/lib/core/usage";
import type { ModelCall } from "@/lib/ai/usage";
import { getEnv } from "@/lib/server/env";
import { TooMany } from "@/lib/core/errors";

/** What a run's calls served: the kept report or the stored answer (none when the run failed or was not kept). */
export interface Served {
  kind: UsageKind;
  reportId?: string | null;
  messageId?: string | null;
  /** The run failed: its calls are kept for the cost, but not counted against the founder. */
  failed: boolean;
}

/** Stores the calls of one run, in one statement (`userId` null: a visitor's free try). */
export async function recordUsage(db: Db, userId: string | null, served: Served, calls: readonly ModelCall[]) {
  if (calls.length === 0) return;
  await db.insert(aiUsage).values(
    calls.map((call) => ({
      userId,
      kind: served.kind,
      reportId: served.reportId ?? null,
      messageId: served.messageId ?? null,
      failed: served.failed,
      ...call,
    })),
  );
}

const startOfUtcDay = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The tokens (input and output) a founder's runs that did not fail have used since midnight UTC. */
export async function tokensUsedToday(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${aiUsage.inputTokens} + ${aiUsage.outputTokens}), 0)` })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.failed, false), gte(aiUsage.createdAt, startOfUtcDay())));
  return Number(row?.used ?? 0);
}

/**
 * With AI_DAILY_TOKENS set: refuses a run once the founder's tokens today, with the runs of theirs still under way,
 * have reached it (the same 429 as the report counts, Retry-After at the next midnight UTC), and holds `estimate` tokens
 * for this run until `release()`. The runs under way are a counter beside the rate limits, raised by one atomic upsert,
 * so runs started together are counted against each other; a run is released after its tokens are recorded, so it is
 * never counted by neither. Without the budget, nothing is held.
 */
export async function reserveTokens(db: Db, userId: string, estimate: number): Promise<() => Promise<void>> {
  const budget = getEnv().AI_DAILY_TOKENS;
  if (!budget) return async () => {};
  const midnight = new Date(startOfUtcDay().getTime() + 86_400_000);
  const key = `ai-tokens:${userId}:${startOfUtcDay().toISOString().slice(0, 10)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: estimate, windowEndsAt: midnight })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then ${estimate} else ${rateLimits.count} + ${estimate} end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  const release = async () => {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - ${estimate}, 0)` })
      .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, sql`now()`)));
  };
  const underWay = (row?.count ?? estimate) - estimate;
  if ((await tokensUsedToday(db, userId)) + underWay < budget) return release;
  await release();
  const retryAfter = Math.max(1, Math.ceil((midnight.getTime() - Date.now()) / 1000));
  throw new TooMany(
    `You have used today's AI allowance (${budget.toLocaleString("en-US")} tokens). It resets at midnight UTC.`,
    retryAfter,
  );
}
