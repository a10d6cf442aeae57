import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies } from "@/lib/server/auth/cookies";
import { deviceCookieOf, readKnownDevice, rememberDevice, setDeviceCookie } from "@/lib/server/auth/devices";
import { PASSWORD_CHANGED, resetPassword } from "@/lib/server/auth/passwords";
import { passwordResetSchema } from "@/lib/server/auth/schemas";
import { readJson, route, methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PUT: route(async (request) => {
    const input = await readJson(request, passwordResetSchema);
    const { email } = await resetPassword(await getDb(), input);
    // Every session was revoked, this browser's included. The link proved the mailbox: this browser becomes a known
    // device of the account, so it can sign in even while strangers keep the account-wide lock closed.
    const response = clearSessionCookies(NextResponse.json({ message: PASSWORD_CHANGED }));
    return setDeviceCookie(response, rememberDevice(readKnownDevice(deviceCookieOf(request)), email));
  }),
});
