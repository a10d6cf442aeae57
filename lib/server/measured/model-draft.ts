import "server-only";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { runTokenEstimate } from "@/lib/ai/budgets";
import { UsageMeter } from "@/lib/ai/usage";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";
import { spendDailyQuota } from "@/lib/server/rate-limit";
import { recordUsage, reserveTokens } from "@/lib/server/usage";

/**
 * A measured page's first draft by the model, as every kind asks for one: one of the day's reports, its tokens held of
 * AI_DAILY_TOKENS while it runs (the same 429s as a report's once either is spent), then recorded as usage of `kind`.
 * `ask` gives the model's draft, or null when it gives none (the offline demo model); on null or a failure (the day's
 * count given back, logged) the code's own draft stands: `{ drafted, by }` says which. Without a key, the code's.
 * With `rethrow`, a failure is thrown after the count is given back, for a caller that names it (the pivots).
 */
export async function draftWithModel<T>(
  db: Db,
  user: User,
  kind: "pitch" | "survey" | "pivots",
  ask: (meter: UsageMeter) => Promise<T | null>,
  options: { rethrow?: boolean } = {},
): Promise<{ drafted: T | null; by: "model" | "code" }> {
  if (!getEnv().OPENAI_API_KEY) return { drafted: null, by: "code" };
  const limit = getEnv().AI_DAILY_QUOTA;
  const giveBack = await spendDailyQuota(
    db,
    "ai",
    user.id,
    limit,
    `You have used today's ${limit} reports. The limit resets at midnight UTC.`,
  );
  let release: () => Promise<void>;
  try {
    release = await reserveTokens(db, user.id, runTokenEstimate(kind));
  } catch (error) {
    await giveBack();
    throw error;
  }
  const meter = new UsageMeter();
  let failed = false;
  try {
    const drafted = await ask(meter);
    return { drafted, by: drafted ? "model" : "code" };
  } catch (error) {
    failed = true;
    log().warn(
      { err: error, kind },
      options.rethrow
        ? "draft: the model's call failed; answered by name"
        : "draft: the model's draft failed; the reports' own words are the draft",
    );
    await giveBack();
    if (options.rethrow) throw error;
    return { drafted: null, by: "code" };
  } finally {
    await recordUsage(db, user.id, { kind, failed }, meter.calls).catch((error: unknown) =>
      log().error({ err: error, kind }, "draft: a draft's usage was not recorded"),
    );
    // Released once its tokens are recorded, so the draft is never counted by neither.
    await release().catch((error: unknown) =>
      log().error({ err: error, kind }, "draft: a token hold was not released"),
    );
  }
}
