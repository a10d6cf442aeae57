import { z } from "zod";
import type { Decision } from "@/lib/core/experiments/verdict";
import type { ReportKind } from "@/lib/core/kinds";
import type { IdeaPivot } from "@/lib/core/pivots/proposals";
import type { GradeStep } from "@/lib/core/experiments/digest";
import { plainText, singleLineText } from "@/lib/core/text";
import { IDEA_TITLE_MAX } from "@/lib/core/ideas/limits";
import { cursorParam, limitParam } from "./params";

/** The library's ideas (docs/API.md, "Library"): what the calls take and what they answer. */

export { IDEA_TITLE_MAX };

/** The latest version of one kind of report on an idea, as the ideas list and compare view show it. */
export interface ReportStatus {
  id: string;
  version: number;
  created_at: string;
  saved: boolean;
  overall_score?: number;
  score_tag?: string;
  /** A copy saved from outside (not made by this server): its grade moves no verdict and is shown marked. */
  made_elsewhere?: true;
}

export interface IdeaSummary {
  id: string;
  title: string;
  prompt: string;
  created_at: string;
  updated_at: string;
  /** The idea's customer evidence: only when one idea is asked for (findIdea), never in the list. */
  evidence?: string;
  reports: Record<ReportKind, ReportStatus | null>;
  /** The verdict from the latest validation and the experiments (lib/core/experiments/verdict.ts); absent from a search's matches. */
  decision?: Decision;
  /** The idea this one is a pivot of (issue 48), while it exists; the change it makes stays in `pivot` either way. */
  parent_id?: string | null;
  pivot?: IdeaPivot | null;
  /** Its own variants, oldest first. */
  variants?: { id: string; title: string }[];
  /** The grade of each validation made here, oldest first: only when one idea is asked for (the digest's movement). */
  grades?: GradeStep[];
  /** Someone else's idea the caller is a member of (issue 49): its owner, and the caller's role on it. */
  shared?: {
    owner_name: string;
    role: "editor" | "viewer";
    /** Whether the owner's plan is active, which an editor's runs use: only when one idea is asked for. */
    owner_plan_active?: boolean;
  };
}

export const ideasQuery = z.object({ limit: limitParam(100, 50), cursor: cursorParam });

export const renameIdeaBody = z.object({
  title: singleLineText({ error: "Give the idea a title." })
    .trim()
    .min(1, "Give the idea a title.")
    .max(IDEA_TITLE_MAX, `Keep the title under ${IDEA_TITLE_MAX} characters.`),
});

export const compareQuery = z.object({
  ids: z
    .string({ error: "Name two to four ideas to compare: ids=a,b." })
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ error: "One of the idea ids is not valid." }))
        .min(2, "Pick at least two ideas to compare.")
        .max(4, "Compare at most four ideas at once."),
    ),
});

export const searchQuery = z.object({
  q: plainText({ error: "Type a word to search for." })
    .trim()
    .min(1, "Type a word to search for.")
    .max(200, "Keep the search under 200 characters."),
});

/** An idea in the compare view: its latest validation's figures, and its verdict. */
export interface ComparedIdea {
  id: string;
  title: string;
  /** The idea it is a pivot of, and the change it makes (issue 48); null for an idea of its own. */
  parent_id: string | null;
  pivot: IdeaPivot | null;
  updated_at: string;
  validation: null | {
    report_id: string;
    overall_score: number;
    score_tag: string;
    scores: Record<string, number | null>;
    monthly_revenue_usd: number;
    /** The market's SOM (obtainable in three years), USD a year; null for a validation without a market size. */
    som: { low: number; base: number; high: number } | null;
  };
  /** The idea's verdict and its experiments' counts. */
  decision?: Decision;
}
