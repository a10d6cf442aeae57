import { getDb } from "@/db";
import { signedInResponse } from "@/lib/auth/cookies";
import { authenticate } from "@/lib/auth/login";
import { credentialsSchema } from "@/lib/auth/schemas";
import { clientAddress, readJson, route } from "@/lib/http";

export const POST = route(async (request) => {
  const input = await readJson(request, credentialsSchema);
  const db = await getDb();
  const { session } = await authenticate(db, input, {
    address: clientAddress(request),
    userAgent: request.headers.get("user-agent"),
  });
  return signedInResponse({ message: "Logged in successfully." }, session);
});

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
