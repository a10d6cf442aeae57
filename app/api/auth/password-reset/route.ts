import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies } from "@/lib/auth/cookies";
import { deviceCookieOf, readKnownDevice, rememberDevice, setDeviceCookie } from "@/lib/auth/devices";
import { PASSWORD_CHANGED, resetPassword } from "@/lib/auth/passwords";
import { passwordResetSchema } from "@/lib/auth/schemas";
import { readJson, route } from "@/lib/http";

export const PUT = route(async (request) => {
  const input = await readJson(request, passwordResetSchema);
  const { email } = await resetPassword(await getDb(), input);
  // Every session was revoked, this browser's included. The link proved the mailbox: this browser becomes a known
  // device of the account, so it can sign in even while strangers keep the account-wide lock closed.
  const response = clearSessionCookies(NextResponse.json({ message: PASSWORD_CHANGED }));
  return setDeviceCookie(response, rememberDevice(readKnownDevice(deviceCookieOf(request)), email));
});

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
