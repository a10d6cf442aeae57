import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies } from "@/lib/auth/cookies";
import { PASSWORD_CHANGED, resetPassword } from "@/lib/auth/passwords";
import { passwordResetSchema } from "@/lib/auth/schemas";
import { readJson, route } from "@/lib/http";

export const PUT = route(async (request) => {
  const input = await readJson(request, passwordResetSchema);
  await resetPassword(await getDb(), input);
  // Every session was revoked, this browser's included.
  return clearSessionCookies(NextResponse.json({ message: PASSWORD_CHANGED }));
});

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
