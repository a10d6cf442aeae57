import "server-only";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import type { PitchFieldsInput } from "@/lib/core/api/pitch";
import { draftPitch } from "@/lib/core/measured/pitch/draft";
import { modelPitchDraft } from "@/lib/ai/pitch-draft";
import { runTokenEstimate } from "@/lib/ai/budgets";
import { UsageMeter } from "@/lib/ai/usage";
import { getEnv } from "@/lib/server/env";
import { log } from "@/lib/server/log";
import { spendDailyQuota } from "@/lib/server/rate-limit";
import { recordUsage, reserveTokens } from "@/lib/server/usage";
import { draftSourceFor } from "./draft-source";

export interface PitchDraft {
  fields: PitchFieldsInput;
  /** `model`: the model wrote the words from the reports; `code`: the reports' own words (the demo model, or a failure). */
  drafted_by: "model" | "code";
}

/**
 * A pitch page's first draft for one of the founder's ideas: the model's words (one of the day's reports; its tokens
 * held of AI_DAILY_TOKENS while it runs, with the same 429 as a report's once that is spent, then recorded as kind
 * `pitch`) on the code's draft, or the code's draft alone with the offline demo model or when the model fails (the
 * count given back). The founder edits every word before it goes live.
 */
export async function draftPitchPage(
  db: Db,
  user: User,
  ideaId: string,
  from?: { reportId: string; item: string },
): Promise<PitchDraft> {
  const source = await draftSourceFor(db, user.id, ideaId, from);
  const base = draftPitch(source);
  if (!getEnv().OPENAI_API_KEY) return { fields: base, drafted_by: "code" };
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
    release = await reserveTokens(db, user.id, runTokenEstimate("pitch"));
  } catch (error) {
    await giveBack();
    throw error;
  }
  const meter = new UsageMeter();
  let failed = false;
  try {
    const drafted = await modelPitchDraft(source, base, meter);
    return drafted ? { fields: drafted, drafted_by: "model" } : { fields: base, drafted_by: "code" };
  } catch (error) {
    failed = true;
    log().warn({ err: error }, "pitch: the model's draft failed; the reports' own words are the draft");
    await giveBack();
    return { fields: base, drafted_by: "code" };
  } finally {
    await recordUsage(db, user.id, { kind: "pitch", failed }, meter.calls).catch((error: unknown) =>
      log().error({ err: error }, "pitch: a draft's usage was not recorded"),
    );
    // Released once its tokens are recorded, so the draft is never counted by neither.
    await release().catch((error: unknown) => log().error({ err: error }, "pitch: a token hold was not released"));
  }
}
