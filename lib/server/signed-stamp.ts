import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/server/env";

/**
 * What a stamp is for: part of what is signed, so a stamp of one form is never taken for another's (a pitch page's
 * sign-up stamp is not a free try's). The pitch form's purpose is the text it has always signed, so stamps already in
 * visitors' pages stay good.
 */
export type StampPurpose = "pitch-form" | "try-form";

/** How long a stamp may be used: it proves a moment, not a pass to reuse for ever. */
export const STAMP_MAX_AGE_MS = 24 * 60 * 60_000;

/** Signs the moment a form was shown (`{ms}.{mac}`), so its sending can prove the time a person took. */
export function signStamp(purpose: StampPurpose, now = Date.now()): string {
  const mac = createHmac("sha256", getEnv().AUTH_SECRET).update(`${purpose}:${now}`).digest("base64url").slice(0, 16);
  return `${now}.${mac}`;
}

/** When the form was shown, or null when the stamp is not one of ours for `purpose`, or is from the future or stale. */
export function readStamp(purpose: StampPurpose, stamp: string, now = Date.now()): number | null {
  const [time, mac] = stamp.split(".");
  if (!time || !mac || !/^\d{10,16}$/.test(time)) return null;
  const shownAt = Number(time);
  if (shownAt > now || now - shownAt > STAMP_MAX_AGE_MS) return null;
  const expected = Buffer.from(signStamp(purpose, shownAt));
  const given = Buffer.from(stamp);
  return expected.length === given.length && timingSafeEqual(expected, given) ? shownAt : null;
}
