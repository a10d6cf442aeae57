import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { aiUsage } from "@/db/schema";
import type { UsageKind } from "@/lib/core/usage";
import type { ModelCall } from "@/lib/ai/usage";
import { getEnv } from "@/lib/server/env";
import { HttpError } from "@/lib/server/http/errors";

/** What a run's calls served: the kept report or the stored answer (none when the run failed or was not kept). */
export interface Served {
  kind: UsageKind;
  reportId?: string | null;
  messageId?: string | null;
  /** The run failed: its calls are kept for the cost, but not counted against the founder. */
  failed: boolean;
}

/** Stores the calls of one run, in one statement. */
export async function recordUsage(db: Db, userId: string, served: Served, calls: readonly ModelCall[]) {
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
 * With AI_DAILY_TOKENS set, refuses a run once the founder's tokens today have reached it: the same 429 as the report
 * counts, with Retry-After at the next midnight UTC. A run under way when the budget is reached is finished.
 */
export async function requireTokenBudget(db: Db, userId: string) {
  const budget = getEnv().AI_DAILY_TOKENS;
  if (!budget || (await tokensUsedToday(db, userId)) < budget) return;
  const midnight = startOfUtcDay().getTime() + 86_400_000;
  const retryAfter = Math.max(1, Math.ceil((midnight - Date.now()) / 1000));
  throw new HttpError(
    429,
    `You have used today's AI allowance (${budget.toLocaleString("en-US")} tokens). It resets at midnight UTC.`,
    {},
    { "Retry-After": String(retryAfter) },
  );
}
