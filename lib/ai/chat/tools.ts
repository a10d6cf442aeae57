import "server-only";
import { tool, type ToolSet } from "ai";
import { draftInput, rescoreInput, type RescoreProposal } from "@/lib/core/chat/tools";
import type { ReportKind } from "@/lib/core/kinds";
import { factorLabel, type FactorKey } from "@/lib/core/report/factors";
import type { Ceiling } from "@/lib/core/experiments/measured-ceiling";
import { checkedSchema, strictTools } from "@/lib/ai/structured-output";

/**
 * The tools the model may call in a conversation, each with its schema (lib/core/chat/tools.ts) and run on the server;
 * the thread shows each call as a card. `propose_rescore` changes nothing: the founder accepts it
 * (lib/server/chat/rescore.ts) or not.
 */

type Scores = Partial<Record<FactorKey, { score: number }>>;

/** The most each factor may score now, read only when a rescore is proposed (a failed experiment holds it). */
type Ceilings = () => Promise<ReadonlyMap<FactorKey, Ceiling>>;

/** The tools for a report of `kind`: a validation's factors can be rescored; every report can have drafts. */
export function chatTools(kind: ReportKind, scores: Scores | undefined, ceilings?: Ceilings): ToolSet {
  const draft = tool({
    description: "Write an interview script, a survey, landing-page copy or a cold message for the founder.",
    // Strict where the provider takes it: the arguments then match the wire schema, and our check applies the rest.
    inputSchema: checkedSchema(draftInput),
    strict: strictTools(),
    execute: async (input) => input,
  });
  if (kind !== "iv" || !scores) return { draft };
  return {
    draft,
    propose_rescore: tool({
      description:
        "Propose a new score for one factor of the validation, with its reason. The founder sees old and new and decides.",
      inputSchema: checkedSchema(rescoreInput),
      strict: strictTools(),
      execute: async (input): Promise<RescoreProposal> => {
        const score = Math.round(input.score * 10) / 10;
        const ceiling = (await ceilings?.())?.get(input.factor);
        return {
          ...input,
          score,
          label: factorLabel(input.factor),
          old_score: scores[input.factor]?.score ?? 0,
          // A measured failure outranks the opinion: the card says so before the founder accepts.
          ...(ceiling && score > ceiling.score ? { held: ceiling } : {}),
        };
      },
    }),
  };
}
