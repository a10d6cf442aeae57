import { getDb } from "@/db";
import { signedInResponse } from "@/lib/server/auth/cookies";
import { deviceCookieOf, setDeviceCookie } from "@/lib/server/auth/devices";
import { authenticate } from "@/lib/server/auth/login";
import { credentialsSchema } from "@/lib/server/auth/schemas";
import { clientAddress, readJson, route, methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(async (request) => {
    const input = await readJson(request, credentialsSchema);
    const db = await getDb();
    const { session, deviceCookie } = await authenticate(db, input, {
      address: clientAddress(request),
      userAgent: request.headers.get("user-agent"),
      deviceCookie: deviceCookieOf(request),
    });
    // This browser is now a known device of the account: the account-wide lock spares it.
    return setDeviceCookie(signedInResponse({ message: "Logged in successfully." }, session), deviceCookie);
  }),
});
