import { toolNames } from "@/lib/client/tools";

export type Kind = "pp" | "ms" | "iv";

/** The latest version of one kind of report on an idea (GET /api/data/ideas). */
export interface ReportStatus {
  id: string;
  version: number;
  created_at: string;
  saved: boolean;
  overall_score?: number;
  score_tag?: string;
}

export interface IdeaSummary {
  id: string;
  title: string;
  prompt: string;
  created_at: string;
  updated_at: string;
  evidence?: string;
  reports: Record<Kind, ReportStatus | null>;
}

export const kinds: { kind: Kind; label: string; slot: "pp" | "strat" | "eval" }[] = [
  { kind: "pp", label: toolNames.pp, slot: "pp" },
  { kind: "ms", label: toolNames.ms, slot: "strat" },
  { kind: "iv", label: toolNames.iv, slot: "eval" },
];

export const MAX_COMPARED = 4;
