import "server-only";
import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import type { TryRequest } from "@/lib/core/api/tries";
import { isLimitRefusal, TRY_MIN_SUBMIT_MS, tryRefusalMessages, type TryRefusal } from "@/lib/core/tries/policy";
import { getEnv } from "@/lib/server/env";
import { Invalid, Refused, TooMany } from "@/lib/core/errors";
import { clientAddress } from "@/lib/server/http";
import { spendDailyQuota } from "@/lib/server/rate-limit";
import { triedTodayIn, tryTokenOf } from "./cookies";
import { countTry } from "./counts";
import { tryOfToken } from "./store";
import { readStamp, signStamp } from "@/lib/server/signed-stamp";
import { verifyTurnstile } from "@/lib/server/turnstile";

/** A try turned away: counted by its reason, answered in words, the limits with the trial offered beside them. */
async function refuse(db: Db, reason: TryRefusal, retryAfterSeconds?: number): Promise<never> {
  await countTry(db, `refused:${reason}`);
  const limit = isLimitRefusal(reason);
  const message = tryRefusalMessages[reason];
  const details = { reason, offer_trial: limit };
  if (limit) throw new TooMany(message, retryAfterSeconds, details);
  throw reason === "turnstile" ? new Refused(message, details) : new Invalid(message, details);
}

/**
 * The signed moment the try form appeared (`GET /api/try/stamp`): the minimum time is counted from the server's clock,
 * not from a number the client sends, and from the form's appearing, not from typing, so a pasted idea is no quicker.
 */
export const tryStamp = (now = Date.now()) => signStamp("try-form", "", now);

/**
 * Lets a try through, or refuses it: the simple bots first (the hidden field filled, a stamp that is not the server's,
 * a form sent sooner than TRY_MIN_SUBMIT_MS after its stamp, Turnstile when configured), then the limits: this browser's try of today (its signed marker, unless its try
 * failed), this client address's one try a UTC day (under TRUST_PROXY's rules, as the log-in limits), and all
 * visitors' FREE_TRIES_PER_DAY. Returns the way to give the day's counts back for a try that failed, so a visitor pays
 * nothing for what they did not get (at most once a day: spendDailyQuota bounds it).
 */
export async function admitTry(db: Db, request: NextRequest, body: TryRequest): Promise<() => Promise<void>> {
  if (body.website?.trim()) await refuse(db, "bot");
  const shownAt = readStamp("try-form", "", body.stamp)?.shownAt ?? null;
  if (shownAt === null) await refuse(db, "bot");
  else if (Date.now() - shownAt < TRY_MIN_SUBMIT_MS) await refuse(db, "too-fast");
  const address = clientAddress(request);
  if (!(await verifyTurnstile(body.turnstile_token, address))) await refuse(db, "turnstile");
  if (triedTodayIn(request)) {
    const own = await tryOfToken(db, tryTokenOf(request));
    if (own?.status !== "failed") await refuse(db, "browser-daily");
  }
  const perDay = getEnv().FREE_TRIES_PER_DAY;
  if (perDay === 0) await refuse(db, "global-cap");
  let giveBackAddress: () => Promise<void>;
  try {
    giveBackAddress = await spendDailyQuota(db, "try-address", address, 1, "address");
  } catch (error) {
    if (error instanceof TooMany) return refuse(db, "address-daily", error.retryAfterSeconds);
    throw error;
  }
  try {
    const giveBackGlobal = await spendDailyQuota(db, "try-all", "visitors", perDay, "global");
    return async () => {
      await giveBackAddress();
      await giveBackGlobal();
    };
  } catch (error) {
    await giveBackAddress();
    if (error instanceof TooMany) return refuse(db, "global-cap", error.retryAfterSeconds);
    throw error;
  }
}
