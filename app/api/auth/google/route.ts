import { NextResponse } from "next/server";
import { getEnv, modesOf } from "@/lib/server/env";
import { appUrl, route, methods } from "@/lib/server/http";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** The Google button's link: starts Google sign-in, or explains on /auth/error that it is not configured. */
  GET: route(async () => {
    if (!modesOf(getEnv()).google) {
      return NextResponse.redirect(appUrl("/auth/error?error=GoogleNotConfigured"));
    }
    return NextResponse.redirect(appUrl("/auth/google"));
  }),
});
