import { NextResponse } from "next/server";
import { getEnv, modesOf } from "@/lib/server/env";
import { appUrl, route } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** The Google button's link: starts Google sign-in, or explains on /auth/error that it is not configured. */
export const GET = route(async () => {
  if (!modesOf(getEnv()).google) {
    return NextResponse.redirect(appUrl("/auth/error?error=GoogleNotConfigured"));
  }
  return NextResponse.redirect(appUrl("/auth/google"));
});

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
