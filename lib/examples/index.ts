import type { ReportKind } from "@/db/schema";
import { withComputedScores } from "@/lib/ai/kinds";
import { REPORT_SCHEMA_VERSION } from "@/lib/ai/schemas";
import { toolNames } from "@/lib/client/tools";
import { exampleEvidence, exampleIdea, examplePainPoints, exampleStrategy, exampleValidation } from "./shiftplate";

export interface ExampleReport {
  slug: "pain-points" | "marketing-strategy" | "idea-validation";
  kind: ReportKind;
  name: string;
  description: string;
  report: Record<string, unknown>;
}

const stored = { schema_version: REPORT_SCHEMA_VERSION, evidence_provided: true };

/** The three public example reports, one per tool, in the order the product presents them. */
export const examples: ExampleReport[] = [
  {
    slug: "pain-points",
    kind: "pp",
    name: toolNames.pp,
    description: "The frustrations night-shift nurses describe, each quoted from their own words, and the gap in the market.",
    report: { ...examplePainPoints, ...stored },
  },
  {
    slug: "marketing-strategy",
    kind: "ms",
    name: toolNames.ms,
    description: "A 90-day plan: who to reach first, objectives, channels with a first experiment and budget each, and a timeline.",
    report: { ...exampleStrategy, ...stored },
  },
  {
    slug: "idea-validation",
    kind: "iv",
    name: toolNames.iv,
    description: "Eight scored factors with their basis and confidence, competitors, a revenue estimate and the experiments to run next.",
    report: { ...withComputedScores(exampleValidation), ...stored },
  },
];

export const exampleBySlug = (slug: string) => examples.find((example) => example.slug === slug) ?? null;
export { exampleEvidence, exampleIdea };
