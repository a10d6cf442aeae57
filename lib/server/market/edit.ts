import "server-only";
import { recordOf } from "@/lib/core/objects";
import type { Db } from "@/db/client";
import { readReport } from "@/lib/server/reports/integrity";
import { storedWith, ownReportRow, storeDerivedVersion, type ServedReport } from "@/lib/server/reports/store";
import { modelProposal } from "@/lib/core/market/carry";
import type { MarketInputRef } from "@/lib/core/versions/cause";
import {
  inputKeys,
  type InputKey,
  type MarketSizeEdit,
  type StoredInput,
  type StoredMarketSize,
} from "@/lib/core/market/schemas";
import { Invalid } from "@/lib/core/errors";

/**
 * "Save as new version": the founder's market inputs become a new saved version of the validation. An input whose
 * numbers the founder left as they were keeps its basis, reason and quote; one they changed is theirs (basis
 * "founder", with their reason, the model's proposal kept beside it); one set back to the model's proposal is the
 * model's again. The server computes every figure from these inputs (lib/core/report/computed.ts), whatever
 * totals the client showed.
 */

const FOUNDER_REASON = "Your number.";

const sameNumbers = (a: { low: number; base: number; high: number }, b: { low: number; base: number; high: number }) =>
  a.low === b.low && a.base === b.base && a.high === b.high;

type Change = "kept" | "edited" | "cleared";

function editedInput(
  edited: MarketSizeEdit["segments"][number][InputKey],
  before: StoredInput | undefined,
): { input: StoredInput; change: Change } {
  if (before && sameNumbers(before, edited)) {
    const { low, base, high, basis, reason, quote, source_url, attribution, model } = before;
    const input = { low, base, high, basis, reason, quote, source_url, ...(attribution ? { attribution } : {}) };
    return { input: { ...input, ...(model ? { model } : {}) }, change: "kept" };
  }
  // The founder went back to the model's number: it is the model's again, no longer carried into later versions.
  if (before?.basis === "founder" && before.model && sameNumbers(before.model, edited)) {
    const { low, base, high, reason } = before.model;
    return {
      input: { low, base, high, basis: "assumption", reason, quote: null, source_url: null },
      change: "cleared",
    };
  }
  const model = before ? modelProposal(before) : undefined;
  const input: StoredInput = {
    low: edited.low,
    base: edited.base,
    high: edited.high,
    basis: "founder",
    reason: edited.reason?.trim() || (before?.basis === "founder" ? before.reason : FOUNDER_REASON),
    quote: null,
    source_url: null,
    ...(model ? { model } : {}),
  };
  return { input, change: "edited" };
}

export function editedSegments(edit: MarketSizeEdit, before: StoredMarketSize | undefined) {
  const edited: MarketInputRef[] = [];
  const cleared: MarketInputRef[] = [];
  const segments = edit.segments.map((segment, index) => ({
    name: segment.name,
    ...recordOf(inputKeys, (key) => {
      const { input, change } = editedInput(segment[key], before?.segments[index]?.[key]);
      if (change === "edited") edited.push({ segment: segment.name, input: key });
      if (change === "cleared") cleared.push({ segment: segment.name, input: key });
      return input;
    }),
  }));
  return { segments, edited, cleared };
}

/** Stores the edited market size as the validation's next version and answers it. */
export async function saveMarketEdit(
  db: Db,
  userId: string,
  reportId: string,
  edit: MarketSizeEdit,
  madeBy: string | null = null,
): Promise<ServedReport> {
  const row = await ownReportRow(db, userId, reportId);
  if (row.kind !== "iv") throw new Invalid("Only an idea validation has a market size to edit.");
  const { report } = readReport("iv", row.data, storedWith(row));
  const { segments, edited, cleared } = editedSegments(edit, report.market_size);
  const market = { segments, sources: report.market_size?.sources ?? [] };
  return storeDerivedVersion(
    db,
    userId,
    row,
    { ...report, market_size: market },
    { cause: "market_edit", edited, cleared },
    madeBy,
  );
}
