import "server-only";
import type { Db } from "@/db/client";
import type { MeasuredKind } from "@/lib/core/measured/kind";
import { consume } from "@/lib/server/rate-limit";
import { readStamp, signStamp, STAMP_MAX_AGE_MS, type Stamp } from "@/lib/server/signed-stamp";

/** How long a shown form may be sent: a stamp is not a pass to reuse for ever. */
export const FORM_STAMP_MAX_AGE_MS = STAMP_MAX_AGE_MS;

/**
 * A measured kind's single-use form stamps: signing the moment one page's form was shown, with a random nonce, so a
 * response proves it took a human's time to send, on this page; the nonce is spent once. Signed for `<kind>-form`,
 * so one kind's stamps pass for no other's (nor for the free try's); `spentKey` names the spent nonces' rate-limit rows.
 */
export function formStamps(kind: MeasuredKind, spentKey: string) {
  const purpose = `${kind}-form` as const;
  return {
    /** A stamp of this page's form, shown now. */
    sign: (slug: string, now = Date.now()): string => signStamp(purpose, slug, now),
    /** When this page's form was shown and the stamp's nonce, or null when it is not this page's, or is stale. */
    read: (slug: string, stamp: string, now = Date.now()): Stamp | null => readStamp(purpose, slug, stamp, now),
    /** Spends a stamp's nonce: true the first time, false ever after (for as long as a stamp is valid). */
    spend: async (db: Db, nonce: string): Promise<boolean> => {
      const spent = await consume(db, `${spentKey}:${nonce}`, { limit: 1, windowMs: FORM_STAMP_MAX_AGE_MS + 60_000 });
      return spent.allowed;
    },
  };
}
