import "server-only";
import { createHmac } from "node:crypto";
import { getEnv } from "@/lib/server/env";
import { readStamp, signStamp } from "@/lib/server/signed-stamp";
import { addressFrom, normalise, peerHeaderTrusted } from "@/lib/server/http/client-address";
import { DEVELOPMENT_ADDRESS, UNKNOWN_ADDRESS } from "@/lib/server/http/client-address";

/**
 * A visitor without a cookie, as privacy-friendly analytics count one: an HMAC of the address and user agent under a
 * salt derived from AUTH_SECRET and the UTC day. The salt is never stored, so a day's hashes cannot be linked to the
 * next day's, nor turned back into an address. A visitor is therefore unique per page per day.
 */
export function visitorHash(address: string, userAgent: string, day: string): string {
  const salt = createHmac("sha256", getEnv().AUTH_SECRET).update(`pitch-visitor-salt:${day}`).digest();
  return createHmac("sha256", salt).update(`${address}\n${userAgent}`).digest("base64url").slice(0, 32);
}

/** The client's address from headers alone (the page reads headers(), not a Request), by the TRUST_PROXY rules. */
export function addressOfHeaders(headers: Headers): string {
  const env = getEnv();
  const address = addressFrom(headers, env.TRUST_PROXY, peerHeaderTrusted());
  if (address) return normalise(address) ?? address;
  return env.NODE_ENV !== "production" ? DEVELOPMENT_ADDRESS : UNKNOWN_ADDRESS;
}

/** Signs the moment a form was shown, so a sign-up can prove it took a human's time (MIN_FILL_MS) to send. */
export const formStamp = (now = Date.now()): string => signStamp("pitch-form", now);

/** When the form was shown, or null when the stamp is not a pitch form's, or is from the future or over a day old. */
export const readFormStamp = (stamp: string, now = Date.now()): number | null => readStamp("pitch-form", stamp, now);
