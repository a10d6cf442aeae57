import "server-only";
import type { MeasuredKind } from "@/lib/core/measured/kind";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/server/env";

/**
 * What a stamp is for: part of what is signed, so a stamp of one form is never taken for another's (a pitch page's
 * sign-up stamp is not a free try's, nor another page's: its `subject`).
 */
export type StampPurpose = `${MeasuredKind}-form` | "try-form";

/** How long a stamp may be used: it proves a moment, not a pass to reuse for ever. */
export const STAMP_MAX_AGE_MS = 24 * 60 * 60_000;

export interface Stamp {
  /** When the form was shown (ms). */
  shownAt: number;
  /** The stamp's own random part: a caller that spends stamps once keys on it. */
  nonce: string;
}

const macOf = (purpose: StampPurpose, subject: string, time: string, nonce: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`${purpose}:${subject}:${time}:${nonce}`)
    .digest("base64url")
    .slice(0, 22);

/** Signs the moment a form was shown (`{ms}.{nonce}.{mac}`), so its sending can prove the time a person took. */
export function signStamp(purpose: StampPurpose, subject = "", now = Date.now()): string {
  const nonce = randomBytes(12).toString("base64url");
  return `${now}.${nonce}.${macOf(purpose, subject, String(now), nonce)}`;
}

/**
 * When the form was shown and the stamp's nonce, or null when the stamp is not one of ours for `purpose` and
 * `subject`, or is from the future or stale.
 */
export function readStamp(purpose: StampPurpose, subject: string, stamp: string, now = Date.now()): Stamp | null {
  const [time, nonce, mac, ...rest] = stamp.split(".");
  if (!time || !nonce || !mac || rest.length > 0) return null;
  if (!/^\d{10,16}$/.test(time) || !/^[\w-]{16}$/.test(nonce)) return null;
  const shownAt = Number(time);
  if (shownAt > now || now - shownAt > STAMP_MAX_AGE_MS) return null;
  const expected = Buffer.from(macOf(purpose, subject, time, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { shownAt, nonce } : null;
}
