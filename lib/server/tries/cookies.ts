import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { baseOptions, prefixedCookies } from "@/lib/server/auth/cookies";
import { derivedToken } from "@/lib/server/auth/secrets";
import { TRY_KEPT_HOURS } from "@/lib/core/tries/policy";

/**
 * A free try's two cookies, both httpOnly:
 * - the try's own (`ll_try`): a random 256-bit token, the only way to its row (stored as its HMAC), for 24 hours;
 * - the day's marker (`ll_tried`): today's UTC date, signed with AUTH_SECRET, until midnight UTC: this browser has had
 *   today's try, even once the try itself was claimed and its cookie cleared.
 */
const tryCookie = () => (prefixedCookies() ? "__Host-ll_try" : "ll_try");
const triedCookie = () => (prefixedCookies() ? "__Host-ll_tried" : "ll_tried");

export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

const secondsToMidnightUtc = (now = new Date()) =>
  Math.max(
    1,
    Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000),
  );

const dayMarker = (day: string) => `${day}.${derivedToken("free-try-day", day)}`;

/** The try token this browser holds, if any. */
export function tryTokenOf(request: NextRequest): string | undefined {
  return request.cookies.get(tryCookie())?.value || undefined;
}

/** Whether this browser holds today's signed marker. */
export function triedTodayIn(request: NextRequest): boolean {
  const given = request.cookies.get(triedCookie())?.value;
  if (!given) return false;
  const expected = Buffer.from(dayMarker(utcDay()));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Gives the browser its try and today's marker. */
export function setTryCookies(response: NextResponse, token: string): NextResponse {
  response.cookies.set(tryCookie(), token, { ...baseOptions(), maxAge: TRY_KEPT_HOURS * 3600 });
  response.cookies.set(triedCookie(), dayMarker(utcDay()), { ...baseOptions(), maxAge: secondsToMidnightUtc() });
  return response;
}

/** Forgets the try (claimed into an account); today's marker stays. */
export function clearTryCookie(response: NextResponse): NextResponse {
  response.cookies.set(tryCookie(), "", { ...baseOptions(), maxAge: 0 });
  return response;
}
