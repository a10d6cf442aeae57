import { NextResponse } from "next/server";
import { getEnv } from "@/lib/env";
import { authPolicy } from "./policy";
import { SIGNED_IN_COOKIE } from "./signed-in-cookie";

export const ACCESS_COOKIE = "ll_access";
export const REFRESH_COOKIE = "ll_refresh";

function baseOptions() {
  return { httpOnly: true, sameSite: "lax" as const, secure: getEnv().NODE_ENV === "production", path: "/" };
}

/** Sets the access cookie (for server rendering) and the refresh cookie on a response. */
export function setSessionCookies(response: NextResponse, tokens: { accessToken: string; refreshToken?: string }) {
  response.cookies.set(ACCESS_COOKIE, tokens.accessToken, { ...baseOptions(), maxAge: authPolicy.accessTokenTtlSeconds });
  if (tokens.refreshToken) {
    response.cookies.set(REFRESH_COOKIE, tokens.refreshToken, {
      ...baseOptions(),
      maxAge: authPolicy.sessionTtlDays * 24 * 60 * 60,
    });
    response.cookies.set(SIGNED_IN_COOKIE, "1", { ...baseOptions(), httpOnly: false, maxAge: authPolicy.sessionTtlDays * 24 * 60 * 60 });
  }
  return response;
}

export function clearSessionCookies(response: NextResponse) {
  response.cookies.set(ACCESS_COOKIE, "", { ...baseOptions(), maxAge: 0 });
  response.cookies.set(REFRESH_COOKIE, "", { ...baseOptions(), maxAge: 0 });
  response.cookies.set(SIGNED_IN_COOKIE, "", { ...baseOptions(), httpOnly: false, maxAge: 0 });
  return response;
}

/** A JSON answer that signs the browser in: the access token in the body (for API clients) and both cookies. */
export function signedInResponse(
  body: Record<string, unknown>,
  session: { accessToken: string; refreshToken?: string },
  status = 200,
): NextResponse {
  return setSessionCookies(NextResponse.json({ ...body, token: session.accessToken }, { status }), session);
}
