import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "@/db";
import type { User } from "@/db/schema";
import { requireCaller } from "@/lib/server/auth/current-user";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { Refused } from "@/lib/core/errors";

export const PLAN_REQUIRED =
  "Generating reports, asking about them and sharing them need an active plan. Your ideas and reports stay open to read, save, export and delete.";

/**
 * The caller of a call that generates or makes something new (generation, a question, a rescore or market version, a
 * new share link, a copy the browser holds), who must have a plan. The library's reads, pinning a kept report (so
 * nothing a founder made is pruned for want of a plan: lib/core/retention.ts), exports, deletions and share
 * revocations need only a session (requireCaller). `refusal` names what the plan is for, where the call is not a report's.
 */
export async function requireSubscriber(request: NextRequest, refusal = PLAN_REQUIRED): Promise<User> {
  const caller = await requireCaller(await getDb(), request);
  if (!hasPaidPlan(caller.user)) throw new Refused(refusal);
  return caller.user;
}
