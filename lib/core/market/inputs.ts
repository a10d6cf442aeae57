/** The four inputs of a market segment and their bounds: shared by the schemas, the checks and the browser's editor. */

/** The inputs of a segment, in the order the table shows them. */
export const inputKeys = ["customers", "price_per_year_usd", "reachable_share", "obtainable_share_3y"] as const;
export type InputKey = (typeof inputKeys)[number];
export const isShare = (key: InputKey) => key === "reachable_share" || key === "obtainable_share_3y";

export const MAX_SEGMENTS = 4;
/** Bounds that keep every product a finite, exactly representable number of dollars. */
export const MAX_CUSTOMERS = 10_000_000_000;
export const MAX_PRICE_PER_YEAR_USD = 10_000_000;
/** The largest value an input can hold (a share is at most 1). */
export const maxOf = (key: InputKey) =>
  key === "customers" ? MAX_CUSTOMERS : key === "price_per_year_usd" ? MAX_PRICE_PER_YEAR_USD : 1;
