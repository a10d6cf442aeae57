import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { checkoutDestination } from "@/lib/server/billing/checkout";
import { claimedIdeaPath } from "@/lib/core/tries/policy";
import { log } from "@/lib/server/log";
import { storeClaimedTry } from "@/lib/server/reports/store";
import { clearTryCookie, tryTokenOf } from "./cookies";
import { countTry } from "./counts";
import { takeFinishedTry } from "./store";

/**
 * On a sign-in or sign-up from the browser that ran a free try: its finished validation moves into the account as a
 * new idea, exactly once (the try's row is deleted by the transaction that stores it, so two tabs, a replayed cookie
 * or another account find nothing). Returns the new idea's id and clears the try's cookie, or null when there was
 * nothing to claim (no try, still running, failed, expired, already claimed). Never throws: a sign-in is not refused
 * for a try.
 */
export async function claimTry(db: Db, request: NextRequest, userId: string): Promise<string | null> {
  const token = tryTokenOf(request);
  if (!token) return null;
  try {
    const ideaId = await db.transaction(async (tx) => {
      const tried = await takeFinishedTry(tx, token);
      if (!tried) return null;
      const report = await storeClaimedTry(tx, userId, tried);
      return report.idea_id;
    });
    if (ideaId) await countTry(db, "claimed");
    return ideaId;
  } catch (error) {
    log().error({ err: error }, "try: a finished try could not be moved into the account");
    return null;
  }
}

/** The sign-in answer, with the try's cookie cleared once the try is in the account. */
export function afterClaim(response: NextResponse, ideaId: string | null): NextResponse {
  return ideaId ? clearTryCookie(response) : response;
}

/**
 * Where a Google sign-in that kept a try goes: the try's button promised the trial, so it starts (or Stripe's checkout
 * opens) and ends on the kept idea. Done here rather than by redirecting to /api/billing/checkout, which refuses a
 * navigation that passed through another site (Google's). Never throws: the idea opens without a plan instead.
 */
export async function trialForClaim(db: Db, user: User, ideaId: string): Promise<string> {
  const returnTo = claimedIdeaPath(ideaId);
  if (hasPaidPlan(user)) return returnTo;
  try {
    return await checkoutDestination(db, user, "month", { returnTo });
  } catch (error) {
    log().error({ err: error }, "try: the trial could not be started for a kept try");
    return returnTo;
  }
}
