import { NextResponse } from "next/server";
import { getDb } from "@/db";
import { clearSessionCookies, REFRESH_COOKIE, signedInResponse } from "@/lib/auth/cookies";
import { assertSameOrigin } from "@/lib/auth/current-user";
import { rotateRefreshToken } from "@/lib/auth/sessions";
import { route } from "@/lib/http";

export const POST = route(async (request) => {
  assertSameOrigin(request);
  const token = request.cookies.get(REFRESH_COOKIE)?.value;
  const outcome = token ? await rotateRefreshToken(await getDb(), token) : null;
  if (!outcome?.ok) {
    const message = "Your session has ended. Please log in again.";
    return clearSessionCookies(NextResponse.json({ message }, { status: 401 }));
  }
  return signedInResponse({}, outcome.session);
});
