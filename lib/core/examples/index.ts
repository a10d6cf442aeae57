import { kinds, type ReportKind } from "@/lib/core/kinds";
import { withComputedFigures } from "@/lib/core/report/computed";
import { type ReportShapes } from "@/lib/core/report/schemas";
import { REPORT_SCHEMA_VERSION } from "@/lib/core/report/version";
import { exampleEvidence, exampleIdea, examplePainPoints, exampleStrategy, exampleValidation } from "./shiftplate";

type Example<K extends ReportKind> = {
  slug: "pain-points" | "marketing-strategy" | "idea-validation";
  kind: K;
  name: string;
  description: string;
  report: ReportShapes[K] & { kind: K };
};
export type ExampleReport = { [K in ReportKind]: Example<K> }[ReportKind];

const stored = { schema_version: REPORT_SCHEMA_VERSION, evidence_provided: true };

const painPoints: Example<"pp"> = {
  slug: "pain-points",
  kind: "pp",
  name: kinds.pp.label,
  description:
    "The frustrations night-shift nurses describe, each quoted from their own words, and the gap in the market.",
  report: { ...examplePainPoints, ...stored, kind: "pp" },
};
const strategy: Example<"ms"> = {
  slug: "marketing-strategy",
  kind: "ms",
  name: kinds.ms.label,
  description:
    "A 90-day plan: who to reach first, objectives, channels with a first experiment and budget each, and a timeline.",
  report: { ...exampleStrategy, ...stored, kind: "ms" },
};
/** The validation example: the landing's hero draws its head. */
export const validationExample: Example<"iv"> = {
  slug: "idea-validation",
  kind: "iv",
  name: kinds.iv.label,
  description:
    "Eight scored factors with their basis and confidence, competitors, a revenue estimate and the experiments to run next.",
  report: { ...withComputedFigures(exampleValidation), ...stored, kind: "iv" },
};

/** The three public example reports, one per tool, in the order the product presents them. */
export const examples: ExampleReport[] = [painPoints, strategy, validationExample];

export const exampleBySlug = (slug: string) => examples.find((example) => example.slug === slug) ?? null;
export { exampleEvidence, exampleIdea };
