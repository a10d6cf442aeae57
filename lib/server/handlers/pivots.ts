import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "@/db";
import { contract } from "@/lib/core/api/contract";
import type { PivotProposals } from "@/lib/core/api/pivots";
import { requireCaller } from "@/lib/server/auth/current-user";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
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
  const db = await getDb();
  const userId = (await requireCaller(db, request)).user.id;
  return json<{ proposals: PivotProposals | null }>({ proposals: await readPivots(db, userId, ideaId) });
}

/** `POST /api/data/ideas/{id}/pivots`: propose changes now, each checked by code (plan). */
export async function proposePivotsRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const user = await requireSubscriber(request, PIVOTS_PLAN_REQUIRED);
  return json<{ proposals: PivotProposals }>({ proposals: await proposePivots(await getDb(), user, ideaId) });
}

/** `POST /api/data/ideas/{id}/variants`: try one of the proposed changes as a variant idea, with its first test (plan). */
export async function createVariantRoute(request: NextRequest, context: IdContext) {
  const ideaId = await idParam(context, "idea");
  const user = await requireSubscriber(request, PIVOTS_PLAN_REQUIRED);
  const body = await readJson(request, contract.createVariant.body);
  return json(await createVariant(await getDb(), user.id, ideaId, body), { status: 201 });
}
