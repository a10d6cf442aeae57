/**
 * Which variant of a page a visitor sees (issue 47): fixed by the visitor's daily hash (an HMAC under the day's salt,
 * lib/server/measured/visitor.ts), so the same person sees the same variant all day without a cookie, and spread evenly
 * across the variants because the hash is. Pure, browser-safe.
 */

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The variant (0 … count-1) of a visitor by their daily hash: its first 30 bits, taken modulo the count. */
export function variantOf(visitorHash: string, count: number): number {
  if (count <= 1) return 0;
  let bits = 0;
  for (const character of visitorHash.slice(0, 5)) bits = bits * 64 + Math.max(0, BASE64URL.indexOf(character));
  return bits % count;
}
