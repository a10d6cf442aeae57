import "server-only";
import { recordOf } from "@/lib/core/objects";
import type { Db } from "@/db/client";
import { readReport } from "@/lib/ai/integrity";
import { HttpError } from "@/lib/server/http";
import { ownReportRow, storeDerivedVersion, type ServedReport } from "@/lib/server/reports/store";
import {
  inputKeys,
  type InputKey,
  type MarketSizeEdit,
  type StoredInput,
  type StoredMarketSize,
} from "@/lib/core/market/schemas";

/**
 * "Save as new version": the founder's market inputs become a new saved version of the validation. An input whose
 * numbers the founder left as they were keeps its basis, reason and quote; one they changed is theirs (basis
 * "founder", with their reason). The server computes every figure from these inputs (lib/core/report/computed.ts), whatever
 * totals the client showed.
 */

const FOUNDER_REASON = "Your number.";

const sameNumbers = (a: StoredInput, b: { low: number; base: number; high: number }) =>
  a.low === b.low && a.base === b.base && a.high === b.high;

function editedInput(
  edited: MarketSizeEdit["segments"][number][InputKey],
  before: StoredInput | undefined,
): StoredInput {
  if (before && sameNumbers(before, edited)) {
    const { low, base, high, basis, reason, quote, source_url, attribution } = before;
    return { low, base, high, basis, reason, quote, source_url, ...(attribution ? { attribution } : {}) };
  }
  return {
    low: edited.low,
    base: edited.base,
    high: edited.high,
    basis: "founder",
    reason: edited.reason?.trim() || FOUNDER_REASON,
    quote: null,
    source_url: null,
  };
}

export function editedSegments(edit: MarketSizeEdit, before: StoredMarketSize | undefined) {
  return edit.segments.map((segment, index) => ({
    name: segment.name,
    ...recordOf(inputKeys, (key) => editedInput(segment[key], before?.segments[index]?.[key])),
  }));
}

/** Stores the edited market size as the validation's next version and answers it. */
export async function saveMarketEdit(
  db: Db,
  userId: string,
  reportId: string,
  edit: MarketSizeEdit,
): Promise<ServedReport> {
  const row = await ownReportRow(db, userId, reportId);
  if (row.kind !== "iv") throw new HttpError(400, "Only an idea validation has a market size to edit.");
  const { report } = readReport("iv", row.data, { demo: row.isDemo, evidence: row.evidence });
  const market = { segments: editedSegments(edit, report.market_size), sources: report.market_size?.sources ?? [] };
  return storeDerivedVersion(db, userId, row, { ...report, market_size: market });
}
