import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "@/db";
import type { User } from "@/db/schema";
import type { Db } from "@/db/client";
import { NotFound, Refused } from "@/lib/core/errors";
import type { IdeaAction } from "@/lib/core/team/roles";
import { requireCaller } from "@/lib/server/auth/current-user";
import { hasPaidPlan } from "@/lib/server/auth/users";
import { PLAN_REQUIRED } from "@/lib/server/billing/require-plan";
import { accessThrough, type AccessPath, type IdeaAccess } from "../team/access";
import { ownerOf } from "../team/owner";

/**
 * The signed-in caller's access to the idea behind `path`'s row `id`, for `action` (lib/server/team/access.ts): the
 * handlers' one way to reach an idea's data. Stores are then given `access.ownerId`, whose rows they are.
 */
export async function memberAccess(request: NextRequest, path: AccessPath, id: string, action: IdeaAction) {
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const access = await accessThrough(db, caller.user.id, path, id, action);
  return { db, caller: caller.user, access };
}

/**
 * As memberAccess, for a call that needs a plan: the owner's, since an editor's reports, questions and pages run on it
 * and count against it. The owner's user row is returned, the one quotas and usage are kept under.
 */
export async function memberAccessWithPlan(
  request: NextRequest,
  path: AccessPath,
  id: string,
  action: IdeaAction,
  refusal = PLAN_REQUIRED,
): Promise<{ db: Db; caller: User; access: IdeaAccess; owner: User }> {
  const db = await getDb();
  const caller = (await requireCaller(db, request)).user;
  return accessWithPlan(db, caller, path, id, action, refusal);
}

/** memberAccessWithPlan for a caller already known. */
export async function accessWithPlan(
  db: Db,
  caller: User,
  path: AccessPath,
  id: string,
  action: IdeaAction,
  refusal = PLAN_REQUIRED,
): Promise<{ db: Db; caller: User; access: IdeaAccess; owner: User }> {
  // Without a plan of one's own, only an idea one is a member of is open: any other id reads as the plan's refusal,
  // whether or not it exists, as when the caller's plan was checked first.
  const access = await accessThrough(db, caller.id, path, id, action).catch(planFirst(caller, refusal, NotFound));
  const owner = access.ownerId === caller.id ? caller : await requireOwnerPlan(db, access, refusal);
  if (!hasPaidPlan(owner)) throw new Refused(refusal);
  return { db, caller, access, owner };
}

/**
 * For a call whose body names the idea: a caller without a plan of their own whose body does not parse is refused for
 * the plan, as when the plan was checked before the body was read.
 */
export const planFirst =
  (caller: User, refusal = PLAN_REQUIRED, only?: abstract new (...args: never[]) => Error) =>
  (error: unknown) => {
    const planAnswers = !hasPaidPlan(caller) && (!only || error instanceof only);
    throw planAnswers ? new Refused(refusal) : error;
  };

/** The plan a call on the idea runs on, checked for one part of a call (publishing a page, not pausing it). */
export async function requireOwnerPlan(db: Db, access: IdeaAccess, refusal = PLAN_REQUIRED): Promise<User> {
  const owner = await ownerOf(db, access);
  if (!hasPaidPlan(owner)) throw new Refused(owner.id === access.callerId ? refusal : OWNER_PLAN_REQUIRED);
  return owner;
}

/**
 * Whose rows a list call reads: with `ideaId` of an idea the caller is a member of, its owner's; else the caller's own
 * (an idea of someone else's lists nothing, as it always did).
 */
export async function listerOf(request: NextRequest, ideaId: string | undefined) {
  const db = await getDb();
  const callerId = (await requireCaller(db, request)).user.id;
  if (!ideaId) return { db, ownerId: callerId };
  const access = await accessThrough(db, callerId, "idea", ideaId, "read").catch((error: unknown) => {
    if (error instanceof NotFound) return null;
    throw error;
  });
  return { db, ownerId: access?.ownerId ?? callerId };
}

export const OWNER_PLAN_REQUIRED =
  "This runs on the idea owner's plan, which is not active now. You can still read and export the idea; ask its owner to renew.";
