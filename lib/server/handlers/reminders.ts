import "server-only";
import { contract } from "@/lib/core/api/contract";
import { createHash, timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { getDb } from "@/db";
import { getEnv } from "@/lib/server/env";
import { HttpError, readJson, readQuery, readText, json } from "@/lib/server/http";
import { NO_SUCH_CALL } from "@/lib/server/http/methods";
import { sendDueReminders } from "../experiments/reminders";
import { unsubscribe, UNSUBSCRIBED } from "../experiments/unsubscribe";

export const CRON_SECRET_REFUSED = "This call needs the cron secret: Authorization: Bearer <CRON_SECRET>.";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The scheduler's call, authenticated by `Authorization: Bearer <CRON_SECRET>` (compared in constant time, as digests
 * of equal length). Without CRON_SECRET the call does not exist (404, as an unknown address): nothing to guess.
 */
function assertCronCaller(request: NextRequest): void {
  const secret = getEnv().CRON_SECRET;
  if (!secret) throw new HttpError(404, NO_SUCH_CALL);
  const given = request.headers.get("authorization") ?? "";
  if (!timingSafeEqual(digest(given), digest(`Bearer ${secret}`))) throw new HttpError(401, CRON_SECRET_REFUSED);
}

/** `GET /api/cron/reminders`: sends what is due now; 200 with how many founders and experiments. */
export async function cronRemindersRoute(request: NextRequest) {
  assertCronCaller(request);
  return json(await sendDueReminders(await getDb()));
}

export const ONE_CLICK_REFUSED =
  'A one-click unsubscribe sends the form body "List-Unsubscribe=One-Click", with the token in the address.';

/**
 * `POST /api/reminders/unsubscribe`: turns the reminders off, either from the e-mail's link confirmed on its page
 * (JSON `{ token }`), or from a mail client's own Unsubscribe button (RFC 8058: the form body
 * `List-Unsubscribe=One-Click` posted to the List-Unsubscribe address, `?token=` in it).
 */
export async function unsubscribeRoute(request: NextRequest) {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  const form = type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
  const { token } = form ? await oneClickRequest(request, type) : await readJson(request, contract.unsubscribe.body);
  await unsubscribe(await getDb(), token);
  return json({ message: UNSUBSCRIBED });
}

/** RFC 8058 allows either form encoding; the body is read within route()'s cap before it is parsed. */
async function oneClickRequest(request: NextRequest, type: string): Promise<{ token: string }> {
  const text = await readText(request);
  const body = await new Response(text, { headers: { "content-type": type } }).formData().catch(() => null);
  if (body?.get("List-Unsubscribe") !== "One-Click") throw new HttpError(400, ONE_CLICK_REFUSED);
  return readQuery(request, contract.unsubscribe.body);
}
