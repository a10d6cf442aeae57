import { NextResponse } from "next/server";
import { getEnv, modesOf } from "@/lib/env";
import { route, sameHostUrl } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The Google button's link: starts Google sign-in, or explains on /auth/error that it is not configured. */
export const GET = route(async (request) => {
  if (!modesOf(getEnv()).google) {
    return NextResponse.redirect(sameHostUrl(request, "/auth/error?error=GoogleNotConfigured"));
  }
  return NextResponse.redirect(sameHostUrl(request, "/auth/google"));
});
