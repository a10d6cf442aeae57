// `npm run usage`: tokens and estimated cost of the model calls of the last 30 days, by day, kind and model, and the
// median and most expensive founder (lib/server/usage-report.ts). Reads DATABASE_URL, else the embedded PGlite
// database (stop `npm run dev` first: PGlite is one process's). AI_PRICES overrides the prices; USAGE_DAYS the period.
import "./load-env";
import { closeDatabase, getDb } from "@/db";
import { pricesFrom } from "@/lib/core/usage-cost";
import { getEnv } from "@/lib/server/env";
import { formatUsageReport, usageReport } from "@/lib/server/usage-report";

/** A mistake in the settings is one line with its fix, not a stack trace. */
function refuse(problem: string): never {
  console.log(`✗ ${problem}`);
  process.exit(1);
}

let prices;
try {
  prices = pricesFrom(getEnv().AI_PRICES);
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
const days = Number(process.env.USAGE_DAYS ?? 30);
if (!Number.isInteger(days) || days < 1 || days > 3_660)
  refuse(`USAGE_DAYS: "${process.env.USAGE_DAYS}" is not a whole number of days from 1 to 3660.`);
try {
  console.log(formatUsageReport(await usageReport(await getDb(), prices, days), prices));
} finally {
  await closeDatabase();
}
