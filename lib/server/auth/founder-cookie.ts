import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/server/env";

/**
 * A signed marker of the founder's session that travels only to the public pitch pages (`/p/`), so a founder's own
 * visits are not counted for as long as they stay signed in, not only while the 15-minute access cookie lasts. It
 * names the user and the session; the page believes it only while that session is live (the sessions table), so a
 * logout, a password reset or a revoked session ends it at once.
 */
export const FOUNDER_COOKIE_PATH = "/p/";

/** `__Secure-ll_founder` when the public address is https (as the refresh cookie is named), else plain. */
export function founderCookieName(prefixed: boolean): string {
  return prefixed ? "__Secure-ll_founder" : "ll_founder";
}

const macOf = (userId: string, sessionId: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`pitch-founder:${userId}:${sessionId}`).digest("base64url");

export function founderMarker(userId: string, sessionId: string): string {
  return `${userId}.${sessionId}.${macOf(userId, sessionId)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The user and session a marker names, or null when it is not one this server signed. */
export function readFounderMarker(value: string | undefined): { userId: string; sessionId: string } | null {
  const [userId, sessionId, mac, ...rest] = (value ?? "").split(".");
  if (!userId || !sessionId || !mac || rest.length > 0 || !UUID.test(userId) || !UUID.test(sessionId)) return null;
  const expected = Buffer.from(macOf(userId, sessionId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, sessionId } : null;
}
