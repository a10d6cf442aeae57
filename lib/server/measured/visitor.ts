import "server-only";
import { createHmac } from "node:crypto";
import { getEnv } from "@/lib/server/env";
import { addressFrom, normalise, peerHeaderTrusted } from "@/lib/server/http/client-address";
import { DEVELOPMENT_ADDRESS, UNKNOWN_ADDRESS } from "@/lib/server/http/client-address";

/** The day's salt: derived from AUTH_SECRET and the UTC day, never stored, so a day's hashes cannot be linked. */
// The salt keeps its first name ("pitch-…"): a new name would change every hash a day's counts key on.
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
