import { NextResponse } from "next/server";
import { getEnv, modesOf } from "@/lib/env";
import { route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The Google button's link. Without Google configured it explains so on /auth/error instead of failing. */
export const GET = route(async (request) => {
  if (!modesOf(getEnv()).google) {
    return NextResponse.redirect(new URL("/auth/error?error=GoogleNotConfigured", request.url));
  }
  return NextResponse.redirect(new URL("/api/auth/signin/google", request.url));
});
