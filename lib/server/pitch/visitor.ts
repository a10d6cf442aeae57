import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/server/env";
import { addressFrom, normalise, peerHeaderTrusted } from "@/lib/server/http/client-address";
import { DEVELOPMENT_ADDRESS, UNKNOWN_ADDRESS } from "@/lib/server/http/client-address";

/** The day's salt: derived from AUTH_SECRET and the UTC day, never stored, so a day's hashes cannot be linked. */
const daySalt = (day: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET).update(`pitch-visitor-salt:${day}`).digest();

/**
 * A visitor without a cookie, as privacy-friendly analytics count one: an HMAC of the address and user agent under a
 * salt derived from AUTH_SECRET and the UTC day. The salt is never stored, so a day's hashes cannot be linked to the
 * next day's, nor turned back into an address. A visitor is therefore unique per page per day.
 */
export function visitorHash(address: string, userAgent: string, day: string): string {
  return createHmac("sha256", daySalt(day)).update(`${address}\n${userAgent}`).digest("base64url").slice(0, 32);
}

/**
 * The visitor's network under the same day's salt: what one network may add to a page is bounded by it. A client
 * address is already a network (lib/server/http/client-address.ts: an IPv4 address, or the /64 of an IPv6 one, every
 * address of which its one customer may choose), so it is the address without the user agent.
 */
export function networkHash(address: string, day: string): string {
  return createHmac("sha256", daySalt(day)).update(`network\n${address}`).digest("base64url").slice(0, 32);
}

/** Who a request is on a day: the visitor and network hashes every count of a page keys on. */
export function visitorOf(address: string, userAgent: string, day: string) {
  return { day, visitorHash: visitorHash(address, userAgent, day), networkHash: networkHash(address, day) };
}
export type Visitor = ReturnType<typeof visitorOf>;

/** The client's address from headers alone (the page reads headers(), not a Request), by the TRUST_PROXY rules. */
export function addressOfHeaders(headers: Headers): string {
  const env = getEnv();
  const address = addressFrom(headers, env.TRUST_PROXY, peerHeaderTrusted());
  if (address) return normalise(address) ?? address;
  return env.NODE_ENV !== "production" ? DEVELOPMENT_ADDRESS : UNKNOWN_ADDRESS;
}

const stampMac = (slug: string, time: string, nonce: string) =>
  createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`pitch-form:${slug}:${time}:${nonce}`)
    .digest("base64url")
    .slice(0, 22);

/**
 * Signs the moment one page's form was shown, with a random nonce: a sign-up proves it took a human's time
 * (MIN_FILL_MS) to send, on this page, and the nonce lets each stamp be used once (the sign-up route spends it).
 */
export function formStamp(slug: string, now = Date.now()): string {
  const nonce = randomBytes(12).toString("base64url");
  return `${now}.${nonce}.${stampMac(slug, String(now), nonce)}`;
}

/** How long a shown form may be sent: a stamp is not a pass to reuse for ever. */
export const FORM_STAMP_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * When this page's form was shown and the stamp's nonce, or null when the stamp is not one of ours for this page, or is
 * from the future or over a day old.
 */
export function readFormStamp(
  slug: string,
  stamp: string,
  now = Date.now(),
): { shownAt: number; nonce: string } | null {
  const [time, nonce, mac, ...rest] = stamp.split(".");
  if (!time || !nonce || !mac || rest.length > 0 || !/^\d{10,16}$/.test(time) || !/^[\w-]{16}$/.test(nonce))
    return null;
  const shownAt = Number(time);
  if (shownAt > now || now - shownAt > FORM_STAMP_MAX_AGE_MS) return null;
  const expected = Buffer.from(stampMac(slug, time, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { shownAt, nonce } : null;
}
