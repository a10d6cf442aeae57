import { z } from "zod";
import { factorKeys } from "@/lib/core/report/factors";
import { plainText, singleLineText } from "@/lib/core/text";

/**
 * What the model may hand back from a conversation through its tools, as data: a proposed rescore of one factor, and a
 * draft (an interview script, a survey, landing-page copy or a cold message). The model's calls are parsed with these
 * schemas (lib/ai/chat/tools.ts); the thread draws each as a card (components/chat/ToolCards.tsx). Their text follows
 * the stored reports' rules (`plainText`, `singleLineText`): a reason the tool takes is one the report can store.
 */

export const draftKinds = ["interview_script", "survey", "landing_page", "cold_message"] as const;
export type DraftKind = (typeof draftKinds)[number];

export const rescoreInput = z.object({
  factor: z.enum(factorKeys).describe("The factor to rescore."),
  score: z.number().min(0).max(10).describe("The new score, 0 to 10."),
  reason: plainText().trim().min(1).max(400).describe("One sentence: why the score should change."),
  basis: z.enum(["evidence", "inference", "assumption"]).describe("Where the reason comes from."),
});
export type RescoreInput = z.infer<typeof rescoreInput>;

/** A rescore as the founder sees it: the factor's label and old score beside the proposal. */
export interface RescoreProposal extends RescoreInput {
  label: string;
  old_score: number;
  /**
   * Set when a failed experiment measured this factor lower: accepting keeps it at `score` (the ceiling), for the
   * `reason` given, until a newer result on it passes (lib/core/experiments/measured-ceiling.ts).
   */
  held?: { score: number; reason: string };
  /** Set when the founder accepted it: the new version it made. */
  accepted_report_id?: string;
  /** On a share page, in its stead: the founder accepted it (the version itself is theirs alone). */
  accepted?: true;
}

export const draftInput = z.object({
  kind: z.enum(draftKinds),
  title: singleLineText().trim().min(1).max(120),
  body: plainText().trim().min(1).max(6_000),
});
export type Draft = z.infer<typeof draftInput>;

/** The tools as a conversation's messages carry them (the AI SDK's UI tool parts): each one's input and output. */
export type ChatTools = {
  propose_rescore: { input: RescoreInput; output: RescoreProposal };
  draft: { input: Draft; output: Draft };
};
