import "server-only";
import type { NextRequest } from "next/server";
import { idParam, readJson, type IdContext, json } from "@/lib/server/http";
import { saveMarketEdit } from "../market/edit";
import { contract } from "@/lib/core/api/contract";
import { actorOf, recordActivity } from "../team/activity";
import { memberAccessWithPlan } from "./member-access";

/** Four segments of inputs with long reasons fit in well under this. */
export const MARKET_EDIT_BODY_BYTES = 32 * 1024;

/** POST /api/data/reports/{id}/market-size: the edited inputs, stored as the validation's next version (201). */
export async function marketSizeRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "report");
  const { db, access } = await memberAccessWithPlan(request, "report", id, "edit_market");
  const edit = await readJson(request, contract.editMarketSize.body);
  const saved = await saveMarketEdit(db, access.ownerId, id, edit, access.callerId);
  await recordActivity(db, { ...actorOf(access), action: "edited_market", subject: saved.title });
  return json(saved, { status: 201 });
}
