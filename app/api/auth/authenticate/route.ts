import { getDb } from "@/db";
import { signedInResponse } from "@/lib/server/auth/cookies";
import { deviceCookieOf, setDeviceCookie } from "@/lib/server/auth/devices";
import { authenticate } from "@/lib/server/auth/login";
import { credentialsSchema } from "@/lib/server/auth/schemas";
import { clientAddress, readJson, route } from "@/lib/server/http";

export const POST = route(async (request) => {
  const input = await readJson(request, credentialsSchema);
  const db = await getDb();
  const { session, deviceCookie } = await authenticate(db, input, {
    address: clientAddress(request),
    userAgent: request.headers.get("user-agent"),
    deviceCookie: deviceCookieOf(request),
  });
  // This browser is now a known device of the account: the account-wide lock spares it.
  return setDeviceCookie(signedInResponse({ message: "Logged in successfully." }, session), deviceCookie);
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
