import { getDb } from "@/db";
import { resendCode } from "@/lib/server/auth/registration";
import { resendCodeSchema } from "@/lib/server/auth/schemas";
import { readJson, route } from "@/lib/server/http";

export const POST = route(async (request) => {
  const input = await readJson(request, resendCodeSchema);
  return Response.json(await resendCode(await getDb(), input));
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
