import type { InputKey } from "@/lib/core/market/inputs";

/** One market input of one segment: what a version kept of the founder's numbers, or what an edit changed. */
export interface MarketInputRef {
  segment: string;
  input: InputKey;
}

/**
 * Why a version exists, stored with it when it is made (reports.change) and read back for older rows from what they
 * hold (lib/server/reports/history.ts). `kept` names the founder's market inputs it carried from the version before.
 */
export type VersionCause =
  | { cause: "first"; kept?: MarketInputRef[] }
  | { cause: "rerun"; kept?: MarketInputRef[] }
  | { cause: "revalidated"; results: number; kept?: MarketInputRef[] }
  /** Re-run with a survey's answers (and, for a validation, any recorded results). */
  | { cause: "answered"; answers: number; results: number; kept?: MarketInputRef[] }
  | { cause: "rescore"; factor: string; kept?: MarketInputRef[] }
  | { cause: "market_edit"; edited: MarketInputRef[]; cleared: MarketInputRef[] }
  | { cause: "saved"; kept?: MarketInputRef[] };

export type VersionCauseName = VersionCause["cause"];
