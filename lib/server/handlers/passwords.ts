import "server-only";
import { contract } from "@/lib/core/api/contract";
import { getDb } from "@/db";
import {
  RESET_LINK_SENT,
  requestPasswordReset,
  PASSWORD_CHANGED,
  resetPassword,
  updatePassword,
} from "@/lib/server/auth/passwords";
import { readJson, route, json } from "@/lib/server/http";
import { NextResponse } from "next/server";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { deviceCookieOf, readKnownDevice, rememberDevice, setDeviceCookie } from "@/lib/server/auth/devices";
import { requireCaller } from "@/lib/server/auth/current-user";
import { revokeOtherSessions } from "@/lib/server/auth/sessions";

export const requestPasswordResetRoute = route(async (request) => {
  const { email } = await readJson(request, contract.requestPasswordReset.body);
  await requestPasswordReset(await getDb(), email);
  return json({ message: RESET_LINK_SENT });
});

export const resetPasswordRoute = route(async (request) => {
  const input = await readJson(request, contract.resetPassword.body);
  const { email } = await resetPassword(await getDb(), input);
  // Every session was revoked, this browser's included. The link proved the mailbox: this browser becomes a known
  // device of the account, so it can sign in even while strangers keep the account-wide lock closed.
  const response = clearSessionCookies(NextResponse.json({ message: PASSWORD_CHANGED }));
  return setDeviceCookie(response, rememberDevice(readKnownDevice(deviceCookieOf(request)), email));
});

export const updatePasswordRoute = route(async (request) => {
  const db = await getDb();
  const caller = await requireCaller(db, request);
  const input = await readJson(request, contract.updatePassword.body);
  await updatePassword(db, caller.user, input);
  await revokeOtherSessions(db, caller.user.id, caller.sessionId);
  return json({ message: PASSWORD_CHANGED });
});
