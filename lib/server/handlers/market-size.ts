import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "@/db";
import { requireSubscriber } from "@/lib/server/billing/require-plan";
import { idParam, readJson, type IdContext, json } from "@/lib/server/http";
import { saveMarketEdit } from "../market/edit";
import { contract } from "@/lib/core/api/contract";

/** Four segments of inputs with long reasons fit in well under this. */
export const MARKET_EDIT_BODY_BYTES = 32 * 1024;

/** POST /api/data/reports/{id}/market-size: the edited inputs, stored as the validation's next version (201). */
export async function marketSizeRoute(request: NextRequest, context: IdContext) {
  const id = await idParam(context, "report");
  const user = await requireSubscriber(request);
  const edit = await readJson(request, contract.editMarketSize.body);
  return json(await saveMarketEdit(await getDb(), user.id, id, edit), { status: 201 });
}
