import "server-only";
import type { NextRequest } from "next/server";
import { getDb } from "@/db";
import { measuredKinds } from "@/lib/core/measured";
import { measuredServers } from "@/lib/server/measured/kinds";
import { notFoundAnswer, slugOf, type SlugContext } from "@/lib/server/measured/page";

/**
 * `GET /p/{slug}`: the public page of a measured experiment, whatever its kind: the first kind with a page at that
 * slug serves it (slugs end in a random suffix, so no two pages share one), else the one "Page not found".
 */
export async function publicMeasuredRoute(request: NextRequest, context: SlugContext) {
  const slug = await slugOf(context);
  if (!slug) return notFoundAnswer();
  const db = await getDb();
  for (const kind of measuredKinds) {
    const page = await measuredServers[kind].servePage(db, request, slug);
    if (page) return page;
  }
  return notFoundAnswer();
}
