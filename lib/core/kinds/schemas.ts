import {
  painPointContent,
  painPointOutput,
  painPointReport,
  strategyContent,
  strategyOutput,
  strategyReport,
  validationContent,
  validationOutput,
  validationReport,
} from "@/lib/core/report/schemas";
import type { EveryKind } from "./kind";

/**
 * Each kind's schemas: what the model writes (`output`), what storage keeps of any version (`content`), and what a
 * reader is served (`report`). Apart from the kinds' descriptions (./index.ts) because the browser needs those and
 * never these: building zod schemas in a page would ship them for nothing and trip the Content-Security-Policy (zod
 * tests whether it may compile parsers with eval).
 */
const schemas = {
  pp: { output: painPointOutput, content: painPointContent, report: painPointReport },
  ms: { output: strategyOutput, content: strategyContent, report: strategyReport },
  iv: { output: validationOutput, content: validationContent, report: validationReport },
} as const;
export const kindSchemas: EveryKind<typeof schemas> = schemas;
