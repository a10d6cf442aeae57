const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  // One zone for server and browser, so a date renders the same on both; LaunchLens is run from the UK.
  timeZone: "Europe/London",
});

/** The app's date format (en-GB): day, long month, year, and 24-hour time ("22 November 2026 at 14:05"). */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}

const dateOnly = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** The day alone ("22 November 2026"), in the same zone as formatDateTime. */
export function formatDate(value: Date | string): string {
  return dateOnly.format(typeof value === "string" ? new Date(value) : value);
}

const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** US dollars in few characters, as the market-size figures are shown: "$540", "$12K", "$820.8K", "$1.4M", "$2.3B". */
export function formatUsdCompact(value: number): string {
  return compactUsd.format(value);
}

/** A figure's range in compact dollars: "$800K–$2.1M", or the one figure when its ends are equal. */
export function formatUsdRange(range: { low: number; high: number }): string {
  const [low, high] = [formatUsdCompact(range.low), formatUsdCompact(range.high)];
  return low === high ? low : `${low}–${high}`;
}
