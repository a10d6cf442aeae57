import "server-only";
import type { NextRequest } from "next/server";
import { isBot, isPrefetch, sourceOf } from "@/lib/core/measured/traffic";
import { appOrigin } from "@/lib/server/http";

/** Where a visit to a measured page came from: `utm_source`, else the referrer's host, else direct. */
export function sourceOfRequest(request: NextRequest): string {
  return sourceOf(
    new URL(request.url).searchParams.get("utm_source"),
    request.headers.get("referer"),
    new URL(appOrigin()).hostname,
  );
}

/**
 * Whether a request to a live page counts as a visit: a GET (not a HEAD), not a prefetch, nor a known bot or headless
 * agent, nor the page's founder.
 */
export function isCountedVisit(request: NextRequest, founder: boolean): boolean {
  return (
    request.method === "GET" &&
    !founder &&
    !isBot(request.headers.get("user-agent")) &&
    !isPrefetch((name) => request.headers.get(name))
  );
}
