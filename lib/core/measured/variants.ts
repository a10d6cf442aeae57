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

/** What a pitch page can test (issue 47): its price, or its headline, one at a time. */
export const VARIANT_KINDS = ["price", "headline"] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

/** A page's variants: two or three prices, or headlines, one shown to each visitor in place of the page's own. */
export interface PageVariants {
  kind: VariantKind;
  texts: string[];
}

/**
 * The key a variant's visits and sign-ups are counted under: its kind and its words, so changing a variant's words
 * starts its count again while the old words keep theirs. "" on a page without variants.
 */
export const variantKey = (kind: VariantKind, text: string) => `${kind}:${text}`;

/** The words of a variant key ("price:$9 a month" → "$9 a month"). */
export const variantText = (key: string) => key.slice(key.indexOf(":") + 1);

interface VariedFields {
  headline: string;
  price: string | null;
  variants?: PageVariants | null;
}

/** The variant keys a page tests now, in the founder's order; none without variants. */
export function currentVariantKeys({ variants }: VariedFields): string[] {
  return variants ? variants.texts.map((text) => variantKey(variants.kind, text)) : [];
}

/**
 * What one visitor is shown: the page's fields with the visitor's variant in place of its price or headline, and the
 * key it is counted under ("" without variants).
 */
export function shownVariant<T extends VariedFields>(fields: T, visitorHash: string): { key: string; fields: T } {
  const variants = fields.variants;
  if (!variants || variants.texts.length === 0) return { key: "", fields };
  const text = variants.texts[variantOf(visitorHash, variants.texts.length)] ?? "";
  return { key: variantKey(variants.kind, text), fields: { ...fields, [variants.kind]: text } };
}
