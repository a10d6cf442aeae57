import "server-only";
import type { NextRequest } from "next/server";
import type { Db } from "@/db/client";
import { accessCookieName, prefixedCookies } from "@/lib/server/auth/cookies";
import { founderCookieName, readFounderMarker } from "@/lib/server/auth/founder-cookie";
import { userOfLiveSession } from "@/lib/server/auth/sessions";
import { readAccessToken } from "@/lib/server/auth/tokens";

/**
 * Whether the request is the page's own founder, signed in, whose visits are never counted: the access cookie (no
 * database), else the founder marker that travels to /p/ for as long as the session lives (one query, only when it
 * names the page's founder).
 */
export async function isFounder(db: Db, request: NextRequest, userId: string): Promise<boolean> {
  const token = request.cookies.get(accessCookieName())?.value;
  if (token && (await readAccessToken(token))?.userId === userId) return true;
  const marker = readFounderMarker(request.cookies.get(founderCookieName(prefixedCookies()))?.value);
  if (marker?.userId !== userId) return false;
  return (await userOfLiveSession(db, marker.sessionId, marker.userId)) !== null;
}
