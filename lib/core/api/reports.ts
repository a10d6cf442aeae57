import type { VersionCause } from "@/lib/core/versions/cause";
import type { VersionMarket } from "@/lib/core/versions/derive";
import { z } from "zod";
import { KIND_UNKNOWN, reportKinds } from "@/lib/core/kinds";
import { plainText } from "@/lib/core/text";
import { evidenceSchema } from "./generation";
import { limitParam, wholeNumberParam } from "./params";

/** Stored reports (docs/API.md, "Reports: save, read, list, delete"): what the calls take. */

export const kindSchema = z.enum(reportKinds, { error: KIND_UNKNOWN });

/** A report the browser holds (history off) and asks to store in the saved lists, with the idea it was made from. */
export const saveReportBody = z.object({
  data: z
    .unknown()
    .refine((value) => typeof value === "object" && value !== null, "The request needs the report in data."),
  prompt: plainText().max(4_000, "The prompt is longer than 4,000 characters.").optional(),
  evidence: evidenceSchema.optional(),
});

/** `POST /api/data/saved-reports`: the same, naming its kind (the original `save-…` calls name it in the path). */
export const savedCopyBody = saveReportBody.extend({ kind: kindSchema });

/** The saved lists, a page of each kind: `pp_page`, `ms_page`, `iv_page` (the first client's `ppPage`, … too). */
export const savedListsQuery = z.object({
  pp_page: wholeNumberParam("pp_page").optional(),
  ms_page: wholeNumberParam("ms_page").optional(),
  iv_page: wholeNumberParam("iv_page").optional(),
  ppPage: wholeNumberParam("ppPage").optional(),
  msPage: wholeNumberParam("msPage").optional(),
  ivPage: wholeNumberParam("ivPage").optional(),
  limit: limitParam(50, 10),
});

/** One of the saved lists as `GET /api/data/saved-reports` answers it. */
export interface SavedListPage {
  data: { id: string; title: string; created_at: string; demo?: boolean }[];
  totalPages: number;
  page: number;
}

/** One version of a report as `GET …/versions` lists it: a validation's with its scores and SOM. */
export interface ReportVersion {
  id: string;
  /** On a shared idea (issue 49): who ran or derived it, when not the reader. */
  made_by?: string;
  version: number;
  created_at: string;
  saved: boolean;
  title: string;
  prompt: string;
  overall_score?: number | null;
  score_tag?: string | null;
  scores?: Record<string, number | null>;
  /** The version's SOM (market size), when it has one. */
  som?: { low: number; base: number; high: number } | null;
  /** Why the version was made. */
  change: VersionCause;
  /** Whether the founder's evidence differs from the version before's. */
  evidence_changed: boolean;
  /** A validation's market: its figures and inputs (null before market size). */
  market?: VersionMarket | null;
}
