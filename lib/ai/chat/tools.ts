import { tool, type ToolSet } from "ai";
import { z } from "zod";
import { factorKeys, factorLabel, type FactorKey } from "@/lib/core/report/factors";
import type { ReportKind } from "@/lib/core/kinds/kind";

/**
 * The tools the model may call in a conversation, each with a zod schema and run on the server; the thread shows each
 * call as a card. `propose_rescore` changes nothing: the founder accepts it (lib/server/chat/rescore.ts) or not.
 */

export const draftKinds = ["interview_script", "survey", "landing_page", "cold_message"] as const;

export const rescoreInput = z.object({
  factor: z.enum(factorKeys).describe("The factor to rescore."),
  score: z.number().min(0).max(10).describe("The new score, 0 to 10."),
  reason: z.string().trim().min(1).max(400).describe("One sentence: why the score should change."),
  basis: z.enum(["evidence", "inference", "assumption"]).describe("Where the reason comes from."),
});
export type RescoreInput = z.infer<typeof rescoreInput>;

export interface RescoreProposal extends RescoreInput {
  label: string;
  old_score: number;
  /** Set when the founder accepted it: the new version it made. */
  accepted_report_id?: string;
}

const draftInput = z.object({
  kind: z.enum(draftKinds),
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(6_000),
});

type Scores = Partial<Record<FactorKey, { score: number }>>;

/** The tools for a report of `kind`: a validation's factors can be rescored; every report can have drafts. */
export function chatTools(kind: ReportKind, scores: Scores | undefined): ToolSet {
  const draft = tool({
    description: "Write an interview script, a survey, landing-page copy or a cold message for the founder.",
    inputSchema: draftInput,
    execute: async (input) => input,
  });
  if (kind !== "iv" || !scores) return { draft };
  return {
    draft,
    propose_rescore: tool({
      description:
        "Propose a new score for one factor of the validation, with its reason. The founder sees old and new and decides.",
      inputSchema: rescoreInput,
      execute: async (input): Promise<RescoreProposal> => ({
        ...input,
        score: Math.round(input.score * 10) / 10,
        label: factorLabel(input.factor),
        old_score: scores[input.factor]?.score ?? 0,
      }),
    }),
  };
}
