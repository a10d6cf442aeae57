import { readNumber } from "@/lib/core/numbers";
import { inputKeys, isShare, maxOf, type InputKey } from "@/lib/core/market/inputs";
import type { Market } from "./MarketSize";
import type { Bound } from "./SegmentTable";

/** The market size editor's cells: one per segment, input and bound, each written and read as text in a locale. */
export const bounds: Bound[] = ["low", "base", "high"];
export const cellKey = (segment: number, key: InputKey, bound: Bound) => `${segment}.${key}.${bound}`;
export const inputKey = (segment: number, key: InputKey) => `${segment}.${key}`;

/**
 * What a founder typed, as the input's number, read by their locale: "$1,200" and "30%" read as they look (a share
 * as 0.3), "2,5%" in German too; "2,5" in English is refused rather than read as 25.
 */
export function parseInput(key: InputKey, text: string, locale?: string): number | string {
  const read = readNumber(text, locale);
  if (!read.ok) return read.message;
  if (read.percent && !isShare(key)) return "Write a number here, without %.";
  const value = read.value / (isShare(key) ? 100 : 1);
  if (value <= 0) return "Enter a number above 0.";
  if (value > maxOf(key)) return isShare(key) ? "A share is at most 100%." : "That number is too large.";
  return value;
}

/**
 * An input's number as the field shows it, in the locale its cells are read in (no default: a number written back in
 * English, "2.4%", is refused where a comma is the decimal mark): a share as a percentage, with its precision.
 */
export function editText(key: InputKey, value: number, locale: string): string {
  if (isShare(key)) {
    return `${(value * 100).toLocaleString(locale, { maximumFractionDigits: 4, useGrouping: false })}%`;
  }
  if (key === "price_per_year_usd") {
    // Dollars and cents: $853.20, never $853.2; a whole price without cents.
    const cents = Number.isInteger(value) ? 0 : 2;
    return `$${value.toLocaleString(locale, { minimumFractionDigits: cents, maximumFractionDigits: cents })}`;
  }
  return value.toLocaleString(locale, { maximumFractionDigits: 4 });
}

/** Every cell's text as the stored market shows it. */
export function initialText(market: Market, locale: string) {
  const text: Record<string, string> = {};
  market.segments.forEach((segment, index) =>
    inputKeys.forEach((key) =>
      bounds.forEach((bound) => (text[cellKey(index, key, bound)] = editText(key, segment[key][bound], locale))),
    ),
  );
  return text;
}
