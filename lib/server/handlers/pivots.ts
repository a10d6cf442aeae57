import "server-only";
import type { NextRequest } from "next/server";
import { contract } from "@/lib/core/api/contract";
import type { PivotProposals } from "@/lib/core/api/pivots";
import { memberAccess, memberAccessWithPlan } from "./member-access";
import { idParam, json, KB, readJson, type IdContext } from "@/lib/server/http";
import { proposePivots, readPivots } from "../pivots/propose";
import { createVariant } from "../pivots/variants";

/** A variant's description (4,000 characters, up to 4 bytes each) with its title and first test: room for all. */
export const VARIANT_BODY_BYTES = 32 * KB;

export const PIVOTS_PLAN_REQUIRED =
  "Proposing changes and trying them as variants need an active plan. Your ideas, their proposals and variants stay yours to read.";

/** `GET /api/data/ideas/{id}/pivots`: the changes last proposed for the idea, or `{ proposals: null }`. */
export async function pivotsRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const { db, access } = await memberAccess(request, "idea", ideaId, "read");
  return json<{ proposals: PivotProposals | null }>({ proposals: await readPivots(db, access.ownerId, ideaId) });
}

/** `POST /api/data/ideas/{id}/pivots`: propose changes now, each checked by code (plan). */
export async function proposePivotsRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const { db, owner } = await memberAccessWithPlan(request, "idea", ideaId, "run_reports", PIVOTS_PLAN_REQUIRED);
  return json<{ proposals: PivotProposals }>({ proposals: await proposePivots(db, owner, ideaId) });
}

/** `POST /api/data/ideas/{id}/variants`: try one of the proposed changes as a variant idea, with its first test (plan). */
export async function createVariantRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const { db, access } = await memberAccessWithPlan(request, "idea", ideaId, "run_reports", PIVOTS_PLAN_REQUIRED);
  const body = await readJson(request, contract.createVariant.body);
  return json(await createVariant(db, access.ownerId, ideaId, body), { status: 201 });
}
