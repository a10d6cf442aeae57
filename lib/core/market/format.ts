import { isShare, type InputKey } from "./inputs";

/** How market inputs read on screen: shares as percentages, prices in dollars, counts whole (figures: formatUsdCompact). */

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A share (0–1) as a percentage with at most one decimal: 0.3 → "30%", 0.025 → "2.5%". */
export const formatShare = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** An input as the table shows it: a share as a percentage, a price in dollars, a count as a whole number. */
export function formatInput(key: InputKey, value: number): string {
  if (isShare(key)) return formatShare(value);
  if (key === "price_per_year_usd") return `$${whole.format(value)}`;
  return whole.format(value);
}
