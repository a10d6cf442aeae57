import { getDb } from "@/db";
import { RESET_LINK_SENT, requestPasswordReset } from "@/lib/server/auth/passwords";
import { emailOnlySchema } from "@/lib/server/auth/schemas";
import { readJson, route } from "@/lib/server/http";

export const POST = route(async (request) => {
  const { email } = await readJson(request, emailOnlySchema);
  await requestPasswordReset(await getDb(), email);
  return Response.json({ message: RESET_LINK_SENT });
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
